import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersActiveAtom, filtersAtom } from '../state.ts';
import { filtersFromPreferences } from './filters-from-preferences.ts';

describe('filtersFromPreferences', () => {
  it('sets each section from the thirteen preferences that drive the itinerary filters', () => {
    expect(
      filtersFromPreferences({
        roomSize: 'junior_suite',
        roomAmenities: ['/api/accommodation_room_amenities/1'],
        hotelDesign: ['/api/design_types/2'],
        boutiqueHotel: true,
        dailyActivityLevel: 'active',
        restaurantTags: ['/api/restaurant_tags/3'],
        favoriteCuisines: ['/api/restaurant_cuisines/4'],
        carType: '/api/transfer_car_types/5',
        therapistsFemale: true,
        therapistsMale: false,
        onlyNatural: true,
        spaModalities: ['/api/spa_modalities/6'],
        spaTreatments: ['massage'],
      }),
    ).toEqual({
      search: '',
      accommodation: {
        roomSize: 'junior_suite',
        roomAmenities: ['/api/accommodation_room_amenities/1'],
        hotelDesign: ['/api/design_types/2'],
        boutiqueHotel: true,
      },
      activity: { dailyActivityLevel: 'active' },
      restaurant: {
        restaurantTags: ['/api/restaurant_tags/3'],
        favoriteCuisines: ['/api/restaurant_cuisines/4'],
      },
      transfer: { carType: '/api/transfer_car_types/5' },
      spa: {
        therapistsFemale: true,
        therapistsMale: undefined,
        onlyNatural: true,
        spaModalities: ['/api/spa_modalities/6'],
        spaTreatments: ['massage'],
      },
    });
  });

  it('gives the empty defaults for no preferences or empty ones, so filtering is not active', () => {
    const store = createStore();
    for (const prefs of [null, undefined, {}]) {
      store.set(filtersAtom, filtersFromPreferences(prefs));
      expect(store.get(filtersActiveAtom)).toBe(false);
    }
    store.set(
      filtersAtom,
      filtersFromPreferences({ roomSize: null, carType: null, boutiqueHotel: false, restaurantTags: [] }),
    );
    expect(store.get(filtersActiveAtom)).toBe(false);
    store.set(filtersAtom, filtersFromPreferences({ boutiqueHotel: true }));
    expect(store.get(filtersActiveAtom)).toBe(true);
    store.set(filtersAtom, emptyFilters);
    expect(store.get(filtersActiveAtom)).toBe(false);
  });
});
