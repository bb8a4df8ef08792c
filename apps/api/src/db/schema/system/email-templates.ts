import { index, text, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// A reusable e-mail: subject and sanitised HTML body with {{placeholders}} (mail/placeholders.ts),
// for one scope of the emailScope enum (client, trip, invitation...).
export const emailTemplates = entityTable(
  'email_templates',
  {
    name: varchar('name', { length: 160 }).notNull(),
    scope: varchar('scope', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('email_templates_scope_name_idx').on(t.scope, t.name)],
);
