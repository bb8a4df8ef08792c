import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { tripDays, tripItems } from '../db/schema/index.ts';
import { insertAudits } from '../engine/audit.ts';
import type { Row, Tx, WriteContext } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';

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
// The audit name of a trip_items row changed by the trip's dates (the item resources name theirs).
const itemEntity = 'TripItem';

// One row per date of a new trip, day 1 on the start date.
export const createTripDays = async (tx: Tx, tripId: number, start: string, end: string, actorId: number) => {
  const count = daysBetween(start, end) + 1;
  if (count < 1) return;
  await tx.insert(tripDays).values(
    Array.from({ length: count }, (_, i) => ({
      tripId,
      dayNumber: i + 1,
      date: addDays(start, i),
      createdBy: actorId,
      updatedBy: actorId,
    })),
  );
};

const datePart = (value: string | null) => (value ? value.slice(0, 10) : null);
const shifted = (value: string | null, days: number) =>
  value ? `${addDays(value, days)}${value.slice(10)}` : value;
// The same time of day on another date ("2027-03-12 18:30:00" on 2027-03-10).
const onDate = (value: string | null, date: string) => (value ? `${date}${value.slice(10)}` : value);

const itemAudit = (action: 'update' | 'delete', actorId: number, before: Row, after: Row | null) => ({
  entity: itemEntity,
  entityId: before.id as number,
  action,
  actorId,
  changedFields: after ? ['startDate', 'endDate'].filter((k) => before[k] !== after[k]) : Object.keys(before),
  before,
  after,
});

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
  const { tx, actor } = ctx;
  const items = (await tx
    .select()
    .from(tripItems)
    .where(eq(tripItems.tripId, tripId))
    .orderBy(asc(tripItems.id))
    .for('update')) as Row[];
  const planned = items.map((item) => ({
    before: item,
    startDate: shifted(item.startDate as string | null, shift),
    endDate: shifted(item.endDate as string | null, shift),
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
  const audits: ReturnType<typeof itemAudit>[] = [];
  if (deleted.size) {
    await tx.delete(tripItems).where(inArray(tripItems.id, [...deleted]));
    for (const p of planned)
      if (deleted.has(p.before.id as number)) audits.push(itemAudit('delete', actor.id, p.before, null));
  }
  const moved = planned.filter(
    (p) =>
      !deleted.has(p.before.id as number) &&
      (p.startDate !== p.before.startDate || p.endDate !== p.before.endDate),
  );
  if (moved.length) {
    const rows = JSON.stringify(moved.map((p) => ({ id: p.before.id, s: p.startDate, e: p.endDate })));
    const updated = (
      await tx.execute<{ id: number; version: number }>(sql`
      update ${tripItems} set start_date = x.s, end_date = x.e, version = ${tripItems.version} + 1,
        updated_at = now(), updated_by = ${actor.id}
      from json_to_recordset(${rows}::json) as x(id int, s timestamp, e timestamp)
      where ${tripItems.id} = x.id
      returning ${tripItems.id} as id, ${tripItems.version} as version`)
    ).rows;
    const versions = new Map(updated.map((u) => [Number(u.id), Number(u.version)]));
    for (const p of moved) {
      const afterRow = {
        ...p.before,
        startDate: p.startDate,
        endDate: p.endDate,
        version: versions.get(p.before.id as number),
      };
      audits.push(itemAudit('update', actor.id, p.before, afterRow));
    }
  }
  await insertAudits(tx, audits);
  if (texts.length) {
    await insertAudits(
      tx,
      texts.map((d) => ({
        entity: 'TripDay',
        entityId: d.id as number,
        action: 'delete' as const,
        actorId: actor.id,
        changedFields: ['title', 'description'],
        before: d,
        after: null,
      })),
    );
  }
  if (kept.length) removedDayTexts.set(tx, kept);
  // Days: past the new length removed, the others renumbered onto their new dates in two steps
  // (the unique (trip, date) index is checked row by row), the missing ones appended.
  await tx.delete(tripDays).where(and(eq(tripDays.tripId, tripId), gt(tripDays.dayNumber, length)));
  if (shift !== 0) {
    await tx
      .update(tripDays)
      .set({ date: sql`date '0001-01-01' + ${tripDays.dayNumber}` })
      .where(eq(tripDays.tripId, tripId));
    await tx
      .update(tripDays)
      .set({ date: sql`${after.startDate}::date + (${tripDays.dayNumber} - 1)` })
      .where(eq(tripDays.tripId, tripId));
  }
  const [{ n } = { n: 0 }] = (
    await tx.execute<{ n: number }>(
      sql`select coalesce(max(day_number), 0)::int as n from ${tripDays} where trip_id = ${tripId}`,
    )
  ).rows;
  const have = Number(n);
  if (have < length) {
    await tx.insert(tripDays).values(
      Array.from({ length: length - have }, (_, i) => ({
        tripId,
        dayNumber: have + i + 1,
        date: addDays(after.startDate, have + i),
        createdBy: actor.id,
        updatedBy: actor.id,
      })),
    );
  }
};
