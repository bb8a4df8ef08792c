import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';

// How many days and printed items a trip has (the items loadTripPdfData prints: no alternatives,
// nothing cancelled or not needed), in one query: enough to refuse a trip over the print limits
// before its data is read.
export const countTripPdfContent = async (db: Tx, tripId: number) => {
  const { rows } = await db.execute<{ days: number | string; items: number | string }>(sql`
    select (select count(*) from trip_days where trip_id = ${tripId}) as days,
      (select count(*) from trip_items where trip_id = ${tripId} and alternative_of_id is null
        and status not in ('not_needed', 'cancelled')) as items`);
  return { days: Number(rows[0]?.days ?? 0), items: Number(rows[0]?.items ?? 0) };
};
