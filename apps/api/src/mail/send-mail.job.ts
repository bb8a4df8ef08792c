import * as v from 'valibot';
import { defineJob } from '../jobs/define-job.ts';
import { mailClaimSeconds, sendQueuedMail } from './send-queued-mail.ts';

// Tries of one e-mail: with the backoff from 30 s they span about two hours (an SMTP server down
// for maintenance), then the log says failed with the last error.
export const mailRetryLimit = 8;

// Sends one queued e-mail (emails/queue-mail.ts enqueues it in the transaction that wrote its
// email_logs row). Idempotent: a row already sent is left alone; the job key is the log id.
export const sendMailJob = defineJob({
  name: 'mail.send',
  payload: v.object({ logId: v.pipe(v.number(), v.integer()) }),
  retry: { limit: mailRetryLimit, delaySeconds: 30, backoff: true },
  // A try lasts at most the claim; the queue hands a job left active longer to another worker.
  expireInSeconds: mailClaimSeconds,
  run: (payload, ctx) => sendQueuedMail(ctx.deps, payload.logId, { isLastTry: ctx.attempt > mailRetryLimit }),
});
