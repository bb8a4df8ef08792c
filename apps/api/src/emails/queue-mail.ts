import { randomUUID } from 'node:crypto';
import { appendClientLog } from '../clients/client-log.ts';
import { emailLogs, type MailAttachmentRef, mailMessages } from '../db/schema/index.ts';
import type { WriteContext } from '../engine/types.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { newMessageId } from '../mail/mailer.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';
import type { Composed } from './compose.ts';

export type QueuedMail = {
  to: string;
  cc?: string[];
  // A composed template, or a fixed text (a password reset, a document request).
  composed: Pick<Composed, 'subject' | 'text'> & { html?: string };
  scope: string | null;
  clientId?: number;
  templateId?: number;
  vendorId?: number;
  tripId?: number;
  tripPdfId?: number;
  // Stored files (a trip PDF version), sent by reference: the bytes stay in the file store.
  attachments?: MailAttachmentRef[];
  // Who the log names as the sender; the actor by default, null for what the system sends by
  // itself (a password reset).
  sentBy?: number | null;
};

// In the caller's transaction: the log row (queued, its Message-ID fixed now), the message kept
// until it is sent (mail_messages), an invitation's client log entry, and the mail.send job that
// sends it. A write that rolls back leaves none of them; one that commits sends the message even
// if this process stops right after (decision 72: the send never fails the request).
export const queueMail = async (ctx: WriteContext, mail: QueuedMail, logMessage: string) => {
  const subject = mail.composed.subject.slice(0, 255);
  const [log] = await ctx.tx
    .insert(emailLogs)
    .values({
      recipient: mail.to,
      cc: mail.cc?.length ? mail.cc.join(', ') : null,
      subject,
      scope: mail.scope,
      transport: ctx.deps.mailer.transport,
      status: 'queued',
      messageId: newMessageId(randomUUID()),
      sentBy: mail.sentBy === undefined ? ctx.actor.id : mail.sentBy,
      clientId: mail.clientId ?? null,
      templateId: mail.templateId ?? null,
      vendorId: mail.vendorId ?? null,
      tripId: mail.tripId ?? null,
      tripPdfId: mail.tripPdfId ?? null,
    })
    .returning();
  await ctx.tx.insert(mailMessages).values({
    emailLogId: log!.id,
    cc: mail.cc?.length ? mail.cc : null,
    html: mail.composed.html ?? null,
    text: mail.composed.text,
    attachments: mail.attachments?.length ? mail.attachments : null,
  });
  // The e-mail itself shows in the client's log through its email_logs row (with its status);
  // an invitation is also an event of its own (the client's invitation hash changed).
  if (mail.clientId !== undefined && mail.scope === 'invitation') {
    await appendClientLog(ctx.tx, {
      clientId: mail.clientId,
      kind: 'invitation',
      message: logMessage,
      actorId: ctx.actor.id,
    });
  }
  await enqueue(ctx, sendMailJob, { logId: log!.id }, { key: `mail:${log!.id}` });
  return log!;
};
