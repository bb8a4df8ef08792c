// Benchmark of the change feed and the job queue (issue 24): what enqueueing a job and the feed add
// to a record write (target: ≤ 1 ms on the p50), and how many no-op jobs a worker runs per second
// (target: ≥ 500/s).
//
//   node bench/jobs.ts
//
// In process, on a fresh PostgreSQL database `bench_jobs` (migrated by the API's openDatabase,
// the job queue opened as the server opens it). Writes: BENCH_WRITES updates of one record, one
// transaction each, through the record service (its audit row is the feed's change), measured
// - plain: the write alone;
// - enqueue: the write plus a job enqueued in its transaction;
// - busy: the same while this process's worker runs those jobs and the dispatcher hands every
//   change to a subscriber that enqueues one more job each (the embedded default's load).
// Throughput: BENCH_JOBS no-op jobs queued at once, then a worker (defaults of startWorker) until
// all completed.
//
// Env: BENCH_PG_URL (admin URL, postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE_URL
// (use this database as is instead), BENCH_WRITES (2000), BENCH_JOBS (5000),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s).
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuthUser } from '../apps/api/src/auth/roles.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { vendorGroups } from '../apps/api/src/db/schema/index.ts';
import { defineResource } from '../apps/api/src/engine/define-resource.ts';
import { requiredText } from '../apps/api/src/engine/fields.ts';
import { createRecord, inTransaction, updateRecord } from '../apps/api/src/engine/records.ts';
import { defineJob } from '../apps/api/src/jobs/define-job.ts';
import { enqueue } from '../apps/api/src/jobs/enqueue.ts';
import { openJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { onChange } from '../apps/api/src/jobs/on-change.ts';
import { startWorker } from '../apps/api/src/jobs/worker.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { createPgBenchDatabase, dbUrl, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num, sleep, waitForQuiet } from './lib/measure.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  databaseUrl: env.BENCH_DATABASE_URL,
  writes: num(env.BENCH_WRITES, 2000),
  jobs: num(env.BENCH_JOBS, 5000),
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 120),
};
const targets = { addedP50: 1, jobsPerSecond: 500 };

const probe = defineResource({
  type: 'BenchProbe',
  path: 'bench_probes',
  table: vendorGroups,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  writable: { name: requiredText() },
  required: ['name'],
});
const touched = defineJob({
  name: 'bench.touched',
  payload: v.object({ id: v.number() }),
  run: async () => {},
});
const noop = defineJob({ name: 'bench.noop', payload: v.object({ n: v.number() }), run: async () => {} });
const heard = onChange('BenchProbe', ['update'], async function benchHeard(change, ctx) {
  await enqueue(ctx, touched, { id: change.recordId });
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p90: percentile(s, 90), p99: percentile(s, 99) };
};

const main = async () => {
  const name = 'bench_jobs';
  const url =
    opts.databaseUrl ??
    (await createPgBenchDatabase(opts.pgUrl, name, 0).then(() => dbUrl(opts.pgUrl, name)));
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const queue = await openJobQueue(handle, [touched, noop]);
  const config = loadConfig({});
  const deps = {
    db: handle.db,
    driver: handle.driver,
    config,
    jwtKey: new Uint8Array(32),
    mailer: createMailer({ dataDir: config.dataDir }),
  };
  // The bench data's users (or the given database's): the first one writes.
  const [user] = (
    await handle.db.execute<{ id: number; email: string }>(
      sql`select id, email from users order by id limit 1`,
    )
  ).rows;
  if (!user) throw new Error('the database has no user to write as');
  const actor: AuthUser = {
    id: Number(user.id),
    email: user.email,
    roles: ['ROLE_SUPER_ADMIN'],
    isActive: true,
  };
  const row = await inTransaction(deps, actor, (ctx) => createRecord(ctx, probe, { name: 'bench 0' }));

  let n = 0;
  // Kinds: 'plain' the write alone, 'job' the write and an enqueue, 'ping' the write and a
  // `select 1` (one round trip: on a loaded machine the enqueue's cost reads best against it).
  const write = async (kind: 'plain' | 'job' | 'ping') => {
    const t = performance.now();
    await inTransaction(deps, actor, async (ctx) => {
      await updateRecord(ctx, probe, row.id, { name: `bench ${++n}` });
      if (kind === 'job') await enqueue(ctx, touched, { id: row.id });
      if (kind === 'ping') await ctx.tx.execute(sql`select 1`);
    });
    return performance.now() - t;
  };
  // Alternating the kinds spreads the machine's other load over both alike.
  const measure = async (kinds: ('plain' | 'job' | 'ping')[], count: number) => {
    const out = kinds.map(() => [] as number[]);
    for (let i = 0; i < 200; i++) await write(kinds[i % kinds.length] ?? 'plain'); // warm-up
    for (let i = 0; i < count; i++) for (const [k, kind] of kinds.entries()) out[k]!.push(await write(kind));
    return out.map(summary);
  };

  // The feed's own cost on a write: the audit insert as it was before (no transaction id) and as it
  // is (engine/audit.ts), each in a transaction of its own.
  const auditRow = JSON.stringify([
    {
      entity: 'BenchProbe',
      entity_id: row.id,
      action: 'update',
      actor_id: actor.id,
      changed_fields: ['name'],
      before: { name: 'a' },
      after: { name: 'b' },
    },
  ]);
  const columns = sql.raw('entity, entity_id, action, actor_id, changed_fields, before, after');
  const recordset = sql`json_to_recordset(${auditRow}::json) as x(entity varchar, entity_id int, action varchar, actor_id int, changed_fields text[], before jsonb, after jsonb)`;
  const auditInsert = async (feed: boolean) => {
    const t = performance.now();
    await handle.db.transaction(async (tx) => {
      await tx.execute(
        feed
          ? sql`with writer as materialized (select pg_current_xact_id() as tx_id)
              insert into audit_log (${columns}, tx_id) select ${columns}, writer.tx_id from writer, ${recordset}`
          : sql`insert into audit_log (${columns}) select ${columns} from ${recordset}`,
      );
    });
    return performance.now() - t;
  };
  await waitForQuiet(opts.quietCores, opts.quietWait);
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < 200; i++) await auditInsert(i % 2 === 0);
  for (let i = 0; i < opts.writes; i++) {
    before.push(await auditInsert(false));
    after.push(await auditInsert(true));
  }
  const [b, a] = [summary(before), summary(after)];
  log(`audit insert before the feed  p50 ${fmt(b.p50)}  p99 ${fmt(b.p99)}`);
  log(`audit insert with the feed    p50 ${fmt(a.p50)}  p99 ${fmt(a.p99)}`);

  await waitForQuiet(opts.quietCores, opts.quietWait);
  log(`${opts.writes} writes of each kind, one at a time`);
  const [plain, withJob, ping] = await measure(['plain', 'job', 'ping'], opts.writes);
  const worker = await startWorker(deps, [touched], { subscribers: [heard] });
  const [busyPlain, busyJob] = await measure(['plain', 'job'], opts.writes);
  await worker.stop();
  log(`plain write             p50 ${fmt(plain!.p50)}  p90 ${fmt(plain!.p90)}  p99 ${fmt(plain!.p99)}`);
  log(`write + enqueue         p50 ${fmt(withJob!.p50)}  p90 ${fmt(withJob!.p90)}  p99 ${fmt(withJob!.p99)}`);
  log(`write + select 1        p50 ${fmt(ping!.p50)}  p90 ${fmt(ping!.p90)}  p99 ${fmt(ping!.p99)}`);
  log(
    `plain, worker + feed    p50 ${fmt(busyPlain!.p50)}  p90 ${fmt(busyPlain!.p90)}  p99 ${fmt(busyPlain!.p99)}`,
  );
  log(`enqueue, worker + feed  p50 ${fmt(busyJob!.p50)}  p90 ${fmt(busyJob!.p90)}  p99 ${fmt(busyJob!.p99)}`);
  // The write path: what the feed's column and the enqueue add to a write.
  const added = withJob!.p50 - plain!.p50 + Math.max(0, a.p50 - b.p50);
  log(`added to a write's p50 by the feed and an enqueue: ${fmt(added)} (target ≤ ${targets.addedP50} ms)`);
  log(
    `the enqueue costs ${((withJob!.p50 - plain!.p50) / Math.max(0.001, ping!.p50 - plain!.p50)).toFixed(1)} round trips (select 1 adds ${fmt(ping!.p50 - plain!.p50)})`,
  );
  log(`with this process also working the jobs and the feed: +${fmt(busyJob!.p50 - plain!.p50)} on the p50`);

  await waitForQuiet(opts.quietCores, opts.quietWait);
  await queue.boss.insert(
    noop.name,
    Array.from({ length: opts.jobs }, (_, i) => ({ data: { n: i } })),
  );
  const t0 = performance.now();
  const jobWorker = await startWorker(deps, [noop], { subscribers: [] });
  for (;;) {
    const { rows } = await handle.db.execute<{ n: unknown }>(
      sql`select count(*) as n from pgboss.job where name = 'bench.noop' and state = 'completed'`,
    );
    if (Number(rows[0]?.n) >= opts.jobs) break;
    await sleep(50);
  }
  const seconds = (performance.now() - t0) / 1000;
  await jobWorker.stop();
  const rate = opts.jobs / seconds;
  log(
    `${opts.jobs} no-op jobs in ${seconds.toFixed(2)} s: ${rate.toFixed(0)} jobs/s (target ≥ ${targets.jobsPerSecond})`,
  );

  await queue.close();
  await handle.close();
  if (!opts.databaseUrl) await dropPgDatabase(opts.pgUrl, name);
  const ok = added <= targets.addedP50 && rate >= targets.jobsPerSecond;
  log(ok ? 'targets met' : 'TARGET MISSED');
};

await main();
