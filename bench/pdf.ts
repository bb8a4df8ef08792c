// bench/pdf: the proposal PDF of a 14-day trip with 40 images (issue 14): the first (cold) render
// in a fresh process (fonts loaded, images read and resized for print), then warm renders (the
// data read again, the resized images from the cache), p50 and p99, and the process's RSS.
// Target: p50 warm under 500 ms.
//
//   node bench/pdf.ts
//
// In process, on in-memory PGlite with files under a temporary data folder; renders go through
// renderTripPdf (the same call as GET /pdf/trip/{reference}/proposal, without HTTP).
// Env: BENCH_RENDERS (20 warm renders), BENCH_IMAGES (40), BENCH_QUIET_CORES (0.5) /
// BENCH_QUIET_WAIT (60 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createPdfDemoTrip } from '../apps/api/src/pdf/pdf-demo-trip.ts';
import { renderTripPdf } from '../apps/api/src/pdf/render-trip-pdf.ts';
import { fmt, log, num, waitForQuiet } from './lib/measure.ts';

const renders = num(process.env.BENCH_RENDERS, 20);
const images = num(process.env.BENCH_IMAGES, 40);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
const handle = await openDatabase({ inMemory: true });
const config = { ...loadConfig({}), dataDir };
try {
  log(`seeding a 14-day trip with ${images} images (2400 × 1600 JPEG)…`);
  const trip = await createPdfDemoTrip(handle.db, config, { days: 14, images });
  log(`trip ${trip.reference}: ${trip.images} images stored; RSS ${mb(process.memoryUsage().rss)}`);
  const busy = await waitForQuiet(
    num(process.env.BENCH_QUIET_CORES, 0.5),
    num(process.env.BENCH_QUIET_WAIT, 60),
  );
  const render = async () => {
    const start = performance.now();
    const pdf = await renderTripPdf(handle.db, config, trip.tripId, 'proposal', {
      versionLabel: 'Version 1',
    });
    return { ms: performance.now() - start, pdf: pdf! };
  };
  const before = process.memoryUsage().rss;
  const cold = await render();
  log(`cold first render: ${fmt(cold.ms)} (${cold.pdf.pages} pages, ${mb(cold.pdf.bytes.byteLength)})`);
  const times: number[] = [];
  let peak = process.memoryUsage().rss;
  for (let i = 0; i < renders; i++) {
    times.push((await render()).ms);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  log(`warm renders (${renders}): p50 ${fmt(at(50))}, p99 ${fmt(at(99))}, max ${fmt(times.at(-1)!)}`);
  log(
    `RSS before the first render ${mb(before)} (the seeded photos were made in process), after the renders ${mb(process.memoryUsage().rss)}, peak ${mb(peak)}; other load ${busy.toFixed(2)} cores`,
  );
  log(at(50) < 500 ? 'p50 warm under the 500 ms target' : 'p50 warm ABOVE the 500 ms target');
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
