import { text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// Website settings by code (robots.txt...).
export const settings = entityTable(
  'settings',
  {
    code: varchar('code', { length: 255 }).notNull(),
    value: text('value'),
    description: text('description'),
  },
  (t) => [uniqueIndex('settings_code_unique').on(t.code)],
);
