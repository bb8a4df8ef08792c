import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { inTransaction } from '../engine/records.ts';
import { createMailer } from '../mail/mailer.ts';
import { testAdmin } from '../test/test-actor.ts';
import { enqueue } from './enqueue.ts';
import { type JobQueue, openJobQueue } from './job-queue.ts';
import { processJobs, slowJob } from './testing/process-jobs.ts';

// Worker processes on one PostgreSQL database (PGlite is one process per data folder).
const url = process.env.TEST_DATABASE_URL;
const child = join(dirname(fileURLToPath(import.meta.url)), 'testing/worker-child.ts');
const actor = testAdmin;

let dbUrl: string;
let handle: DbHandle;
let queue: JobQueue;
const children = new Set<ChildProcess>();

const startChild = (jobs: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const proc = spawn(process.execPath, [child, dbUrl, jobs], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(proc);
    let err = '';
    proc.stderr?.on('data', (d) => {
      err += d;
    });
    proc.stdout?.on('data', (d) => {
      if (String(d).includes('ready')) resolve(proc);
    });
    proc.once('exit', (code) => {
      children.delete(proc);
      reject(new Error(`worker child left (${code}): ${err}`));
    });
  });

const stopChild = (proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });

const runs = async (job: string) =>
  (
    await handle.db.execute<{ event: string; attempt: number; pid: number; at: Date }>(
      sql`select event, attempt, pid, at from job_runs where job = ${job} order by id`,
    )
  ).rows;

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
};

describe.skipIf(!url)('jobs across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    const name = `t_jobs_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    handle = await openDatabase({ databaseUrl: dbUrl, poolSize: 4 });
    queue = await openJobQueue(handle, processJobs);
    await handle.db.execute(sql`create table job_runs (id serial primary key, job text, event text,
      attempt int, pid int, at timestamptz default clock_timestamp())`);
  });
  afterAll(async () => {
    await Promise.all([...children].map((c) => stopChild(c, 'SIGKILL')));
    await queue?.close();
    await handle?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  });

  it('runs a cron job once per period with three worker processes', async () => {
    const procs = await Promise.all([1, 2, 3].map(() => startChild('test.cron-tick')));
    // Two periods (minutes) at most 2 min 10 s from now: every process looks every second.
    await waitFor(async () => (await runs('test.cron-tick')).length >= 2, 130_000);
    await new Promise((r) => setTimeout(r, 3000));
    await Promise.all(procs.map((p) => stopChild(p)));
    const ticks = await runs('test.cron-tick');
    // pg-boss files each occurrence under the slot (minute) it falls in, and a pass on a loaded machine
    // may send a missed occurrence with the one due now, so two runs can share a wall-clock minute.
    // The promise is one job per slot, run once: runs = completed jobs = distinct slots forwarded.
    const count = async (q: ReturnType<typeof sql>) =>
      Number((await handle.db.execute<{ n: string }>(q)).rows[0]?.n);
    const completedJobs = await count(
      sql`select count(*) as n from pgboss.job where name = 'test.cron-tick' and state = 'completed'`,
    );
    const jobs = await count(sql`select count(*) as n from pgboss.job where name = 'test.cron-tick'`);
    const forwarded = await count(sql`select count(*) as n from pgboss.job
      where name = '__pgboss__send-it' and data->>'name' = 'test.cron-tick'`);
    const slots = await count(sql`select count(distinct data->>'slot') as n from pgboss.job
      where name = '__pgboss__send-it' and data->>'name' = 'test.cron-tick'`);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBe(completedJobs);
    expect(forwarded).toBe(slots);
    expect(jobs).toBeLessThanOrEqual(slots);
  }, 150_000);

  it('finishes once, after a restart, a job whose worker was killed mid-job', async () => {
    const first = await startChild('test.slow');
    const deps = {
      db: handle.db,
      driver: handle.driver,
      config: loadConfig({}),
      jwtKey: new Uint8Array(32),
      mailer: createMailer({ dataDir: '/tmp' }),
    };
    await inTransaction(deps, actor, (ctx) => enqueue(ctx, slowJob, { n: 1 }));
    await waitFor(async () => (await runs('test.slow')).length > 0, 10_000).catch(async (err) => {
      console.log(await queue.boss.findJobs(slowJob.name));
      throw err;
    });
    await stopChild(first, 'SIGKILL');
    await startChild('test.slow');
    // Its expiry (2 s) passes, the supervisor turns it into a retry, the new process runs it.
    await waitFor(async () => (await runs('test.slow')).some((r) => r.event === 'done'), 20_000).catch(
      async (err) => {
        console.log(
          JSON.stringify(await queue.boss.findJobs(slowJob.name)),
          JSON.stringify(await runs('test.slow')),
        );
        console.log(JSON.stringify((await handle.db.execute(sql`select * from pgboss.version`)).rows));
        throw err;
      },
    );
    await new Promise((r) => setTimeout(r, 3000));
    const events = (await runs('test.slow')).map((r) => `${r.event} ${r.attempt}`);
    expect(events).toEqual(['started 1', 'started 2', 'done 2']);
    const [job] = await queue.boss.findJobs(slowJob.name);
    expect(job?.state).toBe('completed');
  }, 60_000);
});
