import type { VendorMap } from '@backoffice/sdk';

const marker = (
  collection: string,
  id: number,
  type: string,
  name: string,
  vendor: number,
  at: [number, number],
) => ({
  '@id': `/api/${collection}/${id}`,
  id,
  type,
  name,
  vendor: `/api/vendors/${vendor}`,
  latitude: at[0],
  longitude: at[1],
});

const sayan: [number, number] = [-8.5, 115.25];
const kintamani: [number, number] = [-8.43, 115.28];

// Eight markers in Bali and Kyoto: a hotel and its spa share a place, and so do two activities of
// one provider; six places on the map.
export const mapFixture: VendorMap = {
  hotel: [
    marker('accommodations', 1, 'hotel', 'Four Seasons Sayan', 10, sayan),
    marker('accommodations', 2, 'hotel', 'Aman Kyoto', 11, [35.03, 135.72]),
  ],
  villa: [marker('accommodations', 3, 'villa', 'Villa Kalyana', 12, [-8.65, 115.13])],
  spa: [marker('spas', 4, 'spa', 'Sayan Spa', 10, sayan)],
  restaurant: [marker('restaurants', 5, 'restaurant', 'Mozaic', 13, [-8.51, 115.26])],
  activity: [
    marker('activities', 6, 'activity', 'Rice terrace trek', 14, kintamani),
    marker('activities', 7, 'activity', 'Volcano sunrise hike', 14, kintamani),
  ],
  otherServices: [marker('conciergeries', 8, 'otherServices', 'Bali Butlers', 15, [-8.7, 115.17])],
  shared_locations: {
    '-8.5 115.25': ['/api/accommodations/1', '/api/spas/4'],
    '-8.43 115.28': ['/api/activities/6', '/api/activities/7'],
  },
};
