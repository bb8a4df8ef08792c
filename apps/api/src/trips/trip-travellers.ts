import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { clientGuests } from '../db/schema/index.ts';
import { insertRecords, serverValues } from '../engine/records.ts';
import type { Row, Tx, WriteContext } from '../engine/types.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { tripGuestsResource } from './trip-guests.resource.ts';

// Issue 30.9: a new trip takes the client's guests who travel (`travellers`, ClientGuest IRIs or
// ids): they become its trip guests in the trip's transaction, and when the trip gives no adults
// or children, they are counted from them (the client and the adult guests; children and infants).

export const travellersField = () =>
  v.pipe(
    v.array(v.union([v.string(), v.number()]), 'Expected a list of client guest IRIs.'),
    v.description("Write-only, on a new trip: the client's guests who travel (ClientGuest IRIs)."),
  );

const idOf = (x: string | number) => {
  if (typeof x === 'number') return Number.isInteger(x) && x > 0 ? x : undefined;
  const m = /^(?:\/api\/client_guests\/)?(\d+)$/.exec(x);
  return m ? Number(m[1]) : undefined;
};

const pending = new WeakMap<Tx, number[]>();

// beforeWrite of a trip: checks the list against the client's guests and fills adults and children.
export const takeTravellers = async (tx: Tx, values: Row, existing: Row | undefined, list: unknown) => {
  if (list === undefined) return;
  if (existing)
    throw unprocessable([
      { propertyPath: 'travellers', message: 'Travellers are given with a new trip; add trip guests after.' },
    ]);
  const given = list as (string | number)[];
  const ids = given.map(idOf);
  const clientId = values.clientId as number;
  const found = ids.some((id) => id !== undefined)
    ? await tx
        .select({ id: clientGuests.id, status: clientGuests.status })
        .from(clientGuests)
        .where(
          and(
            eq(clientGuests.clientId, clientId),
            inArray(
              clientGuests.id,
              ids.filter((id): id is number => id !== undefined),
            ),
          ),
        )
    : [];
  const byId = new Map(found.map((g) => [g.id, g]));
  const seen = new Set<number>();
  const violations: Violation[] = [];
  ids.forEach((id, i) => {
    if (id === undefined || !byId.has(id))
      violations.push({ propertyPath: `travellers[${i}]`, message: "Not one of the client's guests." });
    else if (seen.has(id)) violations.push({ propertyPath: `travellers[${i}]`, message: 'Listed twice.' });
    else seen.add(id);
  });
  if (violations.length) throw unprocessable(violations);
  const guests = [...seen].map((id) => byId.get(id)!);
  if (values.adults === undefined || values.adults === null)
    values.adults = 1 + guests.filter((g) => g.status !== 'child' && g.status !== 'infant').length;
  if (values.children === undefined || values.children === null)
    values.children = guests.filter((g) => g.status === 'child' || g.status === 'infant').length;
  pending.set(tx, [...seen]);
};

// afterWrite of a new trip: its trip guests, in the same transaction.
export const addTravellers = async (ctx: WriteContext, tripId: number) => {
  const ids = pending.get(ctx.tx);
  if (!ids) return;
  pending.delete(ctx.tx);
  await insertRecords(
    ctx,
    tripGuestsResource,
    ids.map((clientGuestId) => serverValues({ tripId, clientGuestId })),
  );
};
