import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// Whether a table has no row yet: each seed writes only into empty tables, so running it on a
// database that has them adds nothing.
export const isEmpty = async (db: Db, table: PgTable) => {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
};
