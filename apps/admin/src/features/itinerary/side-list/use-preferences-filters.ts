import { atom, useAtom, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useClientPreferenceByIri } from '../../../shared/client-preferences/preferences-panels.tsx';
import { type Filters, filtersAtom } from '../state.ts';
import { filtersFromPreferences } from './filters-from-preferences.ts';
import { useSideListClient } from './side-list-queries.ts';

/** The trip whose client's preferences have set the filters (once per trip). */
export const preferencesAppliedAtom = atom<string | null>(null);

/**
 * Loading a client's preferences sets the itinerary filters from them (calls.md §4): the first time
 * the side list shows for a trip, the client and their preferences are read and the filters set,
 * unless the user has changed the filters meanwhile. Later edits are never overridden; another trip
 * applies its client's preferences again.
 */
export const usePreferencesFilters = (tripKey: string, clientId: number | string | null | undefined) => {
  const store = useStore();
  const [applied, setApplied] = useAtom(preferencesAppliedAtom);
  const setFilters = useSetAtom(filtersAtom);
  const wanted = applied !== tripKey && clientId != null && clientId !== '';
  const snapshot = useRef<{ trip: string; filters: Filters } | null>(null);
  if (wanted && snapshot.current?.trip !== tripKey) {
    snapshot.current = { trip: tripKey, filters: store.get(filtersAtom) };
  }
  const client = useSideListClient(wanted ? Number(clientId) : undefined);
  const iri = client.data ? client.data.preferences : undefined;
  const prefs = useClientPreferenceByIri(wanted ? iri : undefined);
  // The client is known and has no preferences (null), or they are read.
  const ready = client.isSuccess && (iri === null || prefs.isSuccess);
  const failed = client.isError || prefs.isError;

  useEffect(() => {
    if (!wanted || !(ready || failed)) return;
    if (ready && store.get(filtersAtom) === snapshot.current?.filters) {
      setFilters(filtersFromPreferences(iri ? prefs.data : null));
    }
    setApplied(tripKey);
  }, [wanted, ready, failed, iri, prefs.data, store, setFilters, setApplied, tripKey]);

  return { loading: wanted && !ready && !failed };
};
