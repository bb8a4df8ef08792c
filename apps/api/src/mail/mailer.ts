import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

// One message as it goes out: its Message-ID is fixed before the first try (emails/queue-mail.ts),
// so that every try of one e-mail carries the same one.
export type OutgoingMail = {
  messageId: string;
  to: string;
  // Copied addresses (guests on a proposal sent to the client).
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  // Files carried in the message itself (the .eml of the outbox holds them too).
  attachments?: MailAttachment[];
  // Names the outbox file: a try that is repeated rewrites the same file.
  logId: number;
};

// The transport only: who queues, claims and records a message is mail/send-queued-mail.ts.
// `deliver` resolves once the SMTP server accepted the message (or the .eml file is written) and
// throws otherwise, with the SMTP reply code when there is one.
export type Mailer = { deliver: (mail: OutgoingMail) => Promise<void>; transport: 'smtp' | 'outbox' };

export const mailFrom = () => process.env.MAIL_FROM || 'Back office <no-reply@backoffice.local>';

// The Message-ID of a new message, on the sender's domain.
export const newMessageId = (id: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom())?.[1] ?? 'backoffice.local';
  return `<${id}@${domain}>`;
};

// An SMTP answer that will not change on a retry (5xx: unknown recipient, refused content).
export const isPermanentMailError = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

// Nodemailer reads its SMTP options from the URL's query; those given in SMTP_URL are kept.
const withTimeouts = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  for (const [name, ms] of Object.entries(timeouts))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
};

// SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox.
// The timeouts bound a send, so that a claim (mail_messages.claimed_until) outlives it.
export const createMailer = (opts: { smtpUrl?: string; dataDir: string }): Mailer => {
  const transport = opts.smtpUrl ? 'smtp' : 'outbox';
  const transporter = opts.smtpUrl
    ? nodemailer.createTransport(withTimeouts(opts.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(opts.dataDir, 'outbox');
  return {
    transport,
    deliver: async ({ logId, cc, attachments, ...message }) => {
      const info = await transporter.sendMail({
        from: mailFrom(),
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
      if (transport === 'outbox') {
        await mkdir(outbox, { recursive: true });
        await writeFile(join(outbox, `${String(logId).padStart(8, '0')}.eml`), info.message as Buffer);
      }
    },
  };
};
