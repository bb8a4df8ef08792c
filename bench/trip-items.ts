// Benchmark of the trip workspace (issue 12): GET /next/trips/{id} for a 14-day trip with 120
// items (target p99 ≤ 30 ms at 1 connection), GET /api/trips/{id}/checks (p99 ≤ 20 ms) and the
// reorder of 120 items (≤ 50 ms), over BENCH_TRIPS trips with 60 items on average.
//
//   node bench/trip-items.ts
//
// Like list-clients.ts: the real server on a fresh PostgreSQL database `bench_trips` (migrations
// and demo seed on a first start), then trips and items added in INSERT … SELECT statements (every
// type, prices in three currencies, catalogue links left empty), VACUUM ANALYZE, a second start,
// and the measurements. The reorder is sent one request at a time (reversing the order each time).
//
// Env: BENCH_TRIPS (50000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: admin URL),
// BENCH_DURATION (5 s per run), BENCH_WARMUP (2 s), BENCH_REORDERS (100), BENCH_KEEP_DB (1 keeps
// bench_trips), BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (180 s). All traffic goes to 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fmt, log, num, run, sleep, waitForQuiet } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';

const env = process.env;
const opts = {
  trips: num(env.BENCH_TRIPS, 50_000),
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: 'bench_trips',
  duration: num(env.BENCH_DURATION, 5),
  warmup: num(env.BENCH_WARMUP, 2),
  reorders: num(env.BENCH_REORDERS, 100),
  keepDb: env.BENCH_KEEP_DB === '1',
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 180),
};
const targets = { next: 30, checks: 20, reorder: 50 };

const loopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/.test(host);
if (!loopback(new URL(opts.pgUrl).hostname)) throw new Error('BENCH_PG_URL must point at this machine');

const withPg = async <R>(url: string, fn: (c: pg.Client) => Promise<R>) => {
  const c = new pg.Client({ connectionString: url });
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
const dropDb = () =>
  withPg(opts.pgUrl, (c) => c.query(`drop database if exists ${opts.dbName} with (force)`));

const types = [
  'accommodation',
  'flight',
  'activity',
  'transfer',
  'spa',
  'restaurant',
  'conciergerie_service',
];
const lit = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

// Trips of 7 to 16 days from 2027 on; trip i has (i * 7) % 121 items (60 on average), spread over
// its days by position; the last trip is the measured one: 14 days, exactly 120 items.
const addTrips = (url: string) =>
  withPg(url, async (c) => {
    const started = performance.now();
    const { rows } = await c.query(
      `insert into clients (first_name, last_name, name, email, status) values ('Bench', 'Client', 'Bench Client', 'bench@trips.example', 'active') returning id`,
    );
    const clientId = rows[0].id as number;
    await c.query(`
      insert into trips (reference, client_id, title, start_date, end_date, currency, status)
      select 'BT-' || i, ${clientId}, 'Trip ' || i, date '2027-01-01' + (i % 700),
             date '2027-01-01' + (i % 700) + 6 + (i % 10), (array['EUR','USD','THB'])[1 + i % 3], 'draft'
      from generate_series(1, ${opts.trips}) i`);
    const { rows: last } = await c.query(`
      insert into trips (reference, client_id, title, start_date, end_date, currency)
      values ('BT-MEASURED', ${clientId}, 'Measured trip', '2027-05-01', '2027-05-14', 'EUR') returning id`);
    const measured = last[0].id as number;
    await c.query(`
      insert into trip_items (trip_id, type, status, position, title, start_date, end_date, currency,
        client_total_price, vendor_total_price)
      select t.id, (${lit(types)})[1 + k % 7], 'priced', k, 'Item ' || k,
             t.start_date + ((k * (t.end_date - t.start_date)) / greatest(n, 1)) + interval '9 hours',
             t.start_date + ((k * (t.end_date - t.start_date)) / greatest(n, 1)) + interval '10 hours',
             (array['EUR','USD','THB'])[1 + k % 3], 100 + k, 80 + k
      from (select id, start_date, end_date, case when reference = 'BT-MEASURED' then 120 else (id * 7) % 121 end as n
            from trips) t,
           generate_series(0, t.n - 1) k`);
    await c.query('vacuum analyze');
    await c.query('checkpoint');
    const { rows: count } = await c.query('select count(*)::int as n from trip_items');
    log(`${opts.trips} trips, ${count[0].n} items added in ${Math.round(performance.now() - started)} ms`);
    return measured;
  });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-trips-'));
const extraEnv = { DATABASE_URL: dbUrl(), DATA_DIR: dataDir };
await dropDb();
await withPg(opts.pgUrl, (c) => c.query(`create database ${opts.dbName}`));
const rows: Record<string, unknown>[] = [];
try {
  log('first start (migrations + demo seed)…');
  const first = await startServer(extraEnv);
  log(`listening after ${first.readyMs} ms; ${first.seedLine.trim()}`);
  await stopServer(first.child);
  const tripId = await addTrips(dbUrl());
  const server = await startServer(extraEnv);
  try {
    const headers = { accept: 'application/ld+json', authorization: `Bearer ${await login(server.port)}` };
    const base = `http://127.0.0.1:${server.port}`;
    for (const [name, path, target] of [
      ['GET /next/trips/{id} (120 items)', `/next/trips/${tripId}`, targets.next],
      ['GET /api/trips/{id}/checks', `/api/trips/${tripId}/checks`, targets.checks],
    ] as const) {
      const probe = await fetch(`${base}${path}`, { headers });
      if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
      const bytes = (await probe.text()).length;
      const otherLoad = await waitForQuiet(opts.quietCores, opts.quietWait);
      await run(`${base}${path}`, 10, opts.warmup, headers);
      for (const connections of [1, 10]) {
        const r = await run(`${base}${path}`, connections, opts.duration, headers);
        rows.push({
          call: name,
          bytes,
          connections,
          'req/s': r.rps,
          p50: fmt(r.p50),
          p99: fmt(r.p99),
          max: fmt(r.max),
          errors: r.errors,
          ok: connections > 1 || (r.p99 <= target && r.errors === 0) ? 'yes' : 'NO',
          'other load': otherLoad.toFixed(2),
        });
        log(`${name} c=${connections}: ${r.rps} req/s p50 ${fmt(r.p50)} p99 ${fmt(r.p99)}`);
      }
    }
    // The reorder: the 120 ids reversed, one request at a time.
    const list = (await (await fetch(`${base}/next/trips/${tripId}/trip-items`, { headers })).json()) as {
      'hydra:member': { id: number }[];
    };
    let ids = list['hydra:member'].map((m) => m.id);
    const times: number[] = [];
    for (let i = 0; i < opts.reorders + 5; i++) {
      ids = [...ids].reverse();
      const at = performance.now();
      const res = await fetch(`${base}/next/trips/update-item-order/${tripId}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items: ids }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`reorder: ${res.status}`);
      if (i >= 5) times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    rows.push({
      call: `POST /next/trips/update-item-order (${ids.length} items)`,
      connections: 1,
      'req/s': Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
      p50: fmt(p(0.5)),
      p99: fmt(p(0.99)),
      max: fmt(times.at(-1)!),
      errors: 0,
      ok: p(0.99) <= targets.reorder ? 'yes' : 'NO',
    });
  } finally {
    await sleep(500);
    await stopServer(server.child);
  }
} finally {
  if (!opts.keepDb) await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nThe trip workspace over ${opts.trips} trips (60 items on average) on PostgreSQL; targets p99: next trip ${targets.next} ms, checks ${targets.checks} ms, reorder ${targets.reorder} ms`,
);
console.table(rows);
const failed = rows.filter((row) => row.ok !== 'yes');
console.log(failed.length ? `${failed.length} run(s) over the target` : 'every target met');
