import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';

// The rows that tie a trip, its guests and its payments to one client (issue 23.8): each answers
// what would contradict a change, for the hook that refuses it to name.

// The trips the guest travels on whose client is not `clientId` (their references).
export const tripsOfGuestNotOf = async (tx: Tx, guestId: number, clientId: number) =>
  (
    await tx.execute<{ reference: string }>(sql`
      select t.reference from trip_guests g join trips t on t.id = g.trip_id
      where g.client_guest_id = ${guestId} and t.client_id <> ${clientId}
      order by t.id for share of g`)
  ).rows.map((r) => r.reference);

// The guests on the trip who are not guests of `clientId` (their names).
export const guestsOnTripNotOf = async (tx: Tx, tripId: number, clientId: number) =>
  (
    await tx.execute<{ name: string }>(sql`
      select c.name from trip_guests g join client_guests c on c.id = g.client_guest_id
      where g.trip_id = ${tripId} and c.client_id <> ${clientId}
      order by g.id for share of g`)
  ).rows.map((r) => r.name);

// How many of the trip's payments are recorded for another client than `clientId`.
export const paymentsOfTripNotOf = async (tx: Tx, tripId: number, clientId: number) =>
  Number(
    (
      await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from payments where trip_id = ${tripId} and client_id is distinct from ${clientId}`,
      )
    ).rows[0]?.n ?? 0,
  );

// The trip's client, its row shared-locked so it cannot change before the write commits.
export const clientOfTrip = async (tx: Tx, tripId: number) =>
  (await tx.execute<{ client_id: number }>(sql`select client_id from trips where id = ${tripId} for share`))
    .rows[0]?.client_id;
