// Benchmark of the accounting reports (issue 29): a year's trial balance (≤ 300 ms), one trip's
// profit (p99 ≤ 20 ms) and aged receivables (≤ 300 ms) over BENCH_LINES journal lines (1,000,000)
// spread over three years (2025-2027), on PostgreSQL.
//
//   LOG_LEVEL=silent node bench/accounting.ts
//
// In process: a fresh database `bench_accounting` (migrated by the API's openDatabase), 2,000
// clients, 20,000 trips, 100,000 issued invoices (a third of them still open), and the journal
// written in INSERT … SELECT statements: entries of four lines (receivables, deposits, tax, revenue)
// balanced in their currency. The journal's triggers (append-only, balanced at commit, daily sums)
// are switched off for the load only (session_replication_role = replica, as the superuser), the
// daily sums written from the lines after it, then VACUUM ANALYZE. Then the report functions the routes call (accounting/reports), one at a time:
// trial balance of each year (BENCH_TB_RUNS = 20 each), trip profit of random trips
// (BENCH_RUNS = 1000), aged receivables (BENCH_TB_RUNS), and the same three through the HTTP routes
// (app.request, no network) for the trial balance and a trip's profit.
//
// Env: BENCH_PG_URL (admin URL, postgres://postgres@127.0.0.1:5432/postgres), BENCH_LINES
// (1000000), BENCH_RUNS (1000), BENCH_TB_RUNS (20), BENCH_KEEP_DB (1 keeps bench_accounting).
import { sql } from 'drizzle-orm';
import { agedReceivables } from '../apps/api/src/accounting/reports/aged-receivables.queries.ts';
import { trialBalance } from '../apps/api/src/accounting/reports/trial-balance.queries.ts';
import { tripProfit } from '../apps/api/src/accounting/reports/trip-profit.queries.ts';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { demoPassword } from '../apps/api/src/seed/demo-users.ts';
import { createPgBenchDatabase, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num } from './lib/measure.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  lines: num(env.BENCH_LINES, 1_000_000),
  runs: num(env.BENCH_RUNS, 1000),
  tbRuns: num(env.BENCH_TB_RUNS, 20),
  keepDb: env.BENCH_KEEP_DB === '1',
};
const targets = { trialBalance: 300, tripProfitP99: 20, aged: 300 };
const trips = 20_000;
const invoices = 100_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const report = (label: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const out = { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] ?? 0 };
  log(`${label.padEnd(44)} p50 ${fmt(out.p50)}  p99 ${fmt(out.p99)}  max ${fmt(out.max)}`);
  return out;
};
const timed = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const main = async () => {
  const name = 'bench_accounting';
  const url = await createPgBenchDatabase(opts.pgUrl, name, 0);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = handle.db;
  const started = performance.now();
  await db.execute(sql`
    insert into clients (first_name, last_name, name, email)
    select 'Client', 'N' || n, 'Client N' || n, 'client' || n || '@bench.test' from generate_series(1, 2000) n`);
  await db.execute(sql`
    insert into trips (reference, client_id, start_date, end_date, status, currency)
    select 'AC-' || lpad(n::text, 7, '0'), (select min(id) from clients) + n % 2000,
      date '2025-01-01' + (n % 1095), date '2025-01-08' + (n % 1095), 'trip_sent',
      (array['EUR','EUR','USD','GBP'])[1 + n % 4]
    from generate_series(1, ${trips}) n`);
  // Two priced items per trip (the trip's totals: cost and revenue).
  await db.execute(sql`
    insert into trip_items (trip_id, type, status, title, client_total_price, vendor_total_price)
    select t.id, 'accommodation', 'confirmed', 'Stay ' || k, 1000 + (t.id % 500) * 10, 800 + (t.id % 500) * 8
    from trips t, generate_series(1, 2) k`);
  await db.execute(sql`
    insert into client_invoices (client_id, kind, number, date, due_date, amount, net_amount, tax_amount, paid_amount,
      currency, rate, status, trip_id, issued_at)
    select t.client_id, 'invoice', 'INV-B-' || n, t.start_date - 60, t.start_date - 30, 1200, 1000, 200,
      case when n % 3 = 0 then 0 else 1200 end, t.currency, 1, case when n % 3 = 0 then 'issued' else 'paid' end,
      t.id, now()
    from generate_series(1, ${invoices}) n join trips t on t.id = (select min(id) from trips) + n % ${trips}`);
  // The journal: entries of 4 balanced lines (receivables 1200 = deposits 600 + revenue 400 +
  // tax 200), dated over 2025-2027, each on a trip.
  const entries = Math.ceil(opts.lines / 4);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into journal_entries (id, date, kind, memo, trip_id, client_id)
      overriding system value
      select n, date '2025-01-01' + (n % 1095), 'invoice', 'Bench ' || n, t.id, t.client_id
      from generate_series(1, ${entries}) n join trips t on t.id = (select min(id) from trips) + n % ${trips}`);
    await tx.execute(sql`select setval('journal_entries_id_seq', ${entries})`);
    await tx.execute(sql`
      insert into journal_lines (entry_id, account_id, date, currency, debit, credit, rate, trip_id, client_id)
      select e.id, a.id, e.date, t.currency,
        case k when 1 then 1200 else 0 end,
        case k when 2 then 600 when 3 then 200 when 4 then 400 else 0 end,
        1, e.trip_id, e.client_id
      from journal_entries e
      join trips t on t.id = e.trip_id
      cross join generate_series(1, 4) k
      join accounts a on a.system_key = (array['receivables','client_deposits','tax_payable','revenue'])[k]`);
  });
  // The daily sums the trigger keeps, for the lines loaded without triggers.
  await db.execute(sql`
    insert into journal_daily (date, account_id, currency, debit, credit)
    select date, account_id, currency, sum(debit), sum(credit) from journal_lines group by 1, 2, 3`);
  await db.execute(sql`vacuum analyze`);
  const [count] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from journal_lines`)).rows;
  log(
    `data: ${count!.n} journal lines, ${trips} trips, ${invoices} invoices in ${fmt(performance.now() - started)}`,
  );

  const results: Record<string, { p50: number; p99: number; max: number }> = {};
  for (const year of [2025, 2026, 2027]) {
    const ms = [];
    for (let i = 0; i < opts.tbRuns; i++)
      ms.push(await timed(() => trialBalance(db, `${year}-01-01`, `${year}-12-31`)));
    results[`tb${year}`] = report(`trial balance ${year} (SQL)`, ms);
  }
  const tripIds = (
    await db.execute<{ id: number }>(sql`select id from trips order by random() limit ${opts.runs}`)
  ).rows.map((r) => Number(r.id));
  const profit = [];
  for (const id of tripIds) profit.push(await timed(() => tripProfit(db, id)));
  results.profit = report('trip profit (SQL)', profit);
  const aged = [];
  for (let i = 0; i < opts.tbRuns; i++) aged.push(await timed(() => agedReceivables(db, '2027-06-30')));
  results.aged = report('aged receivables (SQL)', aged);

  const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
  const app = createApp({
    db,
    driver: handle.driver,
    config,
    jwtKey: new TextEncoder().encode('bench-accounting-secret-bench-accounting'),
    mailer: createMailer({ dataDir: config.dataDir }),
  });
  const auth = await app.request('/api-auth/admin/auth_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: demoPassword }),
  });
  const { token } = (await auth.json()) as { token: string };
  const get = async (path: string) => {
    const t = performance.now();
    const res = await app.request(path, {
      headers: { accept: 'application/ld+json', authorization: `Bearer ${token}` },
    });
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t;
  };
  const tbHttp = [];
  for (let i = 0; i < opts.tbRuns; i++)
    tbHttp.push(await get('/api/accounting/trial_balance?from=2026-01-01&to=2026-12-31'));
  results.tbHttp = report('GET trial_balance 2026', tbHttp);
  const profitHttp = [];
  for (const id of tripIds) profitHttp.push(await get(`/api/accounting/trip_profit/${id}`));
  results.profitHttp = report('GET trip_profit/{id}', profitHttp);
  const agedHttp = [];
  for (let i = 0; i < opts.tbRuns; i++)
    agedHttp.push(await get('/api/accounting/aged_receivables?date=2027-06-30'));
  results.agedHttp = report('GET aged_receivables', agedHttp);

  const ok =
    Math.max(results.tb2025!.max, results.tb2026!.max, results.tb2027!.max, results.tbHttp!.p99) <=
      targets.trialBalance &&
    Math.max(results.profit!.p99, results.profitHttp!.p99) <= targets.tripProfitP99 &&
    Math.max(results.aged!.max, results.agedHttp!.p99) <= targets.aged;
  log(
    `targets: trial balance ≤ ${targets.trialBalance} ms, trip profit p99 ≤ ${targets.tripProfitP99} ms, aged receivables ≤ ${targets.aged} ms: ${ok ? 'met' : 'NOT met'}`,
  );
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
  process.exitCode = ok ? 0 : 1;
};

await main();
