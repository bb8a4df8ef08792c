// Benchmark of the client list search: GET /api/clients?search=… over 50,000 clients, target p99
// under 30 ms on PostgreSQL with one connection (issue 11). See docs/performance.md.
//
//   node bench/list-clients.ts
//
// It starts the real server (apps/api/src/main.ts) on a fresh PostgreSQL database `bench_clients`
// (dropped and re-created) so migrations and the demo seed run as in production, stops it, adds
// believable clients in one INSERT … SELECT (names, e-mails and phones from small lists, spread over
// statuses and last-activity dates), runs VACUUM ANALYZE, starts the server again and sends each
// search as the list screen does (search, order by name, first page of 30) with 1 and 10 connections.
//
// Env: BENCH_CLIENTS (50000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: admin URL),
// BENCH_DURATION (5 s per run), BENCH_WARMUP (2 s), BENCH_KEEP_DB (1 keeps bench_clients),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (180 s). All traffic goes to 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fmt, log, num, run, sleep, waitForQuiet } from './lib/measure.ts';
import { login, startServer, stopServer } from './lib/product-server.ts';

const env = process.env;
const opts = {
  clients: num(env.BENCH_CLIENTS, 50_000),
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: 'bench_clients',
  duration: num(env.BENCH_DURATION, 5),
  warmup: num(env.BENCH_WARMUP, 2),
  keepDb: env.BENCH_KEEP_DB === '1',
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 180),
};
const targetP99Ms = 30;

// What staff type in the list's search box: a surname, a first name, two words, part of an e-mail,
// a phone prefix, a domain that matches a third of the clients, and a typo that matches nothing.
const searches = ['rossi', 'charlotte', 'anna muller', 'j.smith', '+44 20', 'gmail.com', 'qxz'];

const loopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/.test(host);
if (!loopback(new URL(opts.pgUrl).hostname)) throw new Error('BENCH_PG_URL must point at this machine');

const withPg = async (url: string, fn: (c: pg.Client) => Promise<unknown>) => {
  const c = new pg.Client({ connectionString: url });
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
const dropDb = () =>
  withPg(opts.pgUrl, (c) => c.query(`drop database if exists ${opts.dbName} with (force)`));

const firstNames = [
  'Charlotte',
  'Anna',
  'James',
  'Olivia',
  'Lucas',
  'Sofia',
  'Hugo',
  'Amelia',
  'Leonardo',
  'Isabella',
  'William',
  'Chloe',
  'Mateo',
  'Emma',
  'Henry',
  'Giulia',
  'Oscar',
  'Camille',
  'Felix',
  'Mia',
];
const lastNames = [
  'Rossi',
  'Smith',
  'Muller',
  'Dubois',
  'Garcia',
  'Johnson',
  'Bianchi',
  'Martin',
  'Schneider',
  'Lefevre',
  'Brown',
  'Romano',
  'Fischer',
  'Moreau',
  'Lopez',
  'Taylor',
  'Ricci',
  'Weber',
  'Laurent',
  'Fernandez',
  'Wilson',
  'Colombo',
  'Wagner',
  'Bernard',
  'Sanchez',
  'Davies',
  'Greco',
  'Becker',
  'Petit',
  'Navarro',
];
const domains = ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.co.uk', 'orange.fr', 'web.de'];
const dialling = ['+44 20', '+33 6', '+39 3', '+49 17', '+1 212', '+34 6'];
const statuses = ['prospect', 'active', 'active', 'vip', 'inactive', 'archived'];

const lit = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

const addClients = (url: string) =>
  withPg(url, async (c) => {
    const started = performance.now();
    // Index arithmetic spreads the lists so that first name, surname, domain and phone vary
    // independently; md5 gives every e-mail and phone a unique tail.
    await c.query(`
      with f as (select ${lit(firstNames)} fn, ${lit(lastNames)} ln, ${lit(domains)} dm,
                        ${lit(dialling)} ph, ${lit(statuses)} st)
      insert into clients (first_name, last_name, name, email, phone, status, birthday, created_at, updated_at)
      select fn[1 + i % ${firstNames.length}], ln[1 + (i / 7) % ${lastNames.length}],
             fn[1 + i % ${firstNames.length}] || ' ' || ln[1 + (i / 7) % ${lastNames.length}],
             lower(left(fn[1 + i % ${firstNames.length}], 1) || '.' || ln[1 + (i / 7) % ${lastNames.length}])
               || '.' || left(md5(i::text), 6) || '@' || dm[1 + (i / 3) % ${domains.length}],
             ph[1 + (i / 11) % ${dialling.length}] || ' ' || substr(md5('p' || i), 1, 8),
             st[1 + (i / 5) % ${statuses.length}],
             date '1950-01-01' + (i * 37) % 20000,
             now() - ((i * 13) % 1000) * interval '1 day',
             now() - ((i * 17) % 700) * interval '1 day'
      from f, generate_series(1, ${opts.clients}) i`);
    await c.query('vacuum analyze clients');
    await c.query('checkpoint');
    log(`${opts.clients} clients added in ${Math.round(performance.now() - started)} ms`);
  });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-clients-'));
const extraEnv = { DATABASE_URL: dbUrl(), DATA_DIR: dataDir };
await dropDb();
await withPg(opts.pgUrl, (c) => c.query(`create database ${opts.dbName}`));
const rows: Record<string, unknown>[] = [];
try {
  log('first start (migrations + demo seed)…');
  const first = await startServer(extraEnv);
  log(`listening after ${first.readyMs} ms; ${first.seedLine.trim()}`);
  await stopServer(first.child);
  await addClients(dbUrl());
  const server = await startServer(extraEnv);
  try {
    const headers = { accept: 'application/ld+json', authorization: `Bearer ${await login(server.port)}` };
    for (const term of searches) {
      const otherLoad = await waitForQuiet(opts.quietCores, opts.quietWait);
      const path = `/api/clients?search=${encodeURIComponent(term)}&order[name]=asc&page=1&itemsPerPage=30`;
      const url = `http://127.0.0.1:${server.port}${path}`;
      const probe = await fetch(url, { headers });
      if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
      const body = (await probe.json()) as { 'hydra:totalItems': number; 'hydra:member': { name: string }[] };
      await run(url, 10, opts.warmup, headers);
      for (const connections of [1, 10]) {
        const r = await run(url, connections, opts.duration, headers);
        rows.push({
          search: term,
          matches: body['hydra:totalItems'],
          first: body['hydra:member'][0]?.name,
          connections,
          'req/s': r.rps,
          p50: fmt(r.p50),
          p99: fmt(r.p99),
          max: fmt(r.max),
          errors: r.errors,
          ok: connections > 1 || (r.p99 < targetP99Ms && r.errors === 0) ? 'yes' : 'NO',
          'other load': otherLoad.toFixed(2),
        });
        log(`"${term}" c=${connections}: ${r.rps} req/s p50 ${fmt(r.p50)} p99 ${fmt(r.p99)}`);
      }
    }
  } finally {
    // Let the requests autocannon abandoned at the end of its last run finish first.
    await sleep(500);
    await stopServer(server.child);
  }
} finally {
  if (!opts.keepDb) await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nGET /api/clients?search=… over ${opts.clients} clients on PostgreSQL (target p99 < ${targetP99Ms} ms with 1 connection), ${opts.duration} s per run`,
);
console.table(rows);
const failed = rows.filter((row) => row.ok !== 'yes');
console.log(
  failed.length ? `${failed.length} run(s) over the target` : 'every single-connection run under the target',
);
