// Benchmark of tasks (issue 26): the header's "my unseen tasks" (target p99 ≤ 5 ms at 1
// connection), a month of the team calendar (GET /api/tasks?dueDate[after]…[before], p99 ≤ 20 ms)
// and what task templates add to a trip's status change that makes 3 tasks (≤ 10 ms on the p50),
// over BENCH_TASKS tasks (200,000) assigned to 50 users.
//
//   LOG_LEVEL=silent node bench/tasks.ts
//
// In process, like jobs.ts: a fresh PostgreSQL database `bench_tasks` (migrated by the API's
// openDatabase, demo users), then 50 users, clients, trips and the tasks added in INSERT … SELECT
// statements, VACUUM ANALYZE, and the app's routes called with app.request (no network), one
// request at a time:
// - header: the SQL of the header's call (count + first page of my unseen tasks, ordered by due
//   date) and the same through GET /api/tasks?assignee.id=…&seen=false&itemsPerPage=10;
// - calendar: GET /api/tasks for one month of the whole team (its first page: 100 tasks, and the
//   month's count), over the months of the data;
// - status change: PATCH /api/trips/{id}/status-change of trips in proposal_pricing, alternately to
//   proposal_sent (3 active templates: 3 tasks made, in the same transaction) and to
//   proposal_preparation (no template: the reaction's query finds none), and to proposal_sent
//   with no reaction registered (the engine alone), the three in turn.
//
// Env: BENCH_PG_URL (admin URL, postgres://postgres@127.0.0.1:5432/postgres), BENCH_TASKS
// (200000), BENCH_RUNS (1000 per measure), BENCH_CHANGES (300 status changes of each kind),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s), BENCH_KEEP_DB (1 keeps bench_tasks).
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { useReactions } from '../apps/api/src/engine/reactions.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { modules } from '../apps/api/src/modules.ts';
import { demoPassword } from '../apps/api/src/seed/demo-users.ts';
import { createPgBenchDatabase, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num, waitForQuiet } from './lib/measure.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  tasks: num(env.BENCH_TASKS, 200_000),
  runs: num(env.BENCH_RUNS, 1000),
  changes: num(env.BENCH_CHANGES, 300),
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 120),
  keepDb: env.BENCH_KEEP_DB === '1',
};
const targets = { headerP99: 5, calendarP99: 20, addedP50: 10 };
const users = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99) };
};
const line = (label: string, ms: number[]) => {
  const s = summary(ms);
  log(`${label.padEnd(44)} p50 ${fmt(s.p50)}  p99 ${fmt(s.p99)}`);
  return s;
};

const main = async () => {
  const name = 'bench_tasks';
  const url = await createPgBenchDatabase(opts.pgUrl, name, 0);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = handle.db;
  const started = performance.now();
  // 50 staff users (the demo admin's password hash), clients, trips spread over 2024-2028 with a
  // travel director each, and the changed trips (proposal_pricing) at the end.
  await db.execute(sql`
    insert into users (email, first_name, last_name, roles, password_hash)
    select 'staff' || n || '@bench.test', 'Staff', 'User ' || n, '{ROLE_TRAVEL_DIRECTOR}',
      (select password_hash from users where email = 'admin@demo.travel')
    from generate_series(1, ${users}) n`);
  const staff = (
    await db.execute<{ id: number }>(sql`select id from users where email like '%@bench.test' order by id`)
  ).rows.map((r) => Number(r.id));
  const ids = `{${staff.join(',')}}`;
  await db.execute(sql`
    insert into clients (first_name, last_name, name, email)
    select 'Client', 'N' || n, 'Client N' || n, 'client' || n || '@bench.test' from generate_series(1, 2000) n`);
  const trips = 5000 + 3 * opts.changes + 200;
  await db.execute(sql`
    insert into trips (reference, client_id, start_date, end_date, status, travel_director_id)
    select 'BT-' || lpad(n::text, 7, '0'), (select min(id) from clients) + n % 2000,
      date '2024-01-01' + (n % 1800), date '2024-01-08' + (n % 1800),
      case when n > 5000 then 'proposal_pricing' else 'trip_sent' end,
      (${ids}::int[])[1 + n % ${users}]
    from generate_series(1, ${trips}) n`);
  // Tasks: due over 2024-2028 (about 3,300 a month), 1 in 40 unseen (about 100 per user), most
  // done, a quarter linked to a trip.
  await db.execute(sql`
    insert into tasks (title, status, priority, due_date, assignee_id, seen, trip_id, created_by)
    select 'Task ' || n, (array['pending','in-progress','completed','completed','cancelled'])[1 + n % 5],
      (array['low','normal','high','urgent'])[1 + n % 4],
      timestamptz '2024-01-01 00:00Z' + (n * interval '1 minute' * (1826.0 * 1440 / ${opts.tasks})),
      (${ids}::int[])[1 + n % ${users}], n % 40 <> 0,
      case when n % 4 = 0 then (select min(id) from trips) + n % 5000 end,
      (${ids}::int[])[1 + (n / 7) % ${users}]
    from generate_series(1, ${opts.tasks}) n`);
  await db.execute(sql`vacuum analyze`);
  log(`data: ${opts.tasks} tasks over ${users} users, ${trips} trips in ${fmt(performance.now() - started)}`);

  const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
  const deps = {
    db,
    driver: handle.driver,
    config,
    jwtKey: new TextEncoder().encode('bench-tasks-secret-bench-tasks-secret'),
    mailer: createMailer({ dataDir: config.dataDir }),
  };
  const app = createApp(deps);
  const auth = await app.request('/api-auth/admin/auth_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: demoPassword }),
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = { accept: 'application/ld+json', authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, body?: unknown) => {
    const t = performance.now();
    const res = await app.request(path, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/merge-patch+json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
    return performance.now() - t;
  };

  await waitForQuiet(opts.quietCores, opts.quietWait);
  // The header: my unseen tasks, count and the first ten by due date (what the bell shows).
  const headerSql: number[] = [];
  const headerHttp: number[] = [];
  for (let i = -100; i < opts.runs; i++) {
    const me = staff[(i + 100) % users]!;
    const t = performance.now();
    await db.execute(sql`select count(*) from tasks where assignee_id = ${me} and not seen`);
    await db.execute(sql`select id, title, due_date, status, priority from tasks
      where assignee_id = ${me} and not seen order by due_date nulls last, id limit 10`);
    const ms = performance.now() - t;
    const http = await call('GET', `/api/tasks?assignee.id=${me}&seen=false&itemsPerPage=10`);
    if (i >= 0) {
      headerSql.push(ms);
      headerHttp.push(http);
    }
  }
  const header = line('header: my unseen (SQL: count + 10)', headerSql);
  const headerApi = line('header: GET /api/tasks?assignee.id&seen=false', headerHttp);

  // The team calendar: one month of every user's tasks, the months of the data in turn.
  const months = Array.from({ length: 60 }, (_, m) => {
    const from = new Date(Date.UTC(2024, m, 1));
    const to = new Date(Date.UTC(2024, m + 1, 1) - 1000);
    return `dueDate[after]=${from.toISOString()}&dueDate[before]=${to.toISOString()}`;
  });
  const calendarMs: number[] = [];
  for (let i = -100; i < opts.runs; i++) {
    const ms = await call('GET', `/api/tasks?${months[(i + 100) % months.length]}&itemsPerPage=100`);
    if (i >= 0) calendarMs.push(ms);
  }
  const calendar = line('calendar: a month, first 100 (GET /api/tasks)', calendarMs);
  const perMonth = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from tasks where due_date >= '2026-03-01' and due_date < '2026-04-01'`,
    )
  ).rows[0]!.n;

  // Status changes: 3 templates on proposal_sent (director, the actor, a fixed user).
  await db.execute(sql`
    insert into task_templates (name, title, trigger_type, trigger_status, due_offset_days, assignee_rule, assignee_id, checklist)
    values
      ('Follow up', 'Follow up {trip.reference} for {client.name}', 'trip_status', 'proposal_sent', 2, 'travel_director', null, '["Call", "E-mail"]'),
      ('Call', 'Call {client.name}', 'trip_status', 'proposal_sent', 1, 'actor', null, '[]'),
      ('Review', 'Review {trip.reference} ({trip.startDate})', 'trip_status', 'proposal_sent', 0, 'fixed_user', ${staff[0]}, '[]')`);
  const pricing = (
    await db.execute<{ id: number }>(sql`select id from trips where status = 'proposal_pricing' order by id`)
  ).rows.map((r) => Number(r.id));
  let next = 0;
  const change = (status: string) => call('PATCH', `/api/trips/${pricing[next++]}/status-change`, { status });
  for (let i = 0; i < 50; i++) await change(i % 2 ? 'proposal_sent' : 'proposal_preparation'); // warm-up
  await waitForQuiet(opts.quietCores, opts.quietWait);
  const making: number[] = [];
  const none: number[] = [];
  const bare: number[] = [];
  // The three kinds in turn (the machine's other load falls on all alike); "off": no reaction
  // registered at all (the engine alone), the status the templates wait for.
  const automation = modules.flatMap((m) => m.reactions ?? []);
  for (let i = 0; i < opts.changes; i++) {
    making.push(await change('proposal_sent'));
    none.push(await change('proposal_preparation'));
    useReactions([]);
    bare.push(await change('proposal_sent'));
    useReactions(automation);
  }
  const made = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from tasks where task_template_id is not null`,
    )
  ).rows[0]!.n;
  const withTasks = line('status change making 3 tasks', making);
  const without = line('status change, no template for the status', none);
  const engine = line('status change, automation off', bare);
  log(`tasks made by the templates: ${made} (expected ${3 * (opts.changes + 25)})`);

  log('--- results (a loaded machine: other sessions share its 2 cores)');
  log(
    `header unseen p99: SQL ${fmt(header.p99)}, API ${fmt(headerApi.p99)} (target ≤ ${targets.headerP99} ms)`,
  );
  log(
    `calendar month p99: ${fmt(calendar.p99)} for 100 of ${perMonth} tasks (target ≤ ${targets.calendarP99} ms)`,
  );
  log(
    `3 tasks added to a status change's p50: ${fmt(withTasks.p50 - without.p50)} vs no template, ${fmt(withTasks.p50 - engine.p50)} vs automation off (target ≤ ${targets.addedP50} ms)`,
  );
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
};

await main();
