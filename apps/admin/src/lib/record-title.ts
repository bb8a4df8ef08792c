import { atom, getDefaultStore, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The record a screen shows: `path` is the record's own page, `page` the part of it open. */
export type RecordTitle = { path: string; title: string; page?: string | undefined };

// The breadcrumbs and the browser tab title name the record rather than its kind ("Vendor"). It
// lives in the app's store: a screen inside a store of its own (the itinerary's planning session)
// still names its record in the tab title.
export const recordTitleAtom = atom<RecordTitle | null>(null);

type Options = { path?: string; page?: string | undefined };

/**
 * A record screen names its record while it is shown. `path` defaults to the current location;
 * a record with tabs as routes (/admin/vendors/3/tabs/Details) gives its own path and the tab.
 */
export const useRecordTitle = (title: string | null | undefined, { path, page }: Options = {}) => {
  const [location] = useLocation();
  const set = useSetAtom(recordTitleAtom, { store: getDefaultStore() });
  const recordPath = path ?? location;
  useEffect(() => {
    if (!title) return;
    const mine = { path: recordPath, title, page };
    set(mine);
    // Only clear our own entry: the next screen may already have set its own.
    return () => set((current) => (current === mine ? null : current));
  }, [recordPath, title, page, set]);
};

/** The record title that belongs to a location (a stale one from the previous screen does not). */
export const recordTitleAt = (record: RecordTitle | null, location: string) =>
  record && (location === record.path || location.startsWith(`${record.path}/`)) ? record : null;
