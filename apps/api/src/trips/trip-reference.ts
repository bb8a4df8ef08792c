import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';

// The next human reference of the year (TR-2026-0042). The advisory lock, held to the end of the
// transaction, serialises the few concurrent creates so two processes behind one database never
// take the same number; the unique index stays the last guard.
export const nextTripReference = async (tx: Tx, year = new Date().getUTCFullYear()): Promise<string> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trips.reference'))`);
  const prefix = `TR-${year}-`;
  const rows = await tx.execute<{ last: number | null }>(
    sql`select max(split_part(reference, '-', 3)::int) as last
        from trips where reference like ${`${prefix}%`} and split_part(reference, '-', 3) ~ '^[0-9]{1,9}$'`,
  );
  const last = Number(rows.rows[0]?.last ?? 0);
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
};
