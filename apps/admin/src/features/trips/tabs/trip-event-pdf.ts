import { createTripEventPdf } from '@backoffice/sdk';

// How long the PDF's blob URL lives: long enough for the new tab to load it.
const revokeAfterMs = 60_000;

// calls.md 7.6 POST /api/pdf/trips/tripEvent: the event's one-page PDF, rendered on demand. The tab
// opens at once (a popup opened after an await is blocked) and shows the PDF from a blob URL when
// the render arrives; without a tab (popups refused) the PDF downloads instead.
export const openTripEventPdf = async (eventId: number, fileName: string) => {
  const tab = window.open('', '_blank');
  try {
    const { data } = await createTripEventPdf({ id: eventId });
    const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
    if (tab) {
      tab.location.href = url;
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } catch (error) {
    tab?.close();
    throw error;
  }
};
