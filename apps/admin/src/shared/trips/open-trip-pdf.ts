import { getTripPdfLink } from '@backoffice/sdk';

export type TripPdfKind = 'proposal' | 'finalized';

// product.md §2.9: a trip's proposal or finalized PDF opens in a new tab. The tab opens at once (a
// popup opened after an await is blocked) and goes to the short-lived signed link when it arrives.
export const openTripPdf = async (tripId: number, kind: TripPdfKind) => {
  const tab = window.open('', '_blank');
  try {
    const { url } = (await getTripPdfLink(tripId, { kind })).data;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
};
