import { PgBoss } from 'pg-boss';
import { startChangeFeed } from './change-feed-loop.ts';
import type { Job, JobDeps } from './define-job.ts';
import { bossOptions, openJobQueue } from './job-queue.ts';
import { declaredSubscribers, type Subscriber } from './on-change.ts';
import { runJob } from './run-job.ts';
import { onWake } from './wake.ts';

export type WorkerOptions = {
  // Jobs fetched at once per queue; a full batch fetches the next one at once (burst).
  batchSize?: number;
  // How often an idle worker looks for jobs enqueued by other processes.
  pollingIntervalSeconds?: number;
  // How often expired jobs (crashed workers) are turned back into retries.
  superviseIntervalSeconds?: number;
  // How often this process looks for due cron occurrences.
  cronIntervalSeconds?: number;
  // The change-feed subscribers this process dispatches to (all declared ones by default; [] for
  // none), and how often it polls for changes of other processes.
  subscribers?: Subscriber[];
  changePollMs?: number;
};

export type JobWorker = { stop: (deadlineMs?: number) => Promise<void> };

// Works the given jobs in this process: one pg-boss instance with maintenance (expiry of crashed
// workers' jobs, retention) and the cron clock, polling each queue and woken at once by commits
// of this process that enqueued a job; and dispatches the change feed to the subscribers.
export const startWorker = async (
  deps: JobDeps,
  jobs: Job<any>[],
  opts: WorkerOptions = {},
): Promise<JobWorker> => {
  const list = jobs as Job<unknown>[];
  await openJobQueue(deps, list);
  const crons = list.filter((j) => j.cron);
  const boss = new PgBoss({
    ...bossOptions(deps),
    supervise: true,
    superviseIntervalSeconds: opts.superviseIntervalSeconds ?? 30,
    // The expiry check is part of the monitor pass, which each queue lets through once per interval
    // whichever process asks: the same interval, so a crashed worker's job is retried within it.
    monitorIntervalSeconds: opts.superviseIntervalSeconds ?? 30,
    schedule: crons.length > 0,
    cronWorkerIntervalSeconds: opts.cronIntervalSeconds ?? 5,
    cronMonitorIntervalSeconds: opts.cronIntervalSeconds ?? 30,
    migrate: false,
    registerInstance: false,
  });
  boss.on('error', (err) => console.warn(`job worker: ${err.message}`));
  await boss.start({ attempts: 5 });
  const workerIds = new Map<string, string>();
  const batchSize = opts.batchSize ?? 20;
  for (const job of list) {
    const id = await boss.work(
      job.name,
      {
        batchSize,
        burstWhenBatchFull: batchSize > 1,
        pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
        perJobResults: true,
      },
      // One after the other: a batch is a fetch, not a licence to run its jobs at once.
      async (fetched) => {
        const results = [];
        for (const one of fetched) results.push(await runJob(job, one, deps));
        return results;
      },
    );
    workerIds.set(job.name, id);
  }
  for (const job of crons) await boss.schedule(job.name, job.cron as string, {}, { tz: 'UTC' });
  // A queue's workers are woken at most every 25 ms: the commits of that time share one fetch.
  const pending = new Map<string, NodeJS.Timeout>();
  const stopWaking = onWake(deps.db, (name) => {
    const id = workerIds.get(name);
    if (!id || pending.has(name)) return;
    pending.set(
      name,
      setTimeout(() => {
        pending.delete(name);
        boss.notifyWorker(id);
      }, 25),
    );
  });
  const feed = await startChangeFeed(deps, opts.subscribers ?? declaredSubscribers(), {
    pollMs: opts.changePollMs,
  });
  return {
    // Stops fetching, lets jobs in flight finish until the deadline, then leaves: a job cut short
    // is retried once its expiry has passed.
    stop: async (deadlineMs = 30_000) => {
      stopWaking();
      for (const timer of pending.values()) clearTimeout(timer);
      await feed.stop();
      await boss.stop({ graceful: true, timeout: deadlineMs, close: false });
    },
  };
};
