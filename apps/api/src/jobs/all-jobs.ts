import type { Job } from './define-job.ts';

// Every job the worker runs, until modules.ts lists them per domain. A job file is
// `<area>/<name>.job.ts` and is added here.
export const allJobs: Job<any>[] = [];
