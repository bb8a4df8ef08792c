import { modules } from '../modules.ts';
import type { Job } from './define-job.ts';

// Every job the worker runs: each domain lists its own in its module.ts (a job file is
// `<area>/<name>.job.ts`).
export const allJobs: Job<any>[] = modules.flatMap((m) => m.jobs);
