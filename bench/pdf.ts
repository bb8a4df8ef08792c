// bench/pdf: the proposal PDF of a 14-day trip with 40 images (issue 14): the first (cold) render
// in a fresh process (fonts loaded, images read and resized for print), then warm renders (the
// data read again, the resized images from the cache), p50 and p99, and the rendering process's
// RSS. Targets: p50 warm under 500 ms, RSS under 300 MB.
//
//   node bench/pdf.ts
//
// Two processes: this one makes the photos (sharp) and seeds the trip into PGlite under a
// temporary data folder, closes the database, then forks a fresh child (this file with --render)
// that opens the same folder and renders through renderTripPdf (the same call as
// GET /pdf/trip/{reference}/proposal, without HTTP). The child's memory is the renderer's alone:
// RSS once its modules are loaded, before the first render (database open), after the cold render,
// after the warm renders, and its peak (process.resourceUsage().maxRSS), none of the photo making.
// Env: BENCH_RENDERS (20 warm renders), BENCH_IMAGES (40), BENCH_QUIET_CORES (0.5) /
// BENCH_QUIET_WAIT (60 s).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { args } from './lib/child-protocol.ts';

// Read by the parent only: measure.ts loads autocannon, which the rendering child must not carry.
const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
const renders = num(process.env.BENCH_RENDERS, 20);
const images = num(process.env.BENCH_IMAGES, 40);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const targetMb = 300;

type Result = {
  type: 'result';
  loadedRss: number;
  beforeRss: number;
  coldRss: number;
  afterRss: number;
  maxRss: number;
  coldMs: number;
  pages: number;
  bytes: number;
  times: number[];
};

// The fresh rendering process: opens the seeded folder, one cold render, then the warm ones.
const renderChild = async (dataDir: string, tripId: number) => {
  const { renderTripPdf } = await import('../apps/api/src/pdf/render-trip-pdf.ts');
  const loadedRss = process.memoryUsage().rss;
  const handle = await openDatabase({ dataDir });
  const config = { ...loadConfig({}), dataDir };
  try {
    const render = async () => {
      const start = performance.now();
      const pdf = await renderTripPdf(handle.db, config, tripId, 'proposal', { versionLabel: 'Version 1' });
      return { ms: performance.now() - start, pdf: pdf! };
    };
    const beforeRss = process.memoryUsage().rss;
    const cold = await render();
    const coldRss = process.memoryUsage().rss;
    const times: number[] = [];
    for (let i = 0; i < renders; i++) times.push((await render()).ms);
    const result: Result = {
      type: 'result',
      loadedRss,
      beforeRss,
      coldRss,
      afterRss: process.memoryUsage().rss,
      maxRss: process.resourceUsage().maxRSS * 1024, // kilobytes
      coldMs: cold.ms,
      pages: cold.pdf.pages,
      bytes: cold.pdf.bytes.byteLength,
      times,
    };
    process.send?.(result);
  } finally {
    await handle.close();
  }
};

const seedAndMeasure = async () => {
  const { fmt, log, waitForQuiet } = await import('./lib/measure.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  try {
    const { createPdfDemoTrip } = await import('../apps/api/src/pdf/pdf-demo-trip.ts');
    const handle = await openDatabase({ dataDir });
    const config = { ...loadConfig({}), dataDir };
    let trip: Awaited<ReturnType<typeof createPdfDemoTrip>>;
    try {
      log(`seeding a 14-day trip with ${images} images (2400 × 1600 JPEG)…`);
      trip = await createPdfDemoTrip(handle.db, config, { days: 14, images });
      log(
        `trip ${trip.reference}: ${trip.images} images stored; seeding process RSS ${mb(process.memoryUsage().rss)}`,
      );
    } finally {
      await handle.close(); // releases the folder for the rendering child
    }
    const busy = await waitForQuiet(
      num(process.env.BENCH_QUIET_CORES, 0.5),
      num(process.env.BENCH_QUIET_WAIT, 60),
    );
    const result = await new Promise<Result>((resolve, reject) => {
      const child = fork(
        import.meta.filename,
        ['--render', `--data-dir=${dataDir}`, `--trip-id=${trip.tripId}`],
        {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      let got: Result | undefined;
      child.on('message', (m: Result) => {
        if (m.type === 'result') got = m;
      });
      child.once('exit', (code) =>
        got ? resolve(got) : reject(new Error(`render child exited with ${code}`)),
      );
    });
    const times = [...result.times].sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    log(
      `cold first render (fresh process): ${fmt(result.coldMs)} (${result.pages} pages, ${mb(result.bytes)})`,
    );
    log(`warm renders (${renders}): p50 ${fmt(at(50))}, p99 ${fmt(at(99))}, max ${fmt(times.at(-1)!)}`);
    log(
      `rendering process RSS: modules loaded ${mb(result.loadedRss)}, database open = before the first render ${mb(result.beforeRss)}, after the cold render ${mb(result.coldRss)}, after the warm renders ${mb(result.afterRss)}, peak (maxRSS) ${mb(result.maxRss)}; other load ${busy.toFixed(2)} cores`,
    );
    log(at(50) < 500 ? 'p50 warm under the 500 ms target' : 'p50 warm ABOVE the 500 ms target');
    log(
      result.maxRss < targetMb * 1024 * 1024
        ? `peak RSS under the ${targetMb} MB target`
        : `peak RSS ABOVE the ${targetMb} MB target`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const a = args();
if (process.argv.includes('--render')) await renderChild(a['data-dir']!, Number(a['trip-id']));
else await seedAndMeasure();
