import { Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { brandOf } from './pdf-brand.ts';
import { blockWeight, pageRuns, runBudget } from './pdf-page-runs.ts';
import type { PdfItem, PdfTripData } from './trip-pdf.queries.ts';
import { TripPdfDocument } from './trip-pdf-document.ts';

const block = (lines: number) => h(View, null, ...Array.from({ length: lines }, () => h(Text, null, 'x')));

// A trip of `days` days with two items a day, as loadTripPdfData answers it.
const tripData = (days: number): PdfTripData => {
  const date = (d: number) => new Date(Date.UTC(2027, 0, 1 + d)).toISOString().slice(0, 10);
  const item = (id: number, d: number, type: string, title: string): PdfItem => ({
    id,
    type,
    typeLabel: type,
    status: 'confirmed',
    title,
    startDate: `${date(d)} 10:00:00`,
    endDate: `${date(d)} 12:00:00`,
    notes: 'Comfortable shoes.',
    confirmationNumber: `C-${id}`,
    clientTotalPrice: '100.00',
    currency: 'EUR',
    name: null,
    description: null,
    place: 'Florence',
    roomName: null,
    flight: null,
    vendor: null,
    contact: null,
    accommodationId: null,
    imagePaths: [],
  });
  return {
    trip: {
      id: 1,
      reference: 'TR-2027-0001',
      title: 'A long journey',
      startDate: date(0),
      endDate: date(days - 1),
      currency: 'EUR',
      adults: 2,
      children: 0,
      clientName: 'Ada Lovelace',
      destination: null,
      destinations: [],
      imagePath: null,
    },
    days: Array.from({ length: days }, (_, d) => ({
      dayNumber: d + 1,
      date: date(d),
      title: `Day title ${d + 1}`,
      description: 'A slow morning, then the road through the hills.',
    })),
    items: Array.from({ length: days }, (_, d) => [
      item(2 * d + 1, d, 'activity', `Walk ${d + 1}`),
      item(2 * d + 2, d, 'restaurant', `Dinner ${d + 1}`),
    ]).flat(),
    travellers: [],
    clientTotal: '0',
    settings: {},
  };
};

// The document's <Page> elements, fragments opened.
const pagesOf = (node: ReactNode): ReactElement<{ children?: ReactNode }>[] => {
  if (Array.isArray(node)) return node.flatMap(pagesOf);
  if (!isValidElement(node)) return [];
  if (node.type === Page) return [node as ReactElement<{ children?: ReactNode }>];
  return pagesOf((node.props as { children?: ReactNode }).children);
};
const textOf = (node: ReactNode): string => {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (!isValidElement(node)) return '';
  return textOf((node.props as { children?: ReactNode }).children);
};

describe('page runs', () => {
  it('cut the blocks in order, never inside one, each run within the budget', () => {
    // Blocks weighing 21 to 33 (a view, its texts and their strings).
    const blocks = Array.from({ length: 40 }, (_, i) => block(10 + (i % 7)));
    const runs = pageRuns(blocks, 100);
    expect(runs.flat()).toEqual(blocks);
    expect(runs.length).toBeGreaterThan(5);
    for (const run of runs.slice(0, -1)) {
      expect(blockWeight(run)).toBeLessThanOrEqual(100);
      expect(blockWeight(run)).toBeGreaterThan(100 - 33);
    }
    // A block larger than the budget is a run of its own; a small section is one run.
    expect(pageRuns([block(30), block(300), block(30)], 100).map((r) => r.length)).toEqual([1, 1, 1]);
    expect(pageRuns([block(5), block(5)], 100)).toHaveLength(1);
  });

  it('a small last run joins the one before (a total alone on a page)', () => {
    const runs = pageRuns([block(48), block(48), block(3)], 100);
    expect(runs.map((r) => r.length)).toEqual([1, 2]);
  });

  it('weighs text by its lines', () => {
    expect(blockWeight(h(Text, null, 'x'.repeat(900)))).toBe(11);
    expect(blockWeight([null, false, undefined])).toBe(0);
  });

  it("a 14-day trip's days stay one flow; a year's are cut into runs holding each day once, in order", () => {
    const brand = brandOf({}, undefined);
    const doc = (days: number) =>
      TripPdfDocument({
        data: tripData(days),
        kind: 'finalized',
        versionLabel: 'Version 1',
        generatedAt: new Date('2026-11-27T10:00:00Z'),
        brand,
        cover: undefined,
        photos: new Map(),
      });
    const dayPages = (days: number) =>
      pagesOf(doc(days)).filter((p) => textOf(p.props.children).includes('Day by day'));
    expect(dayPages(14)).toHaveLength(1);
    const year = dayPages(366);
    expect(year.length).toBeGreaterThan(366 / 30);
    const order = year.flatMap((p) =>
      [...textOf(p.props.children).matchAll(/Day (\d+) · Day title/g)].map((m) => Number(m[1])),
    );
    expect(order).toEqual(Array.from({ length: 366 }, (_, d) => d + 1));
    for (const p of year) expect(blockWeight(p.props.children)).toBeLessThan(runBudget * 1.3);
    // The vouchers (one per item) are cut too.
    const vouchers = pagesOf(doc(366)).filter((p) => textOf(p.props.children).includes('Vouchers'));
    expect(vouchers.length).toBeGreaterThan(5);
  });
});
