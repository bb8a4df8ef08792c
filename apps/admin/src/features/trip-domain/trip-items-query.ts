import { getTripChecks, listNextTripItems, listTripItems, type TripItem } from '@backoffice/sdk';
import { queryOptions } from '@tanstack/react-query';
import { tripKeys } from './trip-keys.ts';

/** GET /api/trip_items?trip.id= in position order (the standard API). */
export const listStandardTripItems = async (tripId: number): Promise<TripItem[]> =>
  (await listTripItems({ 'trip.id': String(tripId), 'order[position]': 'asc', itemsPerPage: 500 })).data[
    'hydra:member'
  ];

/** The trip's items: GET /next/trips/{id}/trip-items, the standard list when it fails (calls.md §8). */
export const listTripItemsOf = async (tripId: number): Promise<TripItem[]> => {
  try {
    return (await listNextTripItems(tripId)).data['hydra:member'];
  } catch {
    return listStandardTripItems(tripId);
  }
};

// The one query of a trip's items: the items tab, the journey, the itinerary's calendar and its
// map read the same cache (tripKeys.items), so a change made on one screen shows on the others.
export const tripItemsQuery = (tripId: number) =>
  queryOptions({
    queryKey: tripKeys.items(tripId),
    queryFn: () => listTripItemsOf(tripId),
    enabled: Number.isInteger(tripId) && tripId > 0,
  });

/** GET /api/trips/{id}/checks: read again with everything under the trip's key. */
export const tripChecksQuery = (tripId: number) =>
  queryOptions({
    queryKey: tripKeys.checks(tripId),
    queryFn: async () => (await getTripChecks(tripId)).data.checks,
  });
