import { sql } from 'drizzle-orm';
import { boolean, check, numeric, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// The tax table (issue 29.1): an invoice line names one rate; its percent is copied onto the line
// when written, so a later change of the table never changes an invoice. An inactive rate stays
// on the lines that used it and is refused on new ones.
export const taxRates = entityTable(
  'tax_rates',
  {
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    percent: numeric('percent', { precision: 6, scale: 3 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('tax_rates_code_unique').on(sql`upper(${t.code})`),
    check('tax_rates_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
  ],
);
