// Benchmark of the catalogue (issue 5): the vendor list filtered by service and search on 100,000
// vendors and 200,000 accommodations, then the xlsx export of 10,000 accommodations and its import
// back (all rows updated in one transaction), with the API process's peak memory. See
// docs/performance.md.
//
//   node bench/catalogue.ts
//
// Env overrides: BENCH_VENDORS (100000), BENCH_PER_VENDOR (4 accommodations for every second vendor),
// BENCH_EXPORT_ROWS (10000), BENCH_DURATION (10 s per load run), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/postgres, admin URL), BENCH_DB (bench_catalogue),
// BENCH_KEEP_DB (1 keeps the database afterwards and reuses it when present), BENCH_NODE_FLAGS (more
// node flags for the API process, after those of `npm start`), BENCH_MEMORY_TRACE (ms: the API
// process prints its memory that often).
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FromChild } from './lib/child-protocol.ts';
import { createPgBenchDatabase, dbUrl, dropPgDatabase } from './lib/databases.ts';
import { serverNodeFlags } from './lib/server-flags.ts';

const here = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
const opts = {
  vendors: num(env.BENCH_VENDORS, 100_000),
  perVendor: num(env.BENCH_PER_VENDOR, 4),
  exportRows: num(env.BENCH_EXPORT_ROWS, 10_000),
  duration: num(env.BENCH_DURATION, 10),
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  dbName: env.BENCH_DB || 'bench_catalogue',
  keepDb: env.BENCH_KEEP_DB === '1',
};
const targets = { listP99Ms: 50, exportMs: 5000, importMs: 10_000, memoryMb: 300 };
const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);

// ---------- data ----------

const exists = async (name: string) => {
  const c = new pg.Client({ connectionString: opts.pgUrl });
  await c.connect();
  try {
    return (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await c.end();
  }
};

// Every second vendor gets `perVendor` accommodations (200,000 for 100,000 vendors), so that
// exists[accommodations]=true keeps half of them; the first `exportRows` get the type the export
// filters on.
const seedAccommodations = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const inserted = await c.query(
      `insert into accommodation_types (name) values ('Bench export type') returning id`,
    );
    const typeId = (inserted.rows[0] as { id: number }).id;
    await c.query(
      `insert into accommodations (vendor_id, name, description, stars, number_of_rooms, check_in, boutique)
       select v.id, v.name || ' ' || (array['Palace','Lodge','Villas','Resort'])[g], 'Bench accommodation',
              3 + (v.id + g) % 3, 20 + (v.id * g) % 200, '15:00', (v.id + g) % 4 = 0
       from vendors v, generate_series(1, $1::int) g
       where v.id % 2 = 0
       order by v.id, g`,
      [opts.perVendor],
    );
    await c.query(
      'update accommodations set type_id = $1 where id in (select id from accommodations order by id limit $2)',
      [typeId, opts.exportRows],
    );
    await c.query('vacuum analyze');
    await c.query('checkpoint');
    return typeId;
  } finally {
    await c.end();
  }
};

// A three-letter search matching a few per cent of the vendors that have accommodations.
const pickSearch = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const candidates = ['lux', 'ter', 'man', 'san', 'vil', 'ros', 'bel', 'ori'];
    let best = { term: candidates[0]!, share: 0 };
    for (const term of candidates) {
      const { rows } = await c.query(
        `select count(*)::float / (select count(*) from vendors) as share from vendors where search_text like $1`,
        [`%${term}%`],
      );
      const share = (rows[0] as { share: number }).share;
      if (Math.abs(share - 0.05) < Math.abs(best.share - 0.05)) best = { term, share };
    }
    return best;
  } finally {
    await c.end();
  }
};

// ---------- the API in a child process ----------

type Child = { port: number; pid: number; process: ChildProcess; stop: () => Promise<void> };

const startApi = (url: string, dataDir: string) =>
  new Promise<Child>((resolve, reject) => {
    const child = fork(join(here, 'lib/api-child.ts'), [`--database-url=${url}`, `--data-dir=${dataDir}`], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [
        ...process.execArgv,
        ...serverNodeFlags,
        ...(env.BENCH_NODE_FLAGS ? env.BENCH_NODE_FLAGS.split(' ') : []),
      ],
    });
    child.once('error', reject);
    child.on('message', (m: FromChild) => {
      if (m.type !== 'ready') return;
      resolve({
        port: m.port,
        pid: m.pid,
        process: child,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.send({ type: 'stop' });
          }),
      });
    });
  });

// Peak and current resident memory of a process, from /proc (Linux).
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
};

// Resets the peak (VmHWM) so each phase reports its own.
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not allowed: the peak then counts from the start */
  }
};

const run = (o: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(o, (err, res) => (err ? reject(err) : resolve(res)));
  });

// ---------- main ----------

const main = async () => {
  const url = dbUrl(opts.pgUrl, opts.dbName);
  let typeId: number;
  if (opts.keepDb && (await exists(opts.dbName))) {
    log(`reusing ${opts.dbName}`);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    typeId = (
      (await c.query(`select id from accommodation_types where name = 'Bench export type'`)).rows[0] as {
        id: number;
      }
    ).id;
    await c.end();
  } else {
    log(`seeding ${opts.vendors} vendors…`);
    await createPgBenchDatabase(opts.pgUrl, opts.dbName, opts.vendors);
    log(`seeding ${(opts.vendors / 2) * opts.perVendor} accommodations…`);
    typeId = await seedAccommodations(url);
  }
  const search = await pickSearch(url);
  log(`search "${search.term}" matches ${(search.share * 100).toFixed(1)}% of vendors`);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const api = await startApi(url, dataDir);
  const base = `http://127.0.0.1:${api.port}`;
  try {
    const login = await fetch(`${base}/api-auth/admin/auth_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };

    // The list: five pages of the filtered search, cycled by every connection.
    const paths = [1, 2, 3, 4, 5].map(
      (page) => `/api/vendors?exists[accommodations]=true&search=${search.term}&page=${page}`,
    );
    const first = await fetch(`${base}${paths[0]}`, { headers });
    const total = ((await first.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
    log(`list total ${total}`);
    const list: Record<string, { rps: number; p50: number; p99: number; errors: number }> = {};
    for (const connections of [1, 10]) {
      await run({ url: base, connections, duration: 2, headers, requests: paths.map((path) => ({ path })) });
      const r = await run({
        url: base,
        connections,
        duration: opts.duration,
        headers,
        requests: paths.map((path) => ({ path })),
      });
      list[`${connections} connection${connections > 1 ? 's' : ''}`] = {
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      };
      log(
        `list at ${connections}: ${JSON.stringify(list[`${connections} connection${connections > 1 ? 's' : ''}`])}`,
      );
    }

    // Export then import of the same workbook.
    const before = memory(api.pid);
    resetPeak(api.pid);
    let t0 = performance.now();
    const exported = await fetch(`${base}/api/accommodations/export?type=${typeId}`, { headers });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const exportMs = performance.now() - t0;
    const afterExport = memory(api.pid);
    log(
      `export: ${exported.status}, ${(bytes.byteLength / 1024).toFixed(0)} KB in ${exportMs.toFixed(0)} ms`,
    );

    resetPeak(api.pid);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'accommodations.xlsx');
    t0 = performance.now();
    const imported = await fetch(`${base}/api/accommodations/import`, {
      method: 'POST',
      headers,
      body: form,
    });
    const result = (await imported.json()) as {
      updated?: number;
      created?: number;
      'hydra:description'?: string;
    };
    const importMs = performance.now() - t0;
    const afterImport = memory(api.pid);
    log(
      `import: ${imported.status}, updated ${result.updated} created ${result.created} in ${importMs.toFixed(0)} ms`,
    );
    if (imported.status !== 200) log(result['hydra:description']);

    const summary = {
      vendors: opts.vendors,
      accommodations: (opts.vendors / 2) * opts.perVendor,
      search: `${search.term} (${(search.share * 100).toFixed(1)}% of vendors), ${total} with accommodations`,
      list,
      export: { rows: opts.exportRows, ms: Math.round(exportMs), kb: Math.round(bytes.byteLength / 1024) },
      import: { rows: result.updated, ms: Math.round(importMs), status: imported.status },
      memoryMb: {
        beforeExport: Math.round(before.rssMb),
        peakExport: Math.round(afterExport.peakMb),
        peakImport: Math.round(afterImport.peakMb),
      },
    };
    console.log(JSON.stringify(summary, null, 2));
    // The target is a user's experience: one connection. Ten show how it degrades under load.
    const p99 = list['1 connection']!.p99;
    const checks = [
      [`list p99 (1 connection) ${p99} ms < ${targets.listP99Ms}`, p99 < targets.listP99Ms],
      [`export ${summary.export.ms} ms < ${targets.exportMs}`, summary.export.ms < targets.exportMs],
      [
        `import ${summary.import.ms} ms < ${targets.importMs}`,
        summary.import.ms < targets.importMs && imported.status === 200,
      ],
      [
        `memory peak ${Math.max(summary.memoryMb.peakExport, summary.memoryMb.peakImport)} MB < ${targets.memoryMb}`,
        Math.max(summary.memoryMb.peakExport, summary.memoryMb.peakImport) < targets.memoryMb,
      ],
    ] as const;
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${label}`);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, opts.dbName);
  }
};

await main();
