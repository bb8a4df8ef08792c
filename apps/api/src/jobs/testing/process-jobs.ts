import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { defineJob } from '../define-job.ts';

// Jobs of the multi-process tests (process-jobs.test.ts): each run is written to job_runs, a table
// the test creates, so the parent sees what every child process did.
const note = (deps: { db: import('../../db/client.ts').Db }, job: string, event: string, attempt: number) =>
  deps.db.execute(
    sql`insert into job_runs (job, event, attempt, pid) values (${job}, ${event}, ${attempt}, ${process.pid})`,
  );

export const cronTick = defineJob({
  name: 'test.cron-tick',
  payload: v.looseObject({}),
  // pg-boss's cron periods are minutes at the finest.
  cron: '* * * * *',
  run: async (_p, { deps, attempt }) => {
    await note(deps, 'test.cron-tick', 'ran', attempt);
  },
});

// Its first attempt hangs (the test kills its process meanwhile); a later one finishes at once.
export const slowJob = defineJob({
  name: 'test.slow',
  payload: v.object({ n: v.number() }),
  retry: { limit: 2, delaySeconds: 0 },
  expireInSeconds: 2,
  run: async (_p, { deps, attempt }) => {
    await note(deps, 'test.slow', 'started', attempt);
    if (attempt === 1) await new Promise((r) => setTimeout(r, 60_000));
    await note(deps, 'test.slow', 'done', attempt);
  },
});

export const processJobs = [cronTick, slowJob];
