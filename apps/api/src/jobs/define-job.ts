import * as v from 'valibot';
import type { AppDeps } from '../http/app-env.ts';

// What a job runs with: the services of the process that works it (an API process, a worker, a
// test), never the request that enqueued it.
export type JobDeps = Pick<AppDeps, 'db' | 'driver' | 'config' | 'mailer'>;
// attempt: 1 on the first run, 2 on the first retry... (a handler that must not repeat an outside
// effect, an e-mail, checks what it already did on attempt > 1).
// signal: aborted when the job outlives its expireInSeconds (pg-boss then fails the attempt and
// retries it, maybe while this one still runs) or the worker stops: a long handler stops there.
export type JobContext = { deps: JobDeps; jobId: string; attempt: number; signal?: AbortSignal };

export type JobDef<P> = {
  // The queue's name: 'mail.send', 'files.delete', 'website.update'...
  name: string;
  // Checked when enqueued (a bad payload fails the write that enqueues it) and when run (a job
  // stored by an older release with another shape fails instead of misbehaving).
  payload: v.GenericSchema<P>;
  run: (payload: P, ctx: JobContext) => Promise<void>;
  // limit: retries after the first attempt; backoff doubles delaySeconds each time (with jitter).
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  // A job still active after this long is taken as lost (its worker crashed) and retried.
  expireInSeconds?: number;
  // One job per key waiting at a time; with debounceSeconds, enqueues within that window collapse
  // into one job that runs at the end of it (a function of the config: a window the tests shorten).
  singleton?: { key: (p: P) => string; debounceSeconds?: number | ((config: JobDeps['config']) => number) };
  // Cron expression (5 fields: a minute is the finest period), in UTC: one job per period whatever
  // the number of worker processes (pg-boss files each occurrence under one key in the database).
  cron?: string;
  // What the jobs screen shows of a payload, when the default (secret-looking keys hidden, long
  // strings cut) is not enough.
  summary?: (p: P) => unknown;
};

export type Job<P> = JobDef<P> & {
  // Validates a payload, with the job's name in the error.
  parse: (payload: unknown) => P;
};

// Queue names pg-boss accepts: letters, digits, dots, dashes, underscores, slashes.
const validName = /^[A-Za-z0-9_.\-/]+$/;
const defined = new Map<string, Job<unknown>>();

export const defineJob = <P>(def: JobDef<P>): Job<P> => {
  if (!validName.test(def.name)) throw new Error(`Job name "${def.name}": use letters, digits, . - _ /`);
  // A 6-field (seconds) expression would pass pg-boss's parser and then run once a minute.
  if (def.cron && def.cron.trim().split(/\s+/).length !== 5)
    throw new Error(`Job ${def.name}: cron "${def.cron}" must have 5 fields (minute hour day month weekday)`);
  const job: Job<P> = {
    ...def,
    parse: (payload) => {
      const parsed = v.safeParse(def.payload, payload);
      if (parsed.success) return parsed.output;
      const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(payload)'}: ${i.message}`).join('; ');
      throw new Error(`Job ${def.name}: invalid payload (${issues})`);
    },
  };
  // The last definition of a name wins (a test module reloaded by vitest defines it again).
  defined.set(def.name, job as Job<unknown>);
  return job;
};

// Every job defined so far (by importing its file): the queues created when the queue opens.
export const definedJobs = (): Job<unknown>[] => [...defined.values()];

// A scheduled job that carries nothing: at each occurrence of `cron` it runs `run` with the
// worker's context (a sweep, a reminder round, a backfill).
export const defineCronJob = ({
  run,
  ...def
}: Omit<JobDef<unknown>, 'payload' | 'run' | 'cron' | 'singleton' | 'summary'> & {
  cron: string;
  run: (ctx: JobContext) => Promise<unknown>;
}) =>
  defineJob({
    ...def,
    payload: v.object({}),
    run: async (_payload, ctx) => {
      await run(ctx);
    },
  });
