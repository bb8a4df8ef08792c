import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

// Website settings by code (robots.txt...).
export const settings = pgTable(
  'settings',
  {
    id: idColumn(),
    code: varchar('code', { length: 255 }).notNull(),
    value: text('value'),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('settings_code_unique').on(t.code)],
);
