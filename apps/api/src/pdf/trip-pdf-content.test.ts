import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createPdfDemoTrip } from './pdf-demo-trip.ts';
import { countPages } from './render-trip-pdf.ts';

// The PDFs as a reader sees them, through poppler-utils (pdftotext, pdfinfo, pdftoppm: Debian's
// package, installed by .ci/run).
let t: TestApp;
let admin: string;
let demo: Awaited<ReturnType<typeof createPdfDemoTrip>>;
const dir = mkdtempSync(join(tmpdir(), 'pdf-content-'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  demo = await createPdfDemoTrip(t.db, t.config, { days: 14, images: 11, photoWidth: 1400 });
  // The agency's line printed with the vouchers.
  await t.db.insert(settings).values({ code: 'agency.phone', value: '+44 20 7946 0000' });
}, 60_000);
afterAll(() => t.close());

const fetchPdf = async (kind: string) => {
  const res = await t.request('GET', `/pdf/trip/${demo.reference}/${kind}`, { token: admin });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const file = join(dir, `${kind}.pdf`);
  writeFileSync(file, bytes);
  return { bytes, file };
};
const pagesOf = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
const textOf = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
// Each page's lines without its header (agency, reference) and footer (kind, version, page).
const pageLines = (file: string) =>
  textOf(file)
    .split('\f')
    .filter((page) => page.trim())
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/TR-\d{4}-\d+ · /.test(line) && !/Page \d+ of \d+$/.test(line)),
    );

describe('the PDFs of a 14-day trip', () => {
  it('proposal: cover, every day with its text and times, the stays, the price summary, page numbers', async () => {
    const { bytes, file } = await fetchPdf('proposal');
    const pages = pagesOf(file);
    expect(countPages(bytes)).toBe(pages);
    // Cover, at least three pages of days, two stays, the summary.
    expect(pages).toBeGreaterThanOrEqual(7);
    expect(pages).toBeLessThan(20);
    const text = textOf(file);
    expect(text).toContain('TRAVEL PROPOSAL');
    expect(text).toContain('Tuscany slowly');
    for (let d = 1; d <= 14; d++) {
      expect(text).toContain(`Day ${d} text: a slow morning`);
      expect(text).toContain(`Guided walk ${d}`);
      expect(text).toContain(`Dinner at Osteria ${d}`);
    }
    expect(text).toContain('Arrival in Florence');
    expect(text).toMatch(/10:00–12:30/);
    expect(text).toContain('Villa Aurora');
    expect(text).toContain('Price summary');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Version 1 (preview)');
    // Images are resized for print: the whole file stays small.
    expect(bytes.byteLength).toBeLessThan(3 * 1024 * 1024);
  });

  it('finalized: vouchers with confirmation numbers and contacts instead of prices', async () => {
    const { bytes, file } = await fetchPdf('finalized');
    expect(countPages(bytes)).toBe(pagesOf(file));
    const text = textOf(file);
    expect(text).toContain('YOUR TRIP');
    expect(text).toContain('Vouchers and contacts');
    for (const code of ['HTL-1000', 'ACT-1', 'ACT-14', 'RST-7', 'AZ-77812']) expect(text).toContain(code);
    expect(text).toContain('Giulia Rossi');
    expect(text).not.toContain('Price summary');
  });

  it('finalized: every traveller with the lead client first, vouchers with their status and confirmation', async () => {
    const { file } = await fetchPdf('finalized');
    const text = textOf(file);
    expect(text).toContain('Travellers: Eleanor Whitfield, James Whitfield');
    // 14 activities, 14 dinners, the stays and the outbound flight are booked with a number.
    const booked = (text.match(/CONFIRMED/g) ?? []).length;
    expect(booked).toBeGreaterThanOrEqual(30);
    for (const code of ['HTL-1000', 'ACT-1', 'RST-14', 'AZ-77812'])
      expect(text).toContain(`Confirmation ${code}`);
    expect(text).not.toContain('to follow');
    // The return flight: being booked, its PNR only.
    expect(text).toMatch(/BEING BOOKED/);
    expect(text).toContain('Booking reference (PNR) QWE124');
  });

  it('finalized: no page holds a stray line; the agency line comes before the vouchers, not after', async () => {
    const { file } = await fetchPdf('finalized');
    const pages = pageLines(file);
    for (const [i, lines] of pages.entries()) expect(lines.length, `page ${i + 1}`).toBeGreaterThanOrEqual(4);
    const first = pages.findIndex((lines) => lines.includes('Vouchers and contacts'));
    expect(pages[first]!.join('\n')).toContain('at your service during the trip: +44 20 7946 0000');
    // The document ends on a voucher.
    expect(pages.at(-1)!.at(-1)).toMatch(/Confirmation|Contact:|Via del Chianti/);
  });

  it("both: a day's heading stays on the page of its text; an overnight line never opens a page", async () => {
    for (const kind of ['proposal', 'finalized']) {
      const { file } = await fetchPdf(kind);
      for (const [i, lines] of pageLines(file).entries()) {
        for (const line of lines) {
          const day = /^Day (\d+) · /.exec(line)?.[1];
          if (day)
            expect(lines, `${kind} page ${i + 1}, day ${day}`).toContain(
              `Day ${day} text: a slow morning, then the road through the hills to the next village, with time for a long lunch.`,
            );
        }
        expect(lines[0], `${kind} page ${i + 1}`).not.toMatch(/^Overnight:/);
      }
    }
  });

  it('both: the typed title wins with the catalogue name under it; flights show number, route and times', async () => {
    for (const kind of ['proposal', 'finalized']) {
      const { file } = await fetchPdf(kind);
      const text = textOf(file);
      expect(text).toMatch(/Welcome nights among the olive groves\s*\n\s*Villa Aurora\n/);
      expect(text).toContain('ITA Airways AZ 201');
      expect(text).toContain('LHR London Heathrow 08:30 → FLR Florence Peretola 11:45');
      expect(text).toContain('FLR Florence Peretola 16:10 → LHR London Heathrow 18:20');
    }
  });

  it('renders pages as images (pdftoppm)', async () => {
    const { file } = await fetchPdf('proposal');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '2', file, join(dir, 'page')]);
    for (const n of ['1', '2']) {
      const png = join(dir, `page-${n.padStart(pagesOf(file) >= 10 ? 2 : 1, '0')}.png`);
      expect(statSync(png).size).toBeGreaterThan(2000);
      expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
