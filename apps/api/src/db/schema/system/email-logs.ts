import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const emailLogs = pgTable(
  'email_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    scope: varchar('scope', { length: 64 }),
    transport: varchar('transport', { length: 16 }).notNull(),
    messageId: text('message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_logs_recipient_idx').on(t.recipient)],
);
