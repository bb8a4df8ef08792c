import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
