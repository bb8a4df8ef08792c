import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { emailLogs, mailMessages } from '../db/schema/index.ts';
import { fileStoreOf, readStoredFile } from '../files/file-store.ts';
import { isPermanentMailError, type MailAttachment, type Mailer } from './mailer.ts';

export type MailDeps = { db: Db; config: AppConfig; mailer: Mailer };

// How long a claimed send may take before another try may start it again: longer than the SMTP
// timeouts of mail/mailer.ts allow one try to last (30 s + 30 s + 60 s).
export const mailClaimSeconds = Number(process.env.MAIL_CLAIM_SECONDS) || 180;

// Thrown while another worker holds the claim: the job is retried later, nothing is sent.
export class MailClaimedError extends Error {}

type Claimed = {
  id: number;
  recipient: string;
  subject: string;
  messageId: string;
  cc: string[] | null;
  html: string | null;
  text: string;
  attachments: { filename: string; contentType: string; path: string }[] | null;
};

// Takes the message for one try: queued → sending, claimed for mailClaimSeconds. A row already
// sent or failed answers nothing (the job ran before: nothing to do). A row `sending` whose claim
// has passed was left by a worker that died mid-send: it is taken again (see sendQueuedMail).
const claim = (db: Db, logId: number): Promise<Claimed | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: emailLogs.id,
        status: emailLogs.status,
        recipient: emailLogs.recipient,
        subject: emailLogs.subject,
        messageId: emailLogs.messageId,
        cc: mailMessages.cc,
        html: mailMessages.html,
        text: mailMessages.text,
        attachments: mailMessages.attachments,
        claimedUntil: mailMessages.claimedUntil,
      })
      .from(emailLogs)
      .leftJoin(mailMessages, eq(mailMessages.emailLogId, emailLogs.id))
      .where(eq(emailLogs.id, logId))
      .for('update', { of: emailLogs });
    if (!row || (row.status !== 'queued' && row.status !== 'sending')) return undefined;
    if (row.text === null || !row.messageId) {
      // Queued before messages were kept (decision 94's rows): there is nothing to send.
      await tx
        .update(emailLogs)
        .set({ status: 'failed', error: 'Not sent: the message was not kept. Send it again.' })
        .where(eq(emailLogs.id, logId));
      return undefined;
    }
    if (row.status === 'sending' && row.claimedUntil && row.claimedUntil > new Date())
      throw new MailClaimedError(`e-mail ${logId} is being sent by another worker`);
    await tx.update(emailLogs).set({ status: 'sending' }).where(eq(emailLogs.id, logId));
    await tx
      .update(mailMessages)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${mailClaimSeconds})`,
        attempts: sql`${mailMessages.attempts} + 1`,
      })
      .where(eq(mailMessages.emailLogId, logId));
    return row as Claimed;
  });

// The outcome, and the kept message deleted with it: once `sent` is committed no try sends again.
const finish = (db: Db, logId: number, outcome: { status: 'sent' | 'failed'; error: string | null }) =>
  db.transaction(async (tx) => {
    await tx
      .update(emailLogs)
      .set({ ...outcome, sentAt: new Date() })
      .where(eq(emailLogs.id, logId));
    await tx.delete(mailMessages).where(eq(mailMessages.emailLogId, logId));
  });

const attachmentsOf = async (config: AppConfig, claimed: Claimed): Promise<MailAttachment[]> => {
  const store = fileStoreOf(config);
  const files: MailAttachment[] = [];
  for (const a of claimed.attachments ?? []) {
    const content = await readStoredFile(store, a.path);
    // Deleted since it was queued (its PDF version removed): waiting will not bring it back.
    if (!content)
      throw Object.assign(new Error(`The attachment ${a.filename} no longer exists.`), { responseCode: 550 });
    files.push({ filename: a.filename, contentType: a.contentType, content });
  }
  return files;
};

// One try of the mail.send job. The guarantee: once the SMTP server accepted the message and
// `sent` is committed, it is never sent again. A worker killed between the two (the SMTP server
// has it, the row still says `sending`) cannot know which side of the acceptance it died on; the
// next try after the claim sends it again with the same Message-ID, so the one duplicate possible
// in that window is recognisable as one (mail clients and most MTAs drop a repeated Message-ID).
// A transient failure puts the row back to queued with the error and throws, so the job retries
// with backoff; a permanent one (5xx) or the last try marks it failed for good.
export const sendQueuedMail = async (deps: MailDeps, logId: number, opts: { isLastTry: boolean }) => {
  const claimed = await claim(deps.db, logId);
  if (!claimed) return;
  try {
    await deps.mailer.deliver({
      logId,
      messageId: claimed.messageId,
      to: claimed.recipient,
      cc: claimed.cc ?? undefined,
      subject: claimed.subject,
      text: claimed.text,
      html: claimed.html ?? undefined,
      attachments: await attachmentsOf(deps.config, claimed),
    });
  } catch (err) {
    const error = (err as Error).message;
    if (opts.isLastTry || isPermanentMailError(err)) {
      await finish(deps.db, logId, { status: 'failed', error });
      return;
    }
    await deps.db.transaction(async (tx) => {
      await tx.update(emailLogs).set({ status: 'queued', error }).where(eq(emailLogs.id, logId));
      await tx.update(mailMessages).set({ claimedUntil: null }).where(eq(mailMessages.emailLogId, logId));
    });
    throw err;
  }
  await finish(deps.db, logId, { status: 'sent', error: null });
};
