// Garbage-collector trace of the workspace's read, GET /next/trips/{id}, for the p99 of
// bench/trip-items.ts: how much a request allocates and promotes, and how often a mark-compact
// pauses it (decision 105).
//
//   BENCH_KEEP_DB=1 node bench/trip-items.ts   # once: leaves the database bench_trips
//   node bench/trip-gc.ts                      # then, as often as needed
//
// Starts apps/api/src/main.ts with the `npm start` heap flags (plus BENCH_NODE_FLAGS) and
// --trace-gc-nvp on bench_trips, warms up with 10 connections for 2 s, then measures one
// connection for BENCH_DURATION seconds (8) and sums the collector's lines of that window.
// Another read: BENCH_GC_DB (a database the API can start on, e.g. a copy of the one
// `BENCH_KEEP_DB=1 node bench/list-vendors.ts` leaves: `createdb -T bench_vendors bench_vendors_gc`)
// and BENCH_GC_PATH (e.g. '/api/vendors?search=gho&order[name]=asc&page=1&itemsPerPage=30').
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fmt, num, run } from './lib/measure.ts';
import { login, stopServer } from './lib/product-server.ts';
import { serverNodeFlags } from './lib/server-flags.ts';

const env = process.env;
const pgUrl = new URL(env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
pgUrl.pathname = `/${env.BENCH_GC_DB || 'bench_trips'}`;
const databaseUrl = pgUrl.toString();
const duration = num(env.BENCH_DURATION, 8);
const extraFlags = (env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

const measuredTrip = async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query(`select id from trips where reference = 'BT-MEASURED'`)
    .finally(() => client.end());
  if (!rows[0]) throw new Error('no measured trip: run BENCH_KEEP_DB=1 node bench/trip-items.ts first');
  return `/next/trips/${rows[0].id}`;
};
const path = env.BENCH_GC_PATH || (await measuredTrip());

const dataDir = mkdtempSync(join(tmpdir(), 'bench-trip-gc-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const child = spawn(
  process.execPath,
  [...serverNodeFlags, ...extraFlags, '--trace-gc-nvp', 'apps/api/src/main.ts'],
  {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...env,
      PORT: String(port),
      ACCESS_TOKEN_TTL: '3600',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let log = '';
let measuring = false;
const window: string[] = [];
child.stdout!.on('data', (chunk: Buffer) => {
  if (measuring) window.push(chunk.toString());
  else log += chunk.toString();
});
while (!log.includes('Demo logins')) await new Promise((resolve) => setTimeout(resolve, 50));
try {
  const base = `http://127.0.0.1:${port}`;
  const headers = { accept: 'application/ld+json', authorization: `Bearer ${await login(port)}` };
  await run(base + path, 10, 2, headers);
  measuring = true;
  const r = await run(base + path, 1, duration, headers);
  await new Promise((resolve) => setTimeout(resolve, 300));
  measuring = false;
  const lines = window.join('').split('\n');
  const field = (line: string, name: string) =>
    Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  const of = (kind: string) => lines.filter((line) => line.includes(` gc=${kind} `));
  const sum = (list: string[], name: string) => list.reduce((total, line) => total + field(line, name), 0);
  const max = (list: string[], name: string) => Math.max(0, ...list.map((line) => field(line, name)));
  const scavenges = of('s');
  const fulls = of('mc');
  const requests = r.rps * duration;
  console.log(
    `GET ${path}, 1 connection, ${duration} s, flags: ${[...serverNodeFlags, ...extraFlags].join(' ')}`,
  );
  console.table([
    {
      'req/s': r.rps,
      p50: fmt(r.p50),
      p99: fmt(r.p99),
      max: fmt(r.max),
      'allocated/req': `${Math.round(sum(scavenges, 'allocated') / requests / 1024)} kB`,
      'promoted/req': `${Math.round(sum(scavenges, 'promoted') / requests / 1024)} kB`,
      scavenges: scavenges.length,
      'scavenge max': `${max(scavenges, 'pause')} ms`,
      'mark-compacts': fulls.length,
      'mark-compact max': `${max(fulls, 'pause')} ms`,
    },
  ]);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
