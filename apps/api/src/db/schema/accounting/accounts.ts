import { sql } from 'drizzle-orm';
import { check, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// The chart of accounts (issue 29.4). The accounts the postings use carry a `systemKey`
// (receivables, client_deposits…) and are seeded by the migration; their codes and names may
// change, their keys never do.
export const accounts = entityTable(
  'accounts',
  {
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    // asset | liability | equity | income | expense
    type: varchar('type', { length: 16 }).notNull(),
    systemKey: varchar('system_key', { length: 32 }),
  },
  (t) => [
    uniqueIndex('accounts_code_unique').on(t.code),
    uniqueIndex('accounts_system_key_unique').on(t.systemKey),
    check('accounts_type_check', sql`${t.type} in ('asset', 'liability', 'equity', 'income', 'expense')`),
  ],
);
