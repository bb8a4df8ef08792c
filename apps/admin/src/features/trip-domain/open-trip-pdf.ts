import { getTripPdfLink } from '@backoffice/sdk';

export type TripPdfKind = 'proposal' | 'finalized';

// product.md §2.9: a trip's proposal or finalized PDF opens in a new tab. The tab opens at once (a
// popup opened after an await is blocked) and goes to the short-lived signed link when it arrives.
// A proposal PDF prints the proposal given (by id), else the trip's most recent one not declined.
export const openTripPdf = async (tripId: number, kind: TripPdfKind, proposalId?: number) => {
  const tab = window.open('', '_blank');
  try {
    const params = proposalId === undefined ? { kind } : { kind, proposal: proposalId };
    const { url } = (await getTripPdfLink(tripId, params)).data;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
};
