import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns.ts';
import { emailLogs } from './email-logs.ts';

// A stored file sent as an attachment (a trip PDF version): the message keeps the reference, the
// bytes stay in the file store.
export type MailAttachmentRef = { filename: string; contentType: string; path: string };

// What is needed to send a queued e-mail later, kept until it is sent (or fails for good) and then
// deleted: the body may hold a secret link (a password reset, a document request) that must not
// stay readable in the database once delivered. Its email_logs row is the history that stays.
export const mailMessages = pgTable('mail_messages', {
  emailLogId: integer('email_log_id')
    .primaryKey()
    .references(() => emailLogs.id, { onDelete: 'cascade' }),
  cc: text('cc').array(),
  html: text('html'),
  text: text('text').notNull(),
  attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
  // The send claimed until then (status `sending`): a retry waits for it to pass, so that a worker
  // still talking to the SMTP server is not doubled by another.
  claimedUntil: instant('claimed_until'),
  attempts: integer('attempts').notNull().default(0),
});
