// Benchmark of the template copies (issue 14): POST /next/clone-trip of a 14-day trip with 120 items
// onto new dates (target p95 < 150 ms) and POST /api/trips/import-template of a 60-item template
// into a fresh 14-day trip (target p95 < 150 ms), one request at a time, through the real HTTP
// server (apps/api/src/main.ts as `npm start` runs it).
//
//   node bench/templates.ts
//
// The data goes through the API like a user's (no SQL): a client, the 120-item trip (every day
// nine one-hour items of the day types and flights, none overlapping), the 60-item template (8 days)
// and, before each timed import, a fresh target trip (not timed). Each clone and each import is one
// transaction on the server: it writes the items, the audit rows, days, DMCs and destinations.
//
// Env: BENCH_DB (pg | pglite; pg by default), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres:
// admin URL; the database bench_templates is made and dropped), BENCH_RUNS (40 timed calls of each),
// BENCH_WARMUP (5), BENCH_KEEP_DB (1 keeps bench_templates), BENCH_QUIET_CORES (0.25) /
// BENCH_QUIET_WAIT (180 s), BENCH_VERBOSE (1 logs every time in order). All traffic goes to 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { busyCores, fmt, log, num, sleep, waitForQuiet } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';

const env = process.env;
const opts = {
  db: env.BENCH_DB === 'pglite' ? 'pglite' : 'pg',
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: 'bench_templates',
  runs: num(env.BENCH_RUNS, 40),
  warmup: num(env.BENCH_WARMUP, 5),
  keepDb: env.BENCH_KEEP_DB === '1',
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 180),
};
const targets = { clone: 150, importTemplate: 150 };
const sizes = { tripItems: 120, tripDays: 14, templateItems: 60, templateDays: 8 };

const loopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/.test(host);
if (opts.db === 'pg' && !loopback(new URL(opts.pgUrl).hostname))
  throw new Error('BENCH_PG_URL must point at this machine');

const withPg = async <R>(fn: (c: pg.Client) => Promise<R>) => {
  const c = new pg.Client({ connectionString: opts.pgUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};
const dbUrl = () => {
  const u = new URL(opts.pgUrl);
  u.pathname = `/${opts.dbName}`;
  return u.toString();
};
const dropDb = () => withPg((c) => c.query(`drop database if exists ${opts.dbName} with (force)`));

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Nine one-hour slots a day, 07:00 to 20:00 every 1.5 hours: no two items of a day overlap.
const slot = (i: number) => {
  const minutes = 7 * 60 + (i % 9) * 90;
  return {
    day: Math.floor(i / 9),
    start: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    end: `${pad(Math.floor(minutes / 60) + 1)}:${pad(minutes % 60)}`,
  };
};
// The trip item types a day holds, and their endpoints (trips and templates).
const kinds = ['activity', 'spa', 'restaurant', 'transfer', 'conciergerie_service', 'flight'] as const;
const tripPath: Record<(typeof kinds)[number], string> = {
  activity: 'trip_activities',
  spa: 'trip_spas',
  restaurant: 'trip_restaurants',
  transfer: 'trip_transfers',
  conciergerie_service: 'trip_conciergerie_services',
  flight: 'trip_flights',
};
const templatePath = (kind: (typeof kinds)[number]) => tripPath[kind].replace('trip_', 'trip_template_');

const quantiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    max: sorted.at(-1)!,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'bench-templates-'));
const extraEnv =
  opts.db === 'pg' ? { DATABASE_URL: dbUrl(), DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir };
if (opts.db === 'pg') {
  await dropDb();
  await withPg((c) => c.query(`create database ${opts.dbName}`));
}
const rows: Record<string, unknown>[] = [];
try {
  log(`starting the server on ${opts.db === 'pg' ? 'PostgreSQL' : 'PGlite'} (migrations + demo seed)…`);
  const server = await startServer(extraEnv);
  log(`listening after ${server.readyMs} ms; ${server.seedLine.trim()}`);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const headers = {
      accept: 'application/ld+json',
      'content-type': 'application/json',
      authorization: `Bearer ${await login(server.port)}`,
    };
    const call = async (method: string, path: string, body?: unknown, expected = [200, 201]) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as { '@id': string; id: number } & Record<string, unknown>;
    };

    const setupStarted = performance.now();
    const client = await call('POST', '/api/clients', { firstName: 'Bench', lastName: 'Templates' });
    const newTrip = (title: string, start: string) =>
      call('POST', '/api/trips', {
        client: client['@id'],
        title,
        startDate: start,
        endDate: addDays(start, sizes.tripDays - 1),
        currency: 'EUR',
      });
    // The cloned trip: 120 items over its 14 days.
    const source = await newTrip('Clone source', '2029-03-01');
    for (let i = 0; i < sizes.tripItems; i++) {
      const kind = kinds[i % kinds.length]!;
      const s = slot(i);
      const date = addDays('2029-03-01', s.day);
      await call('POST', `/api/${tripPath[kind]}`, {
        trip: source['@id'],
        title: `Item ${i}`,
        startDate: `${date}T${s.start}`,
        endDate: `${date}T${s.end}`,
        currency: 'EUR',
        clientTotalPrice: String(100 + i),
        vendorTotalPrice: String(80 + i),
      });
    }
    // The imported template: 60 items over 8 days.
    const template = await call('POST', '/api/trip_templates', {
      title: 'Bench template',
      nbDays: sizes.templateDays,
    });
    for (let i = 0; i < sizes.templateItems; i++) {
      const kind = kinds[i % kinds.length]!;
      const s = slot(i);
      await call('POST', `/api/${templatePath(kind)}`, {
        tripTemplate: template['@id'],
        title: `Template item ${i}`,
        startDay: s.day + 1,
        startTime: s.start,
        endDay: s.day + 1,
        endTime: s.end,
        currency: 'EUR',
        clientTotalPrice: String(100 + i),
      });
    }
    log(
      `${sizes.tripItems}-item trip and ${sizes.templateItems}-item template made in ${Math.round(performance.now() - setupStarted)} ms`,
    );

    const otherLoad = await waitForQuiet(opts.quietCores, opts.quietWait);
    // Clones, each onto new dates (every item moved).
    const cloneTimes: number[] = [];
    for (let i = 0; i < opts.warmup + opts.runs; i++) {
      const at = performance.now();
      const made = await call(
        'POST',
        '/next/clone-trip',
        { trip_id: source.id, startDate: addDays('2030-01-01', i * 20) },
        [201],
      );
      const ms = performance.now() - at;
      if (i >= opts.warmup) cloneTimes.push(ms);
      if (i === 0) {
        const copied = (await call(
          'GET',
          `/api/trip_items?trip.id=${made.id}&itemsPerPage=1`,
        )) as unknown as { 'hydra:totalItems': number };
        if (copied['hydra:totalItems'] !== sizes.tripItems)
          throw new Error(`clone copied ${copied['hydra:totalItems']} items`);
      }
    }
    // Imports, each into a fresh trip (made before the clock starts), from day 1.
    const importTimes: number[] = [];
    for (let i = 0; i < opts.warmup + opts.runs; i++) {
      const target = await newTrip(`Import target ${i}`, addDays('2031-01-01', i * 20));
      const at = performance.now();
      const result = await call('POST', '/api/trips/import-template', {
        trip: target['@id'],
        tripTemplate: template['@id'],
        startDay: 1,
      });
      const ms = performance.now() - at;
      if (i >= opts.warmup) importTimes.push(ms);
      if (i === 0 && (result.created as string[]).length !== sizes.templateItems)
        throw new Error(`import created ${(result.created as string[]).length} items`);
    }
    // Load from other processes right after (this one idle): a busy machine skews the tail.
    const loadAfter = await busyCores();
    for (const [call, times, target] of [
      [`POST /next/clone-trip (${sizes.tripItems} items, new dates)`, cloneTimes, targets.clone],
      [`POST /api/trips/import-template (${sizes.templateItems} items)`, importTimes, targets.importTemplate],
    ] as const) {
      const q = quantiles(times);
      rows.push({
        call,
        runs: times.length,
        mean: fmt(q.mean),
        p50: fmt(q.p50),
        p95: fmt(q.p95),
        p99: fmt(q.p99),
        max: fmt(q.max),
        ok: q.p95 < target ? 'yes' : 'NO',
        'other load': otherLoad.toFixed(2),
        'load after': loadAfter.toFixed(2),
      });
      log(`${call}: p50 ${fmt(q.p50)} p95 ${fmt(q.p95)} max ${fmt(q.max)}`);
      if (env.BENCH_VERBOSE === '1') log(`  in order: ${times.map((t) => t.toFixed(0)).join(' ')}`);
    }
  } finally {
    await sleep(500);
    await stopServer(server.child);
  }
} finally {
  if (opts.db === 'pg' && !opts.keepDb) await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nTemplate copies on ${opts.db === 'pg' ? 'PostgreSQL' : 'PGlite'}, one request at a time; targets p95: clone ${targets.clone} ms, import-template ${targets.importTemplate} ms`,
);
console.table(rows);
const failed = rows.filter((row) => row.ok !== 'yes');
console.log(failed.length ? `${failed.length} run(s) over the target` : 'every target met');
