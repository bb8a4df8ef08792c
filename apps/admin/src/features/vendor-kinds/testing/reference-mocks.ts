import type { Enums } from '@backoffice/sdk';
import {
  getGetEnumsMockHandler,
  getListAccommodationAmenitiesMockHandler,
  getListAccommodationRoomAmenitiesMockHandler,
  getListAccommodationTypesMockHandler,
  getListActivityCategoriesMockHandler,
  getListActivityTagsMockHandler,
  getListBedTypesMockHandler,
  getListDestinationsMockHandler,
  getListRestaurantCuisinesMockHandler,
  getListRestaurantDressCodesMockHandler,
  getListRestaurantTagsMockHandler,
  getListRoomSizesMockHandler,
  getListServiceTypesMockHandler,
  getListSpaModalitiesMockHandler,
  getListTransferCarTypesMockHandler,
  getListTransferTypesMockHandler,
  getListVillaTypesMockHandler,
  getListWineryDressCodesMockHandler,
  getListWineryTagsMockHandler,
} from '@backoffice/sdk/msw';
import { collection, named } from './catalogue-mock.ts';

const list = (factory: (body: never) => unknown, path: string, type: string, names: string[]) =>
  factory(collection(path, named(path, type, names)) as never);

const destination = (id: number, name: string, level: number, children: unknown[] = []) => ({
  '@id': `/api/destinations/${id}`,
  '@type': 'Destination',
  id,
  name,
  level,
  pending: false,
  parent: null,
  description: null,
  images: [],
  attachments: [],
  __children: children,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
});

// Fixed reference data for the tests: types, amenities, tags, the enums and a destination tree.
export const referenceHandlers = () => {
  const empty = Object.fromEntries(
    ['spaTreatmentType', 'mealType', 'roomSize', 'vendorStatus'].map((k) => [k, []]),
  ) as unknown as Enums;
  const enums = {
    ...empty,
    spaTreatmentType: [
      { value: 'massage', label: 'Massage' },
      { value: 'facial', label: 'Facial' },
    ],
    mealType: [
      { value: 'lunch', label: 'Lunch' },
      { value: 'dinner', label: 'Dinner' },
    ],
  };
  return [
    getGetEnumsMockHandler(enums as Enums),
    getListDestinationsMockHandler(
      collection('/api/destinations', [
        destination(1, 'Italy', 1, [destination(2, 'Venice', 2), destination(3, 'Florence', 2)]),
        destination(4, 'Japan', 1),
      ]) as never,
    ),
    list(getListAccommodationTypesMockHandler, '/api/accommodation_types', 'AccommodationType', [
      'Hotel',
      'Villa',
    ]),
    list(getListVillaTypesMockHandler, '/api/villa_types', 'VillaType', ['Pool Villa']),
    list(getListAccommodationAmenitiesMockHandler, '/api/accommodation_amenities', 'AccommodationAmenity', [
      'Spa',
      'Butler Service',
    ]),
    list(
      getListAccommodationRoomAmenitiesMockHandler,
      '/api/accommodation_room_amenities',
      'AccommodationRoomAmenity',
      ['Ocean View'],
    ),
    list(getListRoomSizesMockHandler, '/api/room_sizes', 'RoomSize', ['Suite']),
    list(getListBedTypesMockHandler, '/api/bed_types', 'BedType', ['King']),
    list(getListSpaModalitiesMockHandler, '/api/spa_modalities', 'SpaModality', ['Ayurveda', 'Hammam']),
    list(getListRestaurantDressCodesMockHandler, '/api/restaurant_dress_codes', 'RestaurantDressCode', [
      'Smart',
    ]),
    list(getListRestaurantCuisinesMockHandler, '/api/restaurant_cuisines', 'RestaurantCuisine', ['Italian']),
    list(getListRestaurantTagsMockHandler, '/api/restaurant_tags', 'RestaurantTag', ['Romantic']),
    list(getListWineryDressCodesMockHandler, '/api/winery_dress_codes', 'WineryDressCode', ['Casual']),
    list(getListWineryTagsMockHandler, '/api/winery_tags', 'WineryTag', ['Organic']),
    list(getListActivityCategoriesMockHandler, '/api/activity_categories', 'ActivityCategory', ['Culture']),
    list(getListActivityTagsMockHandler, '/api/activity_tags', 'ActivityTag', ['Family']),
    list(getListTransferTypesMockHandler, '/api/transfer_types', 'TransferType', [
      'Airport transfer',
      'Day hire',
    ]),
    list(getListTransferCarTypesMockHandler, '/api/transfer_car_types', 'TransferCarType', ['Sedan']),
    list(getListServiceTypesMockHandler, '/api/service_types', 'ServiceType', ['Babysitting']),
  ] as never[];
};
