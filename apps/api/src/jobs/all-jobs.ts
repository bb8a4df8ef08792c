import { vaultPurgeJob } from '../clients/vault-purge.job.ts';
import { deleteFileJob } from '../files/delete-file.job.ts';
import { mailSweepJob } from '../mail/mail-sweep.job.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';
import { websiteUpdateJob } from '../settings/website-update.job.ts';
import type { Job } from './define-job.ts';

// Every job the worker runs, until modules.ts lists them per domain. A job file is
// `<area>/<name>.job.ts` and is added here.
export const allJobs: Job<any>[] = [
  sendMailJob,
  mailSweepJob,
  deleteFileJob,
  websiteUpdateJob,
  vaultPurgeJob,
];
