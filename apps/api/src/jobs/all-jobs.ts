import { modules } from '../modules.ts';
import type { Job } from './define-job.ts';
import type { Subscriber } from './on-change.ts';

// Every job the worker runs: each domain lists its own in its module.ts (a job file is
// `<area>/<name>.job.ts`).
export const allJobs: Job<any>[] = modules.flatMap((m) => m.jobs);

// Every subscriber to the change feed, listed by its domain's module (jobs/on-change.ts).
export const allSubscribers: Subscriber[] = modules.flatMap((m) => m.subscribers);
