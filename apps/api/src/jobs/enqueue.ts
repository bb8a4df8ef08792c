import type { Tx } from '../engine/types.ts';
import type { Job, JobDeps } from './define-job.ts';
import { transactionExecutor } from './executors.ts';
import { jobQueueOf } from './job-queue.ts';
import { wakeWorkers } from './wake.ts';

export type EnqueueOptions = { key?: string; startAfter?: Date };

// Adds a job inside the write's transaction: it exists only if the write commits, and a worker
// (of this process or another) runs it after the commit. `key` overrides the job's singleton key.
// Resolves to the job's id, or null when a singleton job of that key is already waiting.
export const enqueue = async <P>(
  // A WriteContext (engine/types.ts), a change handler's context, or a job's deps with a transaction.
  ctx: { tx: Tx; deps: JobDeps; afterCommit?: (task: () => unknown) => void },
  job: Job<P>,
  payload: P,
  opts: EnqueueOptions = {},
): Promise<string | null> => {
  const data = job.parse(payload);
  const queue = jobQueueOf(ctx.deps.db);
  if (!queue.has(job.name))
    throw new Error(
      `Job ${job.name} has no queue: define it before the queue opens (list it in its domain's module.ts).`,
    );
  const key = opts.key ?? job.singleton?.key(data);
  const window = job.singleton?.debounceSeconds;
  const debounce = typeof window === 'function' ? window(ctx.deps.config) : window;
  const id = await queue.boss.send(job.name, data as object, {
    db: transactionExecutor(ctx.tx),
    ...(key !== undefined ? { singletonKey: key } : {}),
    // pg-boss's debounce: the first job of a window runs at once, later ones in it collapse into
    // one job for the next window.
    ...(debounce ? { singletonSeconds: debounce, singletonNextSlot: true } : {}),
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
  });
  // Workers of this process start on it once it is committed, without waiting for their next poll.
  ctx.afterCommit?.(() => wakeWorkers(ctx.deps.db, job.name));
  return id;
};
