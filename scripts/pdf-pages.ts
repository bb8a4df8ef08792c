// Writes pages of the demo trips' PDFs as images for the docs: the proposal's cover
// (docs/pdf-proposal-cover.png) and first day-by-day page (docs/pdf-proposal-day.png), the
// finalized trip's first vouchers page (docs/pdf-finalized-page.png), and the day page of a trip
// whose names are in several scripts (docs/pdf-unicode-page.png); the PDFs themselves under the
// system's temporary folder. Needs pdftoppm and pdftotext (poppler-utils).
//
//   node scripts/pdf-pages.ts
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import * as s from '../apps/api/src/db/schema/index.ts';
import { createPdfDemoTrip } from '../apps/api/src/pdf/pdf-demo-trip.ts';
import { stopPdfRenderer } from '../apps/api/src/pdf/pdf-renderer.ts';
import { renderTripPdf } from '../apps/api/src/pdf/render-trip-pdf.ts';
import type { PdfKind } from '../apps/api/src/pdf/trip-pdf-document.ts';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../docs');
const dataDir = mkdtempSync(join(tmpdir(), 'pdf-pages-'));
const handle = await openDatabase({ inMemory: true });
const config = { ...loadConfig({}), dataDir };

const render = async (tripId: number, kind: PdfKind, name: string) => {
  const pdf = (await renderTripPdf(handle.db, config, tripId, kind, { versionLabel: 'Version 1' }))!;
  const file = join(tmpdir(), `${name}.pdf`);
  writeFileSync(file, pdf.bytes);
  return { file, pages: pdf.pages };
};
// One page as a PNG in docs/ (the page found by a text it holds, or by number).
const page = (pdf: { file: string; pages: number }, which: number | string, target: string, dpi = 60) => {
  const n =
    typeof which === 'number'
      ? which
      : execFileSync('pdftotext', [pdf.file, '-'], { encoding: 'utf8' })
          .split('\f')
          .findIndex((text) => text.includes(which)) + 1;
  const prefix = join(dataDir, target.replace(/\.png$/, ''));
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(n),
    '-l',
    String(n),
    '-singlefile',
    pdf.file,
    prefix,
  ]);
  copyFileSync(`${prefix}.png`, join(docs, target));
  return n;
};

try {
  const trip = await createPdfDemoTrip(handle.db, config, { days: 14, images: 16 });
  const proposal = await render(trip.tripId, 'proposal', 'pdf-proposal-demo');
  page(proposal, 1, 'pdf-proposal-cover.png');
  page(proposal, 2, 'pdf-proposal-day.png');
  const finalized = await render(trip.tripId, 'finalized', 'pdf-finalized-demo');
  const vouchers = page(finalized, 'Vouchers and contacts', 'pdf-finalized-page.png', 100);

  // Names in several scripts: the lead client, a guest, a day and an item.
  const names = 'Zoë Dvořák (Łódź) → Ἀθηνᾶ, Москва, 京都 ✓';
  const world = await createPdfDemoTrip(handle.db, config, { days: 3, images: 3, photoWidth: 800 });
  const [row] = await handle.db
    .select({ clientId: s.trips.clientId })
    .from(s.trips)
    .where(eq(s.trips.id, world.tripId));
  await handle.db
    .update(s.clients)
    .set({ firstName: 'Zoë', lastName: 'Dvořák (Łódź)' })
    .where(eq(s.clients.id, row!.clientId));
  await handle.db
    .update(s.tripDays)
    .set({ title: 'Ἀθηνᾶ → Москва → 京都 → 서울' })
    .where(eq(s.tripDays.tripId, world.tripId));
  await handle.db.update(s.tripItems).set({ title: names }).where(eq(s.tripItems.title, 'Guided walk 1'));
  const unicode = await render(world.tripId, 'finalized', 'pdf-unicode-demo');
  page(unicode, 2, 'pdf-unicode-page.png', 100);
  console.log(
    `proposal ${proposal.pages} pages, finalized ${finalized.pages} (vouchers from page ${vouchers}); wrote docs/pdf-proposal-cover.png, pdf-proposal-day.png, pdf-finalized-page.png, pdf-unicode-page.png (PDFs: ${tmpdir()}/pdf-*-demo.pdf)`,
  );
} finally {
  await stopPdfRenderer();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
