import { atom } from 'jotai';

// The trip-planning session state (product.md §3). Minimal stand-in: the itinerary layout's
// helper owns this file; the side list and the preferences drawer only read and write these atoms.

export type Filters = {
  search: string;
  accommodation: {
    roomSize?: string;
    roomAmenities: string[];
    hotelDesign: string[];
    boutiqueHotel?: boolean;
  };
  activity: { dailyActivityLevel?: string };
  restaurant: { restaurantTags: string[]; favoriteCuisines: string[] };
  transfer: { carType?: string };
  spa: {
    therapistsFemale?: boolean;
    therapistsMale?: boolean;
    onlyNatural?: boolean;
    spaModalities: string[];
    spaTreatments: string[];
  };
};

export const emptyFilters: Filters = {
  search: '',
  accommodation: { roomAmenities: [], hotelDesign: [] },
  activity: {},
  restaurant: { restaurantTags: [], favoriteCuisines: [] },
  transfer: {},
  spa: { spaModalities: [], spaTreatments: [] },
};

/** 1 Journey, 2 Map view, 3 Accommodation, 4 Flight, 5 Activity, 6 Transfer. */
export type Tab = 1 | 2 | 3 | 4 | 5 | 6;

export const tripAtom = atom<unknown>(null);
export const tabAtom = atom<Tab>(1);
export const filtersAtom = atom<Filters>(emptyFilters);
export const sideListLoadingAtom = atom(false);

// Deep equality where a key set to undefined counts as absent.
const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
};

/** Filtering is active whenever the filters differ from the empty defaults (calls.md §4). */
export const filtersActiveAtom = atom((get) => !same(get(filtersAtom), emptyFilters));
