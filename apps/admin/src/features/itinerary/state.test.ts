import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filtersActiveAtom,
  filtersAtom,
  makeEmptyFilters,
  parseFilters,
  parseTab,
  resetFiltersAtom,
  serializeFilters,
} from './state.ts';
import { sessionSearch } from './workspace/session.tsx';

describe('the trip-planning session state', () => {
  it('is active whenever the filters differ from the empty defaults, and resets', () => {
    const store = createStore();
    expect(store.get(filtersActiveAtom)).toBe(false);
    store.set(filtersAtom, { ...makeEmptyFilters(), spa: { ...emptyFilters.spa, onlyNatural: true } });
    expect(store.get(filtersActiveAtom)).toBe(true);
    store.set(resetFiltersAtom);
    expect(store.get(filtersActiveAtom)).toBe(false);
    store.set(filtersAtom, { ...makeEmptyFilters(), search: '   ' });
    expect(store.get(filtersActiveAtom)).toBe(false);
  });

  it('reads the tab from the URL, 1 by default', () => {
    expect(parseTab('3')).toBe(3);
    expect(parseTab(null)).toBe(1);
    expect(parseTab('9')).toBe(1);
  });

  it('round-trips the filters through the URL, leaving them out when empty', () => {
    const filters = makeEmptyFilters();
    filters.search = 'aman';
    filters.restaurant.favoriteCuisines = ['Japanese'];
    filters.transfer.carType = 'suv';
    const text = serializeFilters(filters)!;
    expect(parseFilters(text)).toEqual(filters);
    expect(serializeFilters(makeEmptyFilters())).toBeUndefined();
    expect(parseFilters('{not json')).toEqual(makeEmptyFilters());
    expect(sessionSearch('x=1', 1, makeEmptyFilters())).toBe('x=1');
    expect(new URLSearchParams(sessionSearch('', 5, filters)).get('tab')).toBe('5');
  });
});
