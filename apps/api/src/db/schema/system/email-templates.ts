import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

// A reusable e-mail: subject and sanitised HTML body with {{placeholders}} (mail/placeholders.ts),
// for one scope of the emailScope enum (client, trip, invitation...).
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: idColumn(),
    name: varchar('name', { length: 160 }).notNull(),
    scope: varchar('scope', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: text('body').notNull(),
    ...auditColumns(),
  },
  (t) => [index('email_templates_scope_name_idx').on(t.scope, t.name)],
);
