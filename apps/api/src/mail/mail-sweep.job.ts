import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { emailLogs, mailMessages } from '../db/schema/index.ts';
import type { WriteContext } from '../engine/types.ts';
import { defineCronJob, type JobDeps } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { mailRetryLimit, sendMailJob } from './send-mail.job.ts';

// Longer than the mail.send job's tries can last (backoff from 30 s, mailRetryLimit retries).
const beyondRetriesMs = 6 * 3600_000;
// Tries after which a message is given up even by the sweep.
const maxAttempts = 2 * (mailRetryLimit + 1);
export const gaveUpMessage = `Not sent after ${maxAttempts} tries.`;

// A message still queued or sending long after its job's tries ended lost its job without a record
// (its worker killed on the last try, the database gone while the outcome was written): it gets a
// new mail.send job, or is marked failed once it has had its share of tries.
export const sweepStuckMails = async (deps: Pick<JobDeps, 'db'>, now = new Date()) => {
  const stuck = await deps.db
    .select({ id: emailLogs.id, attempts: mailMessages.attempts })
    .from(emailLogs)
    .innerJoin(mailMessages, eq(mailMessages.emailLogId, emailLogs.id))
    .where(
      and(
        inArray(emailLogs.status, ['queued', 'sending']),
        lt(emailLogs.sentAt, new Date(now.getTime() - beyondRetriesMs)),
        or(isNull(mailMessages.claimedUntil), lt(mailMessages.claimedUntil, now)),
      ),
    )
    .limit(500);
  for (const row of stuck) {
    await deps.db.transaction(async (tx) => {
      if (row.attempts < maxAttempts) {
        // Counted as queued now: the next sweep leaves it to this job's tries.
        await tx.update(emailLogs).set({ sentAt: now }).where(eq(emailLogs.id, row.id));
        // enqueue reads only the transaction and the database of the context it is given.
        await enqueue(
          { tx, deps } as unknown as Pick<WriteContext, 'tx' | 'deps'>,
          sendMailJob,
          { logId: row.id },
          { key: `mail:${row.id}` },
        );
        return;
      }
      await tx
        .update(emailLogs)
        .set({ status: 'failed', error: sql`coalesce(${emailLogs.error}, ${gaveUpMessage})` })
        .where(eq(emailLogs.id, row.id));
      await tx.delete(mailMessages).where(eq(mailMessages.emailLogId, row.id));
    });
  }
  return stuck.length;
};

// Hourly, once for the deployment.
export const mailSweepJob = defineCronJob({
  name: 'mail.sweep',
  cron: '23 * * * *',
  run: (ctx) => sweepStuckMails(ctx.deps),
});
