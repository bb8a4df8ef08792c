import type { ClientPreference } from '@backoffice/sdk';
import type { Filters } from '../state.ts';

type PreferenceValues = Partial<
  Pick<
    ClientPreference,
    | 'roomSize'
    | 'roomAmenities'
    | 'hotelDesign'
    | 'boutiqueHotel'
    | 'dailyActivityLevel'
    | 'restaurantTags'
    | 'favoriteCuisines'
    | 'carType'
    | 'therapistsFemale'
    | 'therapistsMale'
    | 'onlyNatural'
    | 'spaModalities'
    | 'spaTreatments'
  >
>;

const one = (value: string | null | undefined) => (value ? value : undefined);
const list = (value: string[] | null | undefined) => (value ? [...value] : []);
// A switch that is off filters nothing: it is left out rather than set to false.
const flag = (value: boolean | null | undefined) => (value === true ? true : undefined);

/**
 * The itinerary filters a client's preferences set (calls.md §3 and §4): the thirteen preferences
 * that drive them, each in its section; the search is left empty. No preferences: empty filters.
 */
export const filtersFromPreferences = (prefs: PreferenceValues | null | undefined): Filters => {
  const p = prefs ?? {};
  return {
    search: '',
    accommodation: {
      roomSize: one(p.roomSize),
      roomAmenities: list(p.roomAmenities),
      hotelDesign: list(p.hotelDesign),
      boutiqueHotel: flag(p.boutiqueHotel),
    },
    activity: { dailyActivityLevel: one(p.dailyActivityLevel) },
    restaurant: { restaurantTags: list(p.restaurantTags), favoriteCuisines: list(p.favoriteCuisines) },
    transfer: { carType: one(p.carType) },
    spa: {
      therapistsFemale: flag(p.therapistsFemale),
      therapistsMale: flag(p.therapistsMale),
      onlyNatural: flag(p.onlyNatural),
      spaModalities: list(p.spaModalities),
      spaTreatments: list(p.spaTreatments),
    },
  };
};
