import { appendClientLog } from '../clients/client-log.ts';
import { emailLogs } from '../db/schema/index.ts';
import type { WriteContext } from '../engine/types.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import type { Composed } from './compose.ts';

export type QueuedMail = {
  to: string;
  cc?: string[];
  composed: Composed;
  scope: string | null;
  clientId?: number;
  templateId?: number;
  vendorId?: number;
  tripId?: number;
  tripPdfId?: number;
  attachments?: MailAttachment[];
};

// The queued log row, an invitation's client log entry, and the send after the commit, which
// completes the row (sent or failed with the error) and never fails the request (decision 72).
// The log names who the message is for (client, vendor), the trip it is about and the PDF
// version it carried; the attachments stay in memory until the send.
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
      sentBy: ctx.actor.id,
      clientId: mail.clientId ?? null,
      templateId: mail.templateId ?? null,
      vendorId: mail.vendorId ?? null,
      tripId: mail.tripId ?? null,
      tripPdfId: mail.tripPdfId ?? null,
    })
    .returning();
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
  const { deps } = ctx;
  ctx.afterCommit(() =>
    deps.mailer
      .send(deps.db, {
        to: mail.to,
        cc: mail.cc,
        subject,
        html: mail.composed.html,
        text: mail.composed.text,
        attachments: mail.attachments,
        logId: log!.id,
      })
      .catch((err: unknown) => console.warn(`e-mail log ${log!.id}: ${(err as Error).message}`)),
  );
  return log!;
};
