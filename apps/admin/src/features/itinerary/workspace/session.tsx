import { createStore, Provider, useAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  defaultTab,
  filtersAtom,
  type ItineraryFilters,
  type ItineraryTab,
  parseFilters,
  parseTab,
  serializeFilters,
  tabAtom,
} from '../state.ts';

/** The URL form of the session: `tab` (left out when 1) and `filters` (JSON, left out when empty). */
export const sessionSearch = (search: string, tab: ItineraryTab, filters: ItineraryFilters) => {
  const params = new URLSearchParams(search);
  if (tab === defaultTab) params.delete('tab');
  else params.set('tab', String(tab));
  const text = serializeFilters(filters);
  if (text) params.set('filters', text);
  else params.delete('filters');
  return params.toString();
};

// Mirrors the tab and the filters in the URL both ways: a change of the atoms replaces the URL's
// parameters (no history entry per keystroke), a change of the URL (back, a link) sets the atoms.
const SessionUrl = () => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [tab, setTab] = useAtom(tabAtom);
  const [filters, setFilters] = useAtom(filtersAtom);
  const current = useRef({ tab, filters });
  current.current = { tab, filters };

  useEffect(() => {
    const params = new URLSearchParams(search);
    const urlTab = parseTab(params.get('tab'));
    if (urlTab !== current.current.tab) setTab(urlTab);
    const urlFilters = params.get('filters') ?? undefined;
    if (urlFilters !== serializeFilters(current.current.filters)) setFilters(parseFilters(urlFilters));
  }, [search, setTab, setFilters]);

  // The URL is written from the atoms only when they change (search and location are read).
  const url = useRef({ search, location });
  url.current = { search, location };
  useEffect(() => {
    const { search: now, location: path } = url.current;
    const next = sessionSearch(now, tab, filters);
    if (next !== new URLSearchParams(now).toString())
      navigate(`${path}${next ? `?${next}` : ''}`, { replace: true });
  }, [tab, filters, navigate]);

  return null;
};

/**
 * One trip-planning session (product.md §3) per itinerary opened: its own jotai store, started
 * from the URL's tab and filters, mirrored back into the URL.
 */
export const ItinerarySession = ({ children }: { children: ReactNode }) => {
  const search = useSearch();
  const [store] = useState(() => {
    const params = new URLSearchParams(search);
    const created = createStore();
    created.set(tabAtom, parseTab(params.get('tab')));
    created.set(filtersAtom, parseFilters(params.get('filters')));
    return created;
  });
  return (
    <Provider store={store}>
      <SessionUrl />
      {children}
    </Provider>
  );
};
