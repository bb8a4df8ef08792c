import { dispatchChanges, subscribersBehind } from './change-feed.ts';
import { definedJobs, type Job, type JobDeps } from './define-job.ts';
import { jobQueueOf } from './job-queue.ts';
import { declaredSubscribers, type Subscriber } from './on-change.ts';
import { runJob } from './run-job.ts';

// Tests: delivers the pending changes to the subscribers and works every due job in this process,
// until neither is left (jobs that enqueue jobs, subscribers that enqueue jobs included),
// deterministically and without a worker's polling. Jobs waiting for a later start (a retry's
// backoff, a debounce window) stay queued. Answers how many jobs ran.
export const drainJobs = async (
  deps: JobDeps,
  opts: { jobs?: Job<unknown>[]; subscribers?: Subscriber[]; maxRounds?: number } = {},
) => {
  const { jobs = definedJobs(), subscribers = declaredSubscribers(), maxRounds = 1000 } = opts;
  const { boss, has } = jobQueueOf(deps.db);
  let ran = 0;
  const settleBy = Date.now() + 10_000;
  for (let round = 0; round < maxRounds; round++) {
    let found = await dispatchChanges(deps, subscribers);
    const changes = found;
    for (const job of jobs) {
      if (!has(job.name)) continue;
      const fetched = await boss.fetch<unknown>(job.name, { batchSize: 50 });
      found += fetched.length;
      for (const one of fetched) {
        const result = await runJob(job, one, deps);
        if (result.status === 'completed') await boss.complete(job.name, one.id);
        else await boss.fail(job.name, one.id, result.output as object);
      }
    }
    ran += found - changes;
    if (found > 0) continue;
    // Changes committed but not yet safe to hand out (another transaction of the server is in
    // flight): wait for it, a few seconds at most, rather than return with them undelivered.
    if (Date.now() < settleBy && (await subscribersBehind(deps.db, subscribers)).length > 0) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    return ran;
  }
  throw new Error(`drainJobs: jobs still coming after ${maxRounds} rounds (a job that enqueues itself?)`);
};
