// Benchmark of the airport picker: GET /api/airports?orSearch_search=… over the full seeded airport
// list (OpenFlights, ~5,600 airports with an IATA code), target p99 under 20 ms.
//
//   node bench/airports-search.ts
//
// It starts the real server (apps/api/src/main.ts) as a child process on a fresh PostgreSQL database
// `bench_airports` (dropped and re-created), so the first start, the migrations and the real seed are
// measured too; then autocannon sends each search with 1 and with 10 connections. With
// BENCH_BACKENDS=postgres,pglite the embedded default (PGlite in a temp DATA_DIR) is measured as well.
//
// Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: admin URL used to create/drop the
// database), BENCH_DURATION (5 s per run), BENCH_WARMUP (2 s), BENCH_BACKENDS (postgres),
// BENCH_KEEP_DB (1 keeps bench_airports afterwards), BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT
// (180 s): wait until other processes use less than that many cores before measuring (the machine
// has 2 cores; other benchmarks or test runs skew every number). All traffic goes to 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fmt, log, num, run, sleep, waitForQuiet as waitForQuietCores } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: 'bench_airports',
  duration: num(env.BENCH_DURATION, 5),
  warmup: num(env.BENCH_WARMUP, 2),
  backends: (env.BENCH_BACKENDS || 'postgres').split(','),
  keepDb: env.BENCH_KEEP_DB === '1',
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 180),
};
const targetP99Ms = 20;

// What the picker sends as the user types: short prefixes (broad), codes, names, city + words.
const searches = ['par', 'cdg', 'london', 'john f kennedy', 'san', 'tokyo haneda', 'nice'];

const loopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/.test(host);
if (!loopback(new URL(opts.pgUrl).hostname)) throw new Error('BENCH_PG_URL must point at this machine');

const waitForQuiet = () => waitForQuietCores(opts.quietCores, opts.quietWait);

const withAdmin = async (fn: (c: pg.Client) => Promise<unknown>) => {
  const c = new pg.Client({ connectionString: opts.pgUrl });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
};
const dbUrl = () => {
  const u = new URL(opts.pgUrl);
  u.pathname = `/${opts.dbName}`;
  return u.toString();
};
const dropDb = () => withAdmin((c) => c.query(`drop database if exists ${opts.dbName} with (force)`));

const benchBackend = async (backend: string) => {
  let dataDir: string | undefined;
  let extraEnv: Record<string, string>;
  dataDir = mkdtempSync(join(tmpdir(), 'bench-airports-'));
  if (backend === 'postgres') {
    await dropDb();
    await withAdmin((c) => c.query(`create database ${opts.dbName}`));
    extraEnv = { DATABASE_URL: dbUrl(), DATA_DIR: dataDir };
  } else {
    extraEnv = { DATABASE_URL: '', DATA_DIR: dataDir };
  }
  const startLoad = await waitForQuiet();
  log(`${backend}: first start (migrations + seed), other load ${startLoad.toFixed(2)} cores…`);
  const first = await startServer(extraEnv);
  log(`${backend}: listening after ${first.readyMs} ms; ${first.seedLine.trim()}`);
  await stopServer(first.child);
  const second = await startServer(extraEnv);
  log(`${backend}: second start (already seeded) listening after ${second.readyMs} ms`);
  const rows: Record<string, unknown>[] = [];
  try {
    const headers = { accept: 'application/ld+json', authorization: `Bearer ${await login(second.port)}` };
    for (const term of searches) {
      const otherLoad = await waitForQuiet();
      const path = `/api/airports?orSearch_search=${encodeURIComponent(term)}&page=1&itemsPerPage=10`;
      const probe = await fetch(`http://127.0.0.1:${second.port}${path}`, { headers });
      const body = (await probe.json()) as { 'hydra:totalItems': number; 'hydra:member': { iata: string }[] };
      if (probe.status !== 200) throw new Error(`${path}: ${probe.status}`);
      const url = `http://127.0.0.1:${second.port}${path}`;
      await run(url, 10, opts.warmup, headers);
      for (const connections of [1, 10]) {
        const r = await run(url, connections, opts.duration, headers);
        rows.push({
          backend,
          search: term,
          matches: body['hydra:totalItems'],
          first: body['hydra:member'][0]?.iata,
          connections,
          'req/s': r.rps,
          p50: fmt(r.p50),
          p99: fmt(r.p99),
          max: fmt(r.max),
          errors: r.errors,
          ok: r.p99 < targetP99Ms && r.errors === 0 ? 'yes' : 'NO',
          'other load': otherLoad.toFixed(2),
        });
        log(`${backend} "${term}" c=${connections}: ${r.rps} req/s p50 ${fmt(r.p50)} p99 ${fmt(r.p99)}`);
      }
    }
  } finally {
    // Let the requests autocannon abandoned at the end of its last run finish first.
    await sleep(500);
    await stopServer(second.child);
    if (backend === 'postgres' && !opts.keepDb) await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  }
  return {
    rows,
    firstStartMs: first.readyMs,
    secondStartMs: second.readyMs,
    seedLine: first.seedLine.trim(),
  };
};

const results = [];
for (const backend of opts.backends) results.push(await benchBackend(backend));
console.log(
  `\nGET /api/airports?orSearch_search=… (target p99 < ${targetP99Ms} ms), ${opts.duration} s per run`,
);
console.table(results.flatMap((r) => r.rows));
for (const [i, r] of results.entries()) {
  console.log(
    `${opts.backends[i]}: first start ${r.firstStartMs} ms (${r.seedLine}), second start ${r.secondStartMs} ms`,
  );
}
const failed = results.flatMap((r) => r.rows).filter((row) => row.ok !== 'yes');
console.log(failed.length ? `${failed.length} run(s) over the target` : 'every run under the target');
