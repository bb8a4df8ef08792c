import { ApiError } from '../http/problem.ts';
import type { PdfTripData } from './trip-pdf.queries.ts';
import type { PdfProposal } from './trip-pdf-proposal.queries.ts';

// What one PDF prints at most, checked from the data before any image is read or anything drawn,
// so that what cannot be printed is refused at once (422) instead of timing out or running its
// renderer out of memory. A 366-day trip with two items a day (735 items, 203 pages finalized)
// draws in about 5 s of CPU and 340 MB in its renderer; a 731-day one (1,465 items) runs out of a
// 192 MB heap. The limits keep a year and a month, with the heap at 256 MB. Free text (notes, a
// proposal's pages and options) is printed whole, so it is counted too.
export const printLimits = { days: 400, items: 1000, textCharacters: 150_000 };

// Printed free text: item notes, the proposal's introduction, pages and option descriptions.
const textCharacters = (data: PdfTripData, proposal: PdfProposal | undefined) => {
  let n = 0;
  for (const item of data.items) n += item.notes?.length ?? 0;
  if (proposal) {
    n += proposal.introText?.length ?? 0;
    for (const page of proposal.pages) n += page.body?.length ?? 0;
    for (const option of proposal.options) n += option.description?.length ?? 0;
  }
  return n;
};

const itemCount = (data: PdfTripData, proposal: PdfProposal | undefined) =>
  data.items.length + (proposal?.options.reduce((sum, o) => sum + o.items.length, 0) ?? 0);

// The size of a PDF for the renderers' queue (heavy jobs) and time limit: about one unit per printed
// day, item or thousand characters of text.
export const printWeight = (data: PdfTripData, proposal: PdfProposal | undefined) =>
  data.days.length + itemCount(data, proposal) + Math.ceil(textCharacters(data, proposal) / 1000);

const count = (n: number) => n.toLocaleString('en-GB');

// A 422 that says what is over which limit: from the counts alone (before the data is read), then
// from the data with the proposal.
export const checkPrintable = (data: PdfTripData, proposal: PdfProposal | undefined) =>
  refuseOver({
    days: data.days.length,
    items: itemCount(data, proposal),
    chars: textCharacters(data, proposal),
  });

export const checkPrintableCounts = (counts: { days: number; items: number }) =>
  refuseOver({ ...counts, chars: 0 });

const refuseOver = ({ days, items, chars }: { days: number; items: number; chars: number }) => {
  const over: { propertyPath: string; message: string }[] = [];
  if (days > printLimits.days)
    over.push({
      propertyPath: 'days',
      message: `The trip has ${count(days)} days; a PDF prints at most ${count(printLimits.days)}.`,
    });
  if (items > printLimits.items)
    over.push({
      propertyPath: 'items',
      message: `The trip has ${count(items)} services to print; a PDF prints at most ${count(printLimits.items)}.`,
    });
  if (chars > printLimits.textCharacters)
    over.push({
      propertyPath: 'text',
      message: `Its notes and proposal texts hold ${count(chars)} characters; a PDF prints at most ${count(printLimits.textCharacters)}.`,
    });
  if (over.length === 0) return;
  throw new ApiError(
    422,
    `This PDF is too large to print. ${over.map((o) => o.message).join(' ')} Shorten the trip or its texts, or print a shorter trip.`,
    { violations: over },
  );
};
