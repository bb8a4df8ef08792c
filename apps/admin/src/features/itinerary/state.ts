import type { Trip } from '@backoffice/sdk';
import { atom } from 'jotai';

// The trip-planning session state (product.md §3): the trip, the current tab (default 1), the
// side list's filters and its loading flag. The workspace mounts its own jotai Provider, so a
// session starts empty for every itinerary opened; the tab and the filters are mirrored in the URL
// (use-session-url.ts).

/** The itinerary tabs (§2.9): 1 journey, 2 map view (hides the side list), 3–6 the item types. */
export const itineraryTabs = [
  { value: 1, label: 'Journey' },
  { value: 2, label: 'Map view' },
  { value: 3, label: 'Accommodation' },
  { value: 4, label: 'Flight' },
  { value: 5, label: 'Activity' },
  { value: 6, label: 'Transfer' },
] as const;
export type ItineraryTab = (typeof itineraryTabs)[number]['value'];
export const defaultTab: ItineraryTab = 1;
export const isItineraryTab = (value: unknown): value is ItineraryTab =>
  itineraryTabs.some((tab) => tab.value === value);
/** The tab a URL's `tab` parameter names; the default for anything else. */
export const parseTab = (value: string | null | undefined): ItineraryTab => {
  const n = Number(value);
  return isItineraryTab(n) ? n : defaultTab;
};

export type ItineraryFilters = {
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

/** The empty defaults: no filter at all. A fresh copy each call (never shared, never mutated). */
export const makeEmptyFilters = (): ItineraryFilters => ({
  search: '',
  accommodation: { roomAmenities: [], hotelDesign: [] },
  activity: {},
  restaurant: { restaurantTags: [], favoriteCuisines: [] },
  transfer: {},
  spa: { spaModalities: [], spaTreatments: [] },
});
export const emptyFilters: Readonly<ItineraryFilters> = Object.freeze(makeEmptyFilters());

// A value that says nothing (undefined, '', [], false-less booleans are kept: false is a choice).
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filters with their blank values dropped, keys sorted: the form compared and put in the URL. */
export const compactFilters = (filters: ItineraryFilters): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[group] = value;
      continue;
    }
    const inner: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (!isBlank(v)) inner[key] = Array.isArray(v) ? [...v].sort() : v;
    }
    if (Object.keys(inner).length) out[group] = inner;
  }
  return out;
};

/** Whether the filters differ from the empty defaults ("filtering is active", §3). */
export const filtersDiffer = (filters: ItineraryFilters) => Object.keys(compactFilters(filters)).length > 0;

/** Filters read back from the URL's `filters` parameter (JSON); anything unreadable is no filter. */
export const parseFilters = (text: string | null | undefined): ItineraryFilters => {
  const empty = makeEmptyFilters();
  if (!text) return empty;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (!raw || typeof raw !== 'object') return empty;
    const out = makeEmptyFilters();
    if (typeof raw.search === 'string') out.search = raw.search.slice(0, 255);
    for (const group of ['accommodation', 'activity', 'restaurant', 'transfer', 'spa'] as const) {
      const value = raw[group];
      if (!value || typeof value !== 'object') continue;
      const target = out[group] as Record<string, unknown>;
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        const current = target[key];
        if (Array.isArray(current) || (current === undefined && Array.isArray(v))) {
          if (Array.isArray(v)) target[key] = v.filter((x) => typeof x === 'string');
        } else if (typeof v === 'string' || typeof v === 'boolean') target[key] = v;
      }
    }
    return out;
  } catch {
    return empty;
  }
};

/** The URL form of the filters: undefined when no filter is set. */
export const serializeFilters = (filters: ItineraryFilters) =>
  filtersDiffer(filters) ? JSON.stringify(compactFilters(filters)) : undefined;

/** The trip of the session (the itinerary's trip; undefined while it loads or for a template). */
export const tripAtom = atom<Trip | undefined>(undefined);
export const tabAtom = atom<ItineraryTab>(defaultTab);
export const filtersAtom = atom<ItineraryFilters>(makeEmptyFilters());
export const sideListLoadingAtom = atom(false);
/** "Filtering is active": the filters differ from the empty defaults. */
export const filtersActiveAtom = atom((get) => filtersDiffer(get(filtersAtom)));
/** Write-only: back to the empty defaults. */
export const resetFiltersAtom = atom(null, (_get, set) => set(filtersAtom, makeEmptyFilters()));

// The names the side list uses.
export type Filters = ItineraryFilters;
export type Tab = ItineraryTab;
