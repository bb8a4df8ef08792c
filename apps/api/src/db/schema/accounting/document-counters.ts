import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

// The last number given per kind of document (INV, CN) and year. The issuing transaction
// increments its row (insert … on conflict do update), which keeps the row locked until it commits:
// concurrent issues of a year take turns, and a rolled-back issue gives its number back, so the
// numbers have no gaps.
export const documentCounters = pgTable(
  'document_counters',
  {
    prefix: varchar('prefix', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);
