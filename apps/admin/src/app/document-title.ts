import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { recordTitleAt, recordTitleAtom } from '../lib/record-title.ts';

/** "Villa Cimbrone · Vendor · Back office": the record first, so a narrow browser tab still names it. */
const documentTitle = (routeTitle: string | undefined, recordTitle?: string) =>
  [recordTitle, routeTitle, 'Back office'].filter(Boolean).join(' · ');

export const useDocumentTitle = (location: string, routeTitle: string | undefined) => {
  const record = recordTitleAt(useAtomValue(recordTitleAtom), location);
  useEffect(() => {
    document.title = documentTitle(routeTitle, record?.title);
  }, [routeTitle, record?.title]);
};
