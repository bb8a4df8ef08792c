import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { idColumn, instant, refId } from '../columns.ts';
import { tripPdfs } from '../trips/trip-pdfs.ts';
import { trips } from '../trips/trips.ts';
import { emailTemplates } from './email-templates.ts';

export const emailLogs = pgTable(
  'email_logs',
  {
    id: idColumn(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    // Copies (a proposal sent to the client with guests copied), comma-separated.
    cc: text('cc'),
    subject: varchar('subject', { length: 255 }).notNull(),
    scope: varchar('scope', { length: 64 }),
    transport: varchar('transport', { length: 16 }).notNull(),
    messageId: text('message_id'),
    error: text('error'),
    // The client the message was for, when it was for one (client log, client's e-mail history).
    clientId: integer('client_id'),
    // The supplier a booking request went to (the vendor's e-mail log).
    vendorId: refId('vendor_id', () => vendors.id, 'set null'),
    // The trip the message is about (its placeholders filled from it).
    tripId: refId('trip_id', () => trips.id, 'set null'),
    // The stored PDF version it carried (a proposal or finalized trip sent to the client).
    tripPdfId: refId('trip_pdf_id', () => tripPdfs.id, 'set null'),
    // The template it was written from; a deleted template leaves the log without it.
    // Who sent it (null for messages the system sends by itself, such as a password reset).
    sentBy: integer('sent_by'),
    templateId: refId('template_id', () => emailTemplates.id, 'set null'),
    // queued (written with the request; mail_messages keeps the message) | sending (handed to the
    // SMTP server by a mail.send job) | sent | failed. The Message-ID is fixed when queued.
    status: varchar('status', { length: 16 }).notNull().default('sent'),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_logs_recipient_idx').on(t.recipient),
    index('email_logs_client_idx').on(t.clientId, t.sentAt),
    index('email_logs_sent_idx').on(t.sentAt, t.id),
    index('email_logs_vendor_idx').on(t.vendorId, t.sentAt),
    index('email_logs_trip_idx').on(t.tripId, t.sentAt),
    index('email_logs_trip_pdf_idx').on(t.tripPdfId),
  ],
);
