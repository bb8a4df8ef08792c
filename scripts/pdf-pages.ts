// Writes two pages of a demo trip's proposal PDF as images for the docs: the cover
// (docs/pdf-proposal-cover.png) and the first day-by-day page (docs/pdf-proposal-day.png), and
// the PDF itself under the system's temporary folder. Needs pdftoppm (poppler-utils).
//
//   node scripts/pdf-pages.ts
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createPdfDemoTrip } from '../apps/api/src/pdf/pdf-demo-trip.ts';
import { renderTripPdf } from '../apps/api/src/pdf/render-trip-pdf.ts';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../docs');
const dataDir = mkdtempSync(join(tmpdir(), 'pdf-pages-'));
const handle = await openDatabase({ inMemory: true });
try {
  const config = { ...loadConfig({}), dataDir };
  const trip = await createPdfDemoTrip(handle.db, config, { days: 14, images: 16 });
  const pdf = (await renderTripPdf(handle.db, config, trip.tripId, 'proposal', {
    versionLabel: 'Version 1',
  }))!;
  const file = join(tmpdir(), 'pdf-proposal-demo.pdf');
  writeFileSync(file, pdf.bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, join(dataDir, 'page')]);
  const digits = pdf.pages >= 10 ? 2 : 1;
  copyFileSync(join(dataDir, `page-${'1'.padStart(digits, '0')}.png`), join(docs, 'pdf-proposal-cover.png'));
  copyFileSync(join(dataDir, `page-${'2'.padStart(digits, '0')}.png`), join(docs, 'pdf-proposal-day.png'));
  console.log(
    `${pdf.pages} pages; wrote docs/pdf-proposal-cover.png and docs/pdf-proposal-day.png (PDF: ${file})`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
