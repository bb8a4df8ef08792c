import type { Job as BossJob, JobResult } from 'pg-boss';
import type { Job, JobDeps } from './define-job.ts';

// The failure kept on a failed job (pg-boss stores it as the job's output): message and stack,
// which the jobs screen shows.
export const failureOf = (err: unknown) =>
  err instanceof Error
    ? { message: err.message, name: err.name, stack: err.stack }
    : { message: String(err) };

// Runs one fetched job and says how it ended; a throw (or a payload that no longer parses) fails
// the attempt, and pg-boss retries it or keeps it failed after the job's retry limit.
export const runJob = async (
  job: Job<unknown>,
  fetched: BossJob<unknown>,
  deps: JobDeps,
): Promise<JobResult> => {
  try {
    const payload = job.parse(fetched.data);
    await job.run(payload, {
      deps,
      jobId: fetched.id,
      attempt: fetched.retryCount + 1,
      signal: fetched.signal,
    });
    return { id: fetched.id, status: 'completed' };
  } catch (err) {
    return { id: fetched.id, status: 'failed', output: failureOf(err) };
  }
};
