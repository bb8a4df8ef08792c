// Benchmark of lock waits (issue 23.5): BENCH_REORDERS concurrent reorders of one trip while
// another user lists vendors one request after the other, on the real server (pool of 10) over
// PostgreSQL. Two scenarios, BENCH_ROUNDS rounds each:
// - "free": nothing else holds the trip; every reorder should answer 200, every list 200 fast;
// - "held": a connection of its own holds the trip's row and items locked for BENCH_HOLD_MS; the
//   reorders should answer 503 (with Retry-After) within the lock timeout and their turn wait,
//   never hang, and the lists stay as fast.
//
//   node bench/lock-waits.ts
//
// Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: admin URL), BENCH_ROUNDS (5),
// BENCH_REORDERS (20), BENCH_ITEMS (30), BENCH_HOLD_MS (5000), BENCH_KEEP_DB (1 keeps bench_locks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { log, num, sleep } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: 'bench_locks',
  rounds: num(env.BENCH_ROUNDS, 5),
  reorders: num(env.BENCH_REORDERS, 20),
  items: num(env.BENCH_ITEMS, 30),
  holdMs: num(env.BENCH_HOLD_MS, 5000),
  keepDb: env.BENCH_KEEP_DB === '1',
};
const loopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/.test(host);
if (!loopback(new URL(opts.pgUrl).hostname)) throw new Error('BENCH_PG_URL must point at this machine');

const dbUrl = () => {
  const u = new URL(opts.pgUrl);
  u.pathname = `/${opts.dbName}`;
  return u.toString();
};
const withPg = async <R>(url: string, fn: (c: pg.Client) => Promise<R>) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

const addTrip = () =>
  withPg(dbUrl(), async (c) => {
    const { rows } = await c.query(
      `insert into clients (first_name, last_name, name, email, status) values ('Lock', 'Bench', 'Lock Bench', 'lock@bench.example', 'active') returning id`,
    );
    const { rows: trip } = await c.query(
      `insert into trips (reference, client_id, title, start_date, end_date, currency)
       values ('LB-1', $1, 'Lock bench', '2027-05-01', '2027-05-14', 'EUR') returning id`,
      [rows[0].id],
    );
    const tripId = trip[0].id as number;
    const { rows: items } = await c.query(
      `insert into trip_items (trip_id, type, position, title)
       select $1, 'activity', k, 'Item ' || k from generate_series(0, $2 - 1) k returning id`,
      [tripId, opts.items],
    );
    return { tripId, ids: items.map((r) => r.id as number) };
  });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(0)} ms, p99 ${quantile(s, 0.99).toFixed(0)} ms, max ${(s.at(-1) ?? 0).toFixed(0)} ms`;
};
const counts = (statuses: number[]) =>
  Object.entries(Object.groupBy(statuses, (s) => String(s)))
    .map(([status, list]) => `${status}×${list!.length}`)
    .join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'bench-locks-'));
await withPg(opts.pgUrl, (c) => c.query(`drop database if exists ${opts.dbName} with (force)`));
await withPg(opts.pgUrl, (c) => c.query(`create database ${opts.dbName}`));
try {
  log('start (migrations + demo seed)…');
  const server = await startServer({ DATABASE_URL: dbUrl(), DATA_DIR: dataDir });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const { tripId, ids } = await addTrip();
    const admin = await login(server.port);
    const travelRes = await fetch(`${base}/api-auth/admin/auth_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'travel@demo.travel', password: 'demo-password' }),
    });
    const travel = ((await travelRes.json()) as { token: string }).token;
    const headers = (token: string) => ({
      accept: 'application/ld+json',
      'content-type': 'application/ld+json',
      authorization: `Bearer ${token}`,
    });

    const round = async (hold: boolean) => {
      let listing = true;
      const lists: { status: number; ms: number }[] = [];
      const lister = (async () => {
        while (listing) {
          const started = performance.now();
          const res = await fetch(`${base}/api/vendors`, { headers: headers(travel) });
          await res.arrayBuffer();
          lists.push({ status: res.status, ms: performance.now() - started });
        }
      })();
      const holder = hold ? new pg.Client({ connectionString: dbUrl() }) : undefined;
      if (holder) {
        await holder.connect();
        await holder.query('begin');
        await holder.query('select id from trips where id = $1 for update', [tripId]);
        await holder.query('select id from trip_items where trip_id = $1 for update', [tripId]);
        setTimeout(() => void holder.query('rollback'), opts.holdMs);
      }
      await sleep(50);
      const started = performance.now();
      const reorders = await Promise.all(
        Array.from({ length: opts.reorders }, async (_, i) => {
          const at = performance.now();
          const order = [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)];
          const res = await fetch(`${base}/next/trips/update-item-order/${tripId}`, {
            method: 'POST',
            headers: headers(admin),
            body: JSON.stringify({ items: order }),
          });
          await res.arrayBuffer();
          return {
            status: res.status,
            ms: performance.now() - at,
            retryAfter: res.headers.get('retry-after'),
          };
        }),
      );
      const wall = performance.now() - started;
      await sleep(100);
      listing = false;
      await lister;
      if (holder) {
        await sleep(Math.max(0, opts.holdMs - wall));
        await holder.end();
      }
      return { reorders, lists, wall };
    };

    for (const hold of [false, true]) {
      const all = {
        reorders: [] as { status: number; ms: number }[],
        lists: [] as { status: number; ms: number }[],
      };
      const walls: number[] = [];
      for (let r = 0; r < opts.rounds; r++) {
        const got = await round(hold);
        all.reorders.push(...got.reorders);
        all.lists.push(...got.lists);
        walls.push(got.wall);
      }
      log(
        `${hold ? `held ${opts.holdMs} ms` : 'free'}: ${opts.rounds} rounds of ${opts.reorders} reorders (${opts.items} items)`,
      );
      log(
        `  reorders: ${counts(all.reorders.map((x) => x.status))}; ${summary(all.reorders.map((x) => x.ms))}`,
      );
      log(`  all ${opts.reorders} answered in: ${summary(walls)}`);
      log(
        `  GET /api/vendors (other user, ${all.lists.length} requests): ${counts(all.lists.map((x) => x.status))}; ${summary(all.lists.map((x) => x.ms))}`,
      );
    }
  } finally {
    await stopServer(server.child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (!opts.keepDb)
    await withPg(opts.pgUrl, (c) => c.query(`drop database if exists ${opts.dbName} with (force)`));
}
