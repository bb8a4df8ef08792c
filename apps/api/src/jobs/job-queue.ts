import { PgBoss, type Queue } from 'pg-boss';
import type { Db, DbHandle } from '../db/client.ts';
import { definedJobs, type Job } from './define-job.ts';
import { databaseExecutor } from './executors.ts';

// pg-boss keeps its tables in a schema of its own, beside ours, created and migrated by pg-boss
// itself (its migrations take an advisory lock: processes starting at once wait for each other).
export const jobSchema = 'pgboss';

export type JobQueue = {
  // The sender: enqueues, reads and settles jobs. It runs no maintenance and no schedule (a worker's
  // own instance does), so an API-only process holds no timers of pg-boss's beyond its caches.
  boss: PgBoss;
  // Creates (or updates the options of) the queues of these jobs; enqueue refuses a job whose queue
  // it has not seen, since creating it inside the caller's transaction is not possible on PGlite.
  ensure: (jobs: Job<unknown>[]) => Promise<void>;
  has: (name: string) => boolean;
  close: () => Promise<void>;
};

const queues = new WeakMap<Db, JobQueue>();

export const jobQueueOf = (db: Db): JobQueue => {
  const queue = queues.get(db);
  if (!queue)
    throw new Error('The job queue is not open on this database: call openJobQueue(handle) at startup.');
  return queue;
};

export const bossOptions = (handle: Pick<DbHandle, 'db' | 'driver'>) => ({
  db: databaseExecutor(handle.db, handle.driver),
  schema: jobSchema,
  backend: handle.driver === 'pglite' ? ('pglite' as const) : ('postgres' as const),
  // Tracing off: no OpenTelemetry SDK is registered, and a job keeps no trace context.
  openTelemetry: { enabled: false },
});

// A queue's options come from its job's declaration (retries, expiry, policy).
export const queueOptions = (job: Job<unknown>): Omit<Queue, 'name'> => ({
  // stately: one job of a key waiting and one running at a time; an enqueue while one waits adds
  // nothing (the waiting one will read the latest state when it runs).
  policy: job.singleton ? 'stately' : 'standard',
  retryLimit: job.retry?.limit ?? 0,
  retryDelay: job.retry?.delaySeconds ?? 0,
  retryBackoff: job.retry?.backoff ?? false,
  expireInSeconds: job.expireInSeconds ?? 15 * 60,
  // Completed and failed jobs stay a week for the jobs screen, then pg-boss deletes them.
  deleteAfterSeconds: 7 * 24 * 3600,
});

// At database open (after our migrations): installs or migrates the pgboss schema, creates the
// queues of every job defined so far, and keeps the sender for enqueue() on this handle.
// biome-ignore lint/suspicious/noExplicitAny: jobs of any payload (a Job<P> is invariant in P).
export const openJobQueue = async (
  handle: Pick<DbHandle, 'db' | 'driver'>,
  jobs: Job<any>[] = definedJobs(),
) => {
  const existing = queues.get(handle.db);
  if (existing) {
    await existing.ensure(jobs);
    return existing;
  }
  const boss = new PgBoss({
    ...bossOptions(handle),
    supervise: false,
    schedule: false,
    migrate: true,
    registerInstance: false,
  });
  // An EventEmitter 'error' without a listener ends the process: a lost connection is reported and
  // the next call retries.
  boss.on('error', (err) => console.warn(`job queue: ${err.message}`));
  await boss.start({ attempts: 5 });
  const known = new Set<string>();
  const ensure = async (list: Job<unknown>[]) => {
    const wanted = list.filter((j) => !known.has(j.name));
    if (wanted.length === 0) return;
    const present = new Map((await boss.getQueues(wanted.map((j) => j.name))).map((q) => [q.name, q]));
    for (const job of wanted) {
      const opts = queueOptions(job);
      const current = present.get(job.name);
      if (!current) await boss.createQueue(job.name, opts);
      else {
        const { policy, ...rest } = opts;
        if (current.policy !== policy)
          console.warn(
            `job queue ${job.name}: policy ${current.policy} kept (declared ${policy}; a policy cannot change)`,
          );
        await boss.updateQueue(job.name, rest);
      }
      // createQueue and updateQueue leave the queue in pg-boss's cache: a send inside a transaction
      // must not read it from the database on another connection (on PGlite that read would wait
      // for the transaction: a deadlock).
      known.add(job.name);
    }
  };
  await ensure(jobs);
  const queue: JobQueue = {
    boss,
    ensure,
    has: (name) => known.has(name),
    close: async () => {
      queues.delete(handle.db);
      await boss.stop({ graceful: false, close: false });
    },
  };
  queues.set(handle.db, queue);
  return queue;
};
