import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { tripDays, tripItems } from '../db/schema/index.ts';
import { applyUpdates, insertRecords, removeRows, serverValues } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';
import { tripDaysResource } from './trip-days.resource.ts';
import { tripItemsResource } from './trip-items.resource.ts';
import { bookedItemStatuses } from './trip-items-states.ts';

type TripDay = typeof tripDays.$inferSelect;

const dayMs = 86_400_000;
const epochDay = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs;
export const addDays = (date: string, n: number) =>
  new Date((epochDay(date) + n) * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round(epochDay(to) - epochDay(from));

export type RemovedDayItems = 'move' | 'delete';

// The texts of the days a date change removed, kept in the trip's history (audit rows of the
// deleted days, before = the day with its title and description) and told in the answer: the
// write's transaction → what it removed, read by the trip's afterRead (trips.resource.ts).
export type RemovedDayText = {
  '@id': string;
  dayNumber: number;
  date: string;
  title: string | null;
  description: string | null;
};
export const removedDayTexts = new WeakMap<object, RemovedDayText[]>();
// The booked items a date shift moved and set to "to_reprice" (issue 30.3), told in the answer the
// same way: the write's transaction → the items.
export type RepricedItem = { '@id': string; title: string | null; type: string };
export const repricedItems = new WeakMap<object, RepricedItem[]>();
const dayText = (d: {
  id: number;
  dayNumber: number;
  date: string;
  title: string | null;
  description: string | null;
}) => ({
  '@id': `/api/trip_days/${d.id}`,
  dayNumber: d.dayNumber,
  date: d.date,
  title: d.title,
  description: d.description,
});
const dayList = (days: RemovedDayText[]) => days.map((d) => `day ${d.dayNumber}`).join(', ');
export const removedDayItemsChoices = ['move', 'delete'] as const;
export const tripItemIri = (id: number) => `/api/trip_items/${id}`;

// One row per date of a new trip, day 1 on the start date.
export const createTripDays = async (ctx: WriteContext, tripId: number, start: string, end: string) => {
  const count = daysBetween(start, end) + 1;
  if (count < 1) return;
  await insertRecords(
    ctx,
    tripDaysResource,
    Array.from({ length: count }, (_, i) =>
      serverValues({ tripId, dayNumber: i + 1, date: addDays(start, i) }),
    ),
  );
};

const datePart = (value: string | null) => (value ? value.slice(0, 10) : null);
const shifted = (value: string | null, days: number) =>
  value ? `${addDays(value, days)}${value.slice(10)}` : value;
// The same time of day on another date ("2027-03-12 18:30:00" on 2027-03-10).
const onDate = (value: string | null, date: string) => (value ? `${date}${value.slice(10)}` : value);

// Keeps the days and the items of a trip in step with new dates, in the caller's transaction:
// a moved start moves every item and every day (day texts stay with their day numbers); days past
// the new length are removed and new days appended. Items that would fall after the new end are
// refused (409 listing them) unless `removed` says to move them to the last day or delete them.
export const syncTripDates = async (
  ctx: WriteContext,
  tripId: number,
  before: { startDate: string; endDate: string },
  after: { startDate: string; endDate: string },
  removed: RemovedDayItems | undefined,
) => {
  const shift = daysBetween(before.startDate, after.startDate);
  const length = daysBetween(after.startDate, after.endDate) + 1;
  if (shift === 0 && before.endDate === after.endDate) return;
  const { tx } = ctx;
  const items = await tx
    .select()
    .from(tripItems)
    .where(eq(tripItems.tripId, tripId))
    .orderBy(asc(tripItems.id))
    .for('update');
  const planned = items.map((item) => ({
    before: item,
    startDate: shifted(item.startDate, shift),
    endDate: shifted(item.endDate, shift),
  }));
  const late = (d: string | null) => d !== null && datePart(d)! > after.endDate;
  const outside = planned.filter((p) => late(p.startDate) || late(p.endDate));
  // The days past the new length that hold texts: kept in the history, never dropped silently.
  const cut = (await tx
    .select()
    .from(tripDays)
    .where(and(eq(tripDays.tripId, tripId), gt(tripDays.dayNumber, length)))
    .orderBy(asc(tripDays.dayNumber))
    .for('update')) as Row[];
  const texts = cut.filter((d) => d.title || d.description);
  const kept = texts.map((d) => dayText(d as never));
  if (outside.length && !removed) {
    const iris = outside.map((p) => tripItemIri(p.before.id as number));
    throw new ApiError(
      409,
      `The new dates remove days that hold ${outside.length} item(s): ${iris.join(', ')}. ` +
        'Send removedDayItems: "move" (to the last day) or "delete" to go ahead.' +
        (kept.length
          ? ` The texts of ${dayList(kept)} will be kept in the trip's history, not on a day.`
          : ''),
      { extra: { items: iris, ...(kept.length ? { days: kept } : {}) } },
    );
  }
  const deleted = new Set(removed === 'delete' ? outside.map((p) => p.before.id as number) : []);
  if (removed === 'move') {
    for (const p of outside) {
      if (late(p.startDate)) p.startDate = onDate(p.startDate, after.endDate);
      if (late(p.endDate)) p.endDate = onDate(p.endDate, after.endDate);
      if (p.startDate && p.endDate && p.endDate < p.startDate) p.endDate = p.startDate;
    }
  }
  // The items move with the trip as one block: the item rules (beforeWrite) would judge each one
  // against the trip's old dates and the others' old places, so they are not asked again.
  if (deleted.size)
    await removeRows(
      ctx,
      tripItemsResource,
      items.filter((i) => deleted.has(i.id as number)),
    );
  const moved = planned.filter(
    (p) =>
      !deleted.has(p.before.id as number) &&
      (p.startDate !== p.before.startDate || p.endDate !== p.before.endDate),
  );
  // A booked item that moves is booked for the old date: it is to be booked and priced again.
  const rebook = (p: (typeof moved)[number]) =>
    (bookedItemStatuses as readonly string[]).includes(p.before.status as string);
  await applyUpdates(
    ctx,
    tripItemsResource,
    moved.map((p) => ({
      existing: p.before,
      parsed: serverValues({
        startDate: p.startDate,
        endDate: p.endDate,
        ...(rebook(p) ? { status: 'to_reprice' } : {}),
      }),
    })),
    { beforeWrite: false },
  );
  const repriced = moved.filter(rebook);
  if (repriced.length)
    repricedItems.set(
      tx,
      repriced.map((p) => ({
        '@id': tripItemIri(p.before.id as number),
        title: (p.before.title as string | null) ?? null,
        type: p.before.type as string,
      })),
    );
  if (kept.length) removedDayTexts.set(tx, kept);
  // Days past the new length removed (audited with their texts: the trip's history keeps them),
  // the others moved onto their new dates, the missing ones appended.
  const days = (await tx
    .select()
    .from(tripDays)
    .where(eq(tripDays.tripId, tripId))
    .orderBy(asc(tripDays.id))
    .for('update')) as TripDay[];
  await removeRows(
    ctx,
    tripDaysResource,
    days.filter((d) => d.dayNumber > length),
  );
  const staying = days.filter((d) => d.dayNumber <= length);
  if (shift !== 0 && staying.length) {
    // The unique (trip, date) index is checked row by row: the days first leave the trip's dates
    // (a step no one sees: the record's one audited change is the move below).
    await tx
      .update(tripDays)
      .set({ date: sql`date '0001-01-01' + ${tripDays.dayNumber}` })
      .where(and(eq(tripDays.tripId, tripId), lte(tripDays.dayNumber, length)));
    await applyUpdates(
      ctx,
      tripDaysResource,
      staying.map((d) => ({
        existing: d,
        parsed: serverValues({ date: addDays(after.startDate, d.dayNumber - 1) }),
      })),
    );
  }
  const have = staying.length ? Math.max(...staying.map((d) => d.dayNumber)) : 0;
  if (have < length) {
    await insertRecords(
      ctx,
      tripDaysResource,
      Array.from({ length: length - have }, (_, i) =>
        serverValues({ tripId, dayNumber: have + i + 1, date: addDays(after.startDate, have + i) }),
      ),
    );
  }
};
