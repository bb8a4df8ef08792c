import { asc, eq } from 'drizzle-orm';
import { tripItems } from '../db/schema/index.ts';
import { reorderRecords } from '../engine/record-sets.ts';
import type { Resource, Row, Tx, WriteContext } from '../engine/types.ts';

// Items in date-and-time order (issue 30.5). A trip's items are listed by position; the server
// keeps positions in date-and-time order: an item created, or whose start changes, takes its place
// before the first item of the trip that starts after it (an item without a start goes last). A
// manual order (POST /next/trips/update-item-order) holds until the item's start changes; the
// screens group by day, so a manual order only counts within a day. Alternatives ride under their
// main item and are not placed. Copies (template imports, clones: beforeWrite skipped) keep the
// order they were given.

const norm = (s: unknown) =>
  s === null || s === undefined ? null : String(s).replace('T', ' ').slice(0, 19);

// What beforeWrite asked to place, for afterWrite (the row has its id and values only then):
// creates by count (insertRecords runs every beforeWrite, then every afterWrite, in order), updates
// by id. Keyed by the transaction.
const pendingCreates = new WeakMap<Tx, number>();
const pendingMoves = new WeakMap<Tx, Set<number>>();

export const notePlacement = (tx: Tx, values: Row, existing: Row | undefined, input: Row) => {
  if ('position' in input) return;
  const alternativeOf = 'alternativeOfId' in values ? values.alternativeOfId : existing?.alternativeOfId;
  if (alternativeOf !== null && alternativeOf !== undefined) return;
  if (!existing) {
    pendingCreates.set(tx, (pendingCreates.get(tx) ?? 0) + 1);
    return;
  }
  if ('startDate' in values && norm(values.startDate) !== norm(existing.startDate)) {
    const ids = pendingMoves.get(tx) ?? new Set<number>();
    ids.add(existing.id as number);
    pendingMoves.set(tx, ids);
  }
};

type Placed = { id: number; position: number; start: string | null; alternativeOfId: number | null };

// The trip's order with `row` moved before the first main item starting after it.
export const placedOrder = (others: Placed[], row: { id: number; start: string | null }) => {
  const order = others
    .filter((o) => o.id !== row.id)
    .toSorted((a, b) => a.position - b.position || a.id - b.id);
  const at =
    row.start === null
      ? -1
      : order.findIndex((o) => o.alternativeOfId === null && (o.start === null || o.start > row.start!));
  const ids = order.map((o) => o.id);
  ids.splice(at === -1 ? ids.length : at, 0, row.id);
  return ids;
};

// afterWrite of a trip item: places it when beforeWrite asked. The answer's row follows (its
// position and version as the reorder wrote them).
export const placeByDateTime = async (
  ctx: WriteContext,
  resource: Resource,
  row: Row,
  existing: Row | undefined,
) => {
  const { tx } = ctx;
  if (!existing) {
    const count = pendingCreates.get(tx) ?? 0;
    if (count === 0) return;
    pendingCreates.set(tx, count - 1);
  } else if (!pendingMoves.get(tx)?.delete(row.id as number)) return;
  const tripId = row.tripId as number;
  const rows = await tx
    .select({
      id: tripItems.id,
      position: tripItems.position,
      start: tripItems.startDate,
      alternativeOfId: tripItems.alternativeOfId,
    })
    .from(tripItems)
    .where(eq(tripItems.tripId, tripId))
    .orderBy(asc(tripItems.id));
  const others = (rows as Placed[]).map((r) => ({ ...r, start: norm(r.start) }));
  const wanted = placedOrder(others, { id: row.id as number, start: norm(row.startDate) });
  const current = others.toSorted((a, b) => a.position - b.position || a.id - b.id).map((r) => r.id);
  if (wanted.every((id, i) => current[i] === id)) return;
  const ids = await reorderRecords(ctx, resource, {
    within: eq(tripItems.tripId, tripId),
    wanted,
    property: 'position',
    foreign: 'Not an item of this trip.',
    twice: 'This item is listed twice.',
  });
  const position = ids.indexOf(row.id as number);
  if (position !== row.position) {
    row.position = position;
    if (typeof row.version === 'number') row.version += 1;
  }
};
