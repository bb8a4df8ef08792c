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
// For comparing changes to the reorder: BENCH_DB (bench_trips: another name keeps two sessions'
// runs apart), BENCH_REUSE_DB=1 (a database kept by BENCH_KEEP_DB=1 is used as it is, nothing added),
// BENCH_ONLY=reorder (the reorder alone, BENCH_ROUNDS rounds of BENCH_REORDERS, each round's figures).
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../apps/api/src/app.ts';
import { loadJwtKey } from '../apps/api/src/auth/secret.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import type { FromChild } from './lib/child-protocol.ts';
import { busyCores, fmt, log, num, run, sleep, waitForQuiet } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';
import { serverNodeFlags } from './lib/server-flags.ts';
import type { Recorded } from './lib/thin-replay-child.ts';

const env = process.env;
const opts = {
  trips: num(env.BENCH_TRIPS, 50_000),
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: env.BENCH_DB || 'bench_trips',
  reuseDb: env.BENCH_REUSE_DB === '1',
  only: env.BENCH_ONLY,
  rounds: num(env.BENCH_ROUNDS, 1),
  duration: num(env.BENCH_DURATION, 5),
  warmup: num(env.BENCH_WARMUP, 2),
  reorders: num(env.BENCH_REORDERS, 100),
  keepDb: env.BENCH_KEEP_DB === '1',
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 180),
};
const targets = { next: 30, checks: 20, reorder: 50, thinRatio: 1.5 };

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

// The statements the API sends for one GET /next/trips/{id}: the app assembled in this process as
// server.ts does, every pg query recorded (text, values, row mode) for a request after a warm-up.
const recordNextTrip = async (tripId: number, dir: string) => {
  const recorded: Recorded[] = [];
  let recording = false;
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    if (recording) {
      // drizzle passes the values as the second argument, beside a config object.
      const q = a[0] as string | { text: string; values?: unknown[]; rowMode?: 'array' };
      recorded.push(
        typeof q === 'string'
          ? { text: q, values: a[1] as unknown[] | undefined }
          : { text: q.text, values: q.values ?? (a[1] as unknown[] | undefined), rowMode: q.rowMode },
      );
    }
    return query.apply(this, a);
  } as typeof pg.Client.prototype.query;
  const config = { ...loadConfig({ DATA_DIR: dir, ACCESS_TOKEN_TTL: '3600' }), databaseUrl: dbUrl() };
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: dir });
  try {
    const app = createApp({
      db: handle.db,
      driver: handle.driver,
      config,
      jwtKey: loadJwtKey(config.jwtSecret, config.dataDir),
      mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    });
    const auth = await app.request('/api-auth/admin/auth_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
    });
    const { token } = (await auth.json()) as { token: string };
    const get = () =>
      app.request(`/next/trips/${tripId}`, {
        headers: { accept: 'application/ld+json', authorization: `Bearer ${token}` },
      });
    await (await get()).text();
    recording = true;
    const res = await get();
    await res.text();
    recording = false;
    if (res.status !== 200) throw new Error(`recording /next/trips/${tripId}: ${res.status}`);
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await handle.close();
  }
  // Transaction control (none expected on a read) would not be the same statements on a pool.
  return recorded.filter((r) => !/^\s*(begin|commit|rollback)/i.test(r.text));
};

const startThin = (statementsFile: string) =>
  new Promise<{ port: number; child: ChildProcess }>((resolve, reject) => {
    const child = fork(
      join(import.meta.dirname, 'lib', 'thin-replay-child.ts'),
      [`--statements=${statementsFile}`, `--database-url=${dbUrl()}`, '--pool-size=10'],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [...process.execArgv, ...serverNodeFlags] },
    );
    child.on('message', (m: FromChild) => {
      if (m.type === 'ready') resolve({ port: m.port, child });
    });
    child.once('exit', (code) => reject(new Error(`thin server exited with ${code}`)));
  });
const stopThin = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.send({ type: 'stop' });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-trips-'));
const extraEnv = { DATABASE_URL: dbUrl(), DATA_DIR: dataDir };
if (!/^[a-z_][a-z0-9_]*$/.test(opts.dbName)) throw new Error('BENCH_DB must be a plain database name');
// The measured trip of a database kept from an earlier run (BENCH_REUSE_DB=1), if there is one.
const keptTrip = async () => {
  if (!opts.reuseDb) return undefined;
  const exists = await withPg(opts.pgUrl, (c) =>
    c.query('select 1 from pg_database where datname = $1', [opts.dbName]),
  );
  if (exists.rowCount === 0) return undefined;
  const { rows } = await withPg(dbUrl(), (c) =>
    c.query(`select id from trips where reference = 'BT-MEASURED'`).catch(() => ({ rows: [] })),
  );
  return rows[0]?.id as number | undefined;
};
const rows: Record<string, unknown>[] = [];
let tripId = await keptTrip();
if (tripId === undefined) {
  await dropDb();
  await withPg(opts.pgUrl, (c) => c.query(`create database ${opts.dbName}`));
}
try {
  if (tripId === undefined) {
    log('first start (migrations + demo seed)…');
    const first = await startServer(extraEnv);
    log(`listening after ${first.readyMs} ms; ${first.seedLine.trim()}`);
    await stopServer(first.child);
    tripId = await addTrips(dbUrl());
  } else log(`database ${opts.dbName} kept: trip ${tripId}`);
  const server = await startServer(extraEnv);
  try {
    const headers = { accept: 'application/ld+json', authorization: `Bearer ${await login(server.port)}` };
    const base = `http://127.0.0.1:${server.port}`;
    for (const [name, path, target] of opts.only === 'reorder'
      ? []
      : ([
          ['GET /next/trips/{id} (120 items)', `/next/trips/${tripId}`, targets.next],
          ['GET /api/trips/{id}/checks', `/api/trips/${tripId}/checks`, targets.checks],
        ] as const)) {
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
    if (opts.only !== 'reorder') {
      // The same statements behind a thin server (one connection: the ratio's target is p99 ≤ 1.5×).
      const statements = await recordNextTrip(tripId, dataDir);
      const statementsFile = join(dataDir, 'next-trip-statements.json');
      writeFileSync(statementsFile, JSON.stringify(statements));
      log(`recorded ${statements.length} statements for GET /next/trips/{id}`);
      const thin = await startThin(statementsFile);
      try {
        const thinUrl = `http://127.0.0.1:${thin.port}/`;
        const otherLoad = await waitForQuiet(opts.quietCores, opts.quietWait);
        await run(thinUrl, 10, opts.warmup, {});
        const t = await run(thinUrl, 1, opts.duration, {});
        const api = rows.find((r) => r.call === 'GET /next/trips/{id} (120 items)' && r.connections === 1);
        const apiP99 = Number.parseFloat(String(api?.p99));
        const ratio = apiP99 / t.p99;
        rows.push({
          call: `thin server, same ${statements.length} statements`,
          connections: 1,
          'req/s': t.rps,
          p50: fmt(t.p50),
          p99: fmt(t.p99),
          max: fmt(t.max),
          errors: t.errors,
          ok: ratio <= targets.thinRatio && t.errors === 0 ? 'yes' : 'NO',
          'other load': otherLoad.toFixed(2),
          'api/thin p99': ratio.toFixed(2),
        });
        log(`thin c=1: ${t.rps} req/s p50 ${fmt(t.p50)} p99 ${fmt(t.p99)}; API/thin p99 ${ratio.toFixed(2)}`);
      } finally {
        await stopThin(thin.child);
      }
    }
    // The reorder: the 120 ids reversed, one request at a time.
    const list = (await (await fetch(`${base}/next/trips/${tripId}/trip-items`, { headers })).json()) as {
      'hydra:member': { id: number }[];
    };
    let ids = list['hydra:member'].map((m) => m.id);
    for (let round = 1; round <= opts.rounds; round++) {
      const otherLoad = opts.only === 'reorder' ? await busyCores() : undefined;
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
        ...(otherLoad === undefined ? {} : { 'other load': otherLoad.toFixed(2) }),
      });
      if (opts.rounds > 1) log(`reorder round ${round}: p50 ${fmt(p(0.5))} p99 ${fmt(p(0.99))}`);
    }
  } finally {
    await sleep(500);
    await stopServer(server.child);
  }
} finally {
  if (!opts.keepDb) await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nThe trip workspace over ${opts.trips} trips (60 items on average) on PostgreSQL; targets p99: next trip ${targets.next} ms, checks ${targets.checks} ms, reorder ${targets.reorder} ms; API/thin p99 ≤ ${targets.thinRatio}`,
);
console.table(rows);
const failed = rows.filter((row) => row.ok !== 'yes');
console.log(failed.length ? `${failed.length} run(s) over the target` : 'every target met');
