import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { schedulePeriodic } from '../db/periodic-task.ts';
import { emailLogs } from '../db/schema/index.ts';

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

export type Mail = {
  to: string;
  // Copied addresses (guests on a proposal sent to the client).
  cc?: string[];
  // Files carried in the message itself (the .eml of the outbox holds them too).
  attachments?: MailAttachment[];
  subject: string;
  text: string;
  html?: string;
  scope?: string;
  clientId?: number;
  templateId?: number;
  // The email_logs row written (status queued) with the request this message belongs to: the
  // send completes that row instead of adding one.
  logId?: number;
};
export type Mailer = { send: (db: Db, mail: Mail) => Promise<void>; transport: 'smtp' | 'outbox' };

const from = process.env.MAIL_FROM || 'Back office <no-reply@backoffice.local>';

// SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox.
export const createMailer = (opts: { smtpUrl?: string; dataDir: string }): Mailer => {
  const transport = opts.smtpUrl ? 'smtp' : 'outbox';
  const transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(opts.dataDir, 'outbox');
  return {
    transport,
    send: async (db, mail) => {
      let messageId: string | undefined;
      let error: string | undefined;
      try {
        const { clientId: _c, templateId: _t, scope: _s, logId: _l, cc, attachments, ...message } = mail;
        const info = await transporter.sendMail({
          from,
          ...message,
          ...(cc?.length ? { cc } : {}),
          ...(attachments?.length
            ? {
                attachments: attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
                })),
              }
            : {}),
        });
        messageId = info.messageId;
        if (transport === 'outbox') {
          await mkdir(outbox, { recursive: true });
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          await writeFile(join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer);
        }
      } catch (e) {
        error = (e as Error).message;
      }
      const outcome = {
        transport,
        messageId: messageId ?? null,
        error: error ?? null,
        status: error ? 'failed' : 'sent',
      };
      if (mail.logId !== undefined) {
        await db
          .update(emailLogs)
          .set({ ...outcome, sentAt: new Date() })
          .where(eq(emailLogs.id, mail.logId));
      } else {
        await db.insert(emailLogs).values({
          recipient: mail.to,
          subject: mail.subject,
          scope: mail.scope ?? null,
          clientId: mail.clientId ?? null,
          templateId: mail.templateId ?? null,
          ...outcome,
        });
      }
      if (error) throw new Error(`Mail not sent: ${error}`);
    },
  };
};

// A message is sent after its request commits (email.routes.ts queueMail); a server that stops in
// between leaves its row `queued` for ever, and the body is not kept to send it later. Rows queued
// longer than any send takes are marked failed, so the screen says to send again. The age keeps a
// second server behind the same database from failing the messages the first is still sending.
export const INTERRUPTED_MAIL = 'Not sent: the server stopped before sending it. Send it again.';
export const failInterruptedMails = async (db: Db, olderThanMs = 10 * 60_000) => {
  const failed = await db
    .update(emailLogs)
    .set({ status: 'failed', error: INTERRUPTED_MAIL })
    .where(and(eq(emailLogs.status, 'queued'), lt(emailLogs.sentAt, new Date(Date.now() - olderThanMs))))
    .returning({ id: emailLogs.id });
  return failed.length;
};

/** At start and every ten minutes; returns the stop. */
export const scheduleInterruptedMailSweep = (db: Db) =>
  schedulePeriodic(
    () => failInterruptedMails(db),
    10 * 60_000,
    (e) => console.warn(`e-mail sweep: ${e.message}`),
  );
