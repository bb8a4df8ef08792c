import {
  getAccommodation,
  getActivityProvider,
  getConciergerie,
  getRestaurant,
  getSpa,
  getTransportationProvider,
  getWinery,
  listAccommodations,
  listActivityProviders,
  listConciergeries,
  listRestaurants,
  listSpas,
  listTransportationProviders,
  listWineries,
} from '@backoffice/sdk';
import type { Crud, ParentRef } from '../types.ts';

const parent = (
  property: string,
  label: string,
  segment: string,
  list: unknown,
  get: unknown,
): ParentRef => ({
  property,
  label,
  segment,
  iriBase: `/api/${segment.replaceAll('-', '_')}`,
  api: { list, get } as Pick<Crud, 'list' | 'get'>,
});

// The owner of each item collection: the body property, the filter `<property>.id` and its route.
export const accommodationParent = parent(
  'accommodation',
  'Accommodation',
  'accommodations',
  listAccommodations,
  getAccommodation,
);
export const spaParent = parent('spa', 'Spa', 'spas', listSpas, getSpa);
export const restaurantParent = parent(
  'restaurant',
  'Restaurant',
  'restaurants',
  listRestaurants,
  getRestaurant,
);
export const wineryParent = parent('winery', 'Winery', 'wineries', listWineries, getWinery);
export const activityProviderParent = parent(
  'activityProvider',
  'Activity provider',
  'activity-providers',
  listActivityProviders,
  getActivityProvider,
);
export const transportationProviderParent = parent(
  'transportationProvider',
  'Transportation provider',
  'transportation-providers',
  listTransportationProviders,
  getTransportationProvider,
);
export const conciergerieParent = parent(
  'conciergerie',
  'Other service',
  'conciergeries',
  listConciergeries,
  getConciergerie,
);
