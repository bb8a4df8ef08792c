import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

// The exact number of rows of the tables whose unfiltered lists are long (the media gallery's
// 50,000 images): kept by statement triggers (migration row_counts_sql), read by the engine's
// list instead of counting every row on every page (engine/list-statements.ts, `countedRows`).
// Transactional: a count includes what the reading transaction sees committed, like count(*).
export const rowCounts = pgTable('row_counts', {
  tableName: varchar('table_name', { length: 63 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
