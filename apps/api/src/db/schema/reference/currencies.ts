import { sql } from 'drizzle-orm';
import { uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable, usdRate } from '../columns.ts';

export const currencies = entityTable(
  'currencies',
  {
    // ISO 4217 alphabetic code, upper case.
    iso: varchar('iso', { length: 3 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    symbol: varchar('symbol', { length: 16 }),
    // Units of this currency for one US dollar (USD is 1); money stays numeric, a string in JSON.
    rate: usdRate('rate').notNull().default('1'),
  },
  (t) => [uniqueIndex('currencies_iso_unique').on(sql`upper(${t.iso})`)],
);
