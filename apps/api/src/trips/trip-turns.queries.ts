import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WriteTarget } from '../engine/types.ts';

// The writes of one trip (its items, their order and alternatives, the trip's dates that move its
// items) take turns in this process under one key (db/write-turns.ts, issue 23.5).
export const tripTurn = (tripId: number) => `trip:${tripId}`;

const tripIdOf = (value: unknown) => {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : undefined;
  const m = typeof value === 'string' ? /^(?:\/api\/trips\/)?(\d{1,10})$/.exec(value) : null;
  return m ? Number(m[1]) : undefined;
};

// The trip an item belongs to (an item's trip is fixed at creation).
export const tripIdOfItem = async (db: Db, itemId: number) => {
  const { rows } = await db.execute<{ tripId: number }>(
    sql`select trip_id as "tripId" from trip_items where id = ${itemId}`,
  );
  return rows[0] ? Number(rows[0].tripId) : undefined;
};

// A trip item's write: its trip's turn, from the body for a new item, from the row otherwise.
// A body or id that names no trip takes no turn: the write itself answers 404 or 422.
export const tripItemTurn = async (db: Db, write: WriteTarget) => {
  const tripId =
    write.op === 'create' || write.id === undefined
      ? tripIdOf(write.body?.trip)
      : await tripIdOfItem(db, write.id);
  return tripId === undefined ? undefined : tripTurn(tripId);
};

// A trip's own write (its dates move its items): the trip's turn.
export const tripOwnTurn = (_db: Db, write: WriteTarget) =>
  write.id === undefined ? undefined : tripTurn(write.id);
