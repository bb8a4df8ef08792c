import { sql } from 'drizzle-orm';
import type { Row, Tx } from '../engine/types.ts';
import { conflict, type Violation } from '../http/problem.ts';
import { itemTypeOf, itemTypes } from './item-types/define-item-type.ts';
import { calendarShownSql, catalogueNameSql } from './item-types/item-type-sql.ts';
import { droppedItemStatuses, droppedItemStatusesSql, type ItemStatus } from './trip-items-states.ts';

// The itinerary calendar's rule that events may not overlap (product.md §2.9, §5), kept by the
// server too: a create or an update of an item the calendar shows is refused (409) when it would
// overlap another item of the trip the calendar shows. The calendar shows the items of the types
// declared for it (item-types/: not accommodations nor flights) but the main activity, the main
// transfer and alternatives (they are not in the trip), and only items with a start and an end.
// Times compare as instants, each wall-clock time read in its item's timezone (decision 73, as the
// trip checks do); touching is no overlap.

type Fields = Record<string, unknown>;

const isCalendarShown = (row: Fields) => {
  const type = itemTypeOf(row.type);
  return (
    type !== undefined &&
    type.calendar &&
    !(type.main && row[type.main] === true) &&
    (row.alternativeOfId === null || row.alternativeOfId === undefined) &&
    Boolean(row.startDate) &&
    Boolean(row.endDate)
  );
};

// Shown and holding its slot: a dropped item (not needed, cancelled) is shown greyed, and others may
// overlap it (issue 30.10).
const holdsCalendarSlot = (row: Fields) =>
  isCalendarShown(row) && !droppedItemStatuses.includes(row.status as ItemStatus);

// The fields whose change can move an item on the calendar or onto it.
const placing = () => [
  'tripId',
  'type',
  'alternativeOfId',
  ...itemTypes().flatMap((t) => (t.main ? [t.main] : [])),
  'startDate',
  'endDate',
  'timezone',
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const when = (start: string, end: string) => {
  const day = `${start.slice(8, 10)} ${months[Number(start.slice(5, 7)) - 1]}`;
  return `${day} ${start.slice(11, 16)}–${end.slice(11, 16)}`;
};

// The item as the write leaves it, read on `fields` (the write's value, else the row's); none when
// an update touches none of them (nothing that places the item changes).
const placedItem = (values: Row, existing: Row | undefined, fields: string[]): Fields | undefined => {
  if (existing && !fields.some((key) => key in values)) return undefined;
  return Object.fromEntries(fields.map((key) => [key, key in values ? values[key] : existing?.[key]]));
};
// Its start and end as PostgreSQL prints local timestamps (compared as text).
const spanOf = (item: Fields) => ({
  start: String(item.startDate).replace('T', ' ').slice(0, 19),
  end: String(item.endDate).replace('T', ' ').slice(0, 19),
});

// The calendar's day starts at 06:00 (product.md §5: the grid runs 06:00–24:00 and a drag to an
// earlier start is reverted): an item the calendar shows may not start earlier, whatever writes it
// (the item form, a drag, the API), issue 30.11. Flights and stays are not on the calendar: an early
// flight is no event of its grid.
export const calendarDayStart = '06:00';
export const tooEarlyMessage = 'An event cannot start before 06:00.';

/**
 * The violation of a write whose item, as it will be, is shown by the calendar and starts before
 * the calendar's day; none otherwise. `values` are the write's values, `existing` the row before.
 */
export const earlyStartViolation = (values: Row, existing: Row | undefined): Violation | undefined => {
  const item = placedItem(values, existing, placing());
  if (!item || !isCalendarShown(item)) return undefined;
  const { start, end } = spanOf(item);
  // A day without a time (start and end at 00:00) is not placed on the grid.
  if (end <= start || start.slice(11, 16) >= calendarDayStart) return undefined;
  return { propertyPath: 'startDate', message: tooEarlyMessage };
};

/**
 * Refuses (409) the write when the item, as it will be, is shown by the calendar and overlaps
 * another shown item of its trip. `values` are the write's values, `existing` the row before (none
 * on create). The trip's calendar writes are serialised (a transaction lock per trip), so two
 * concurrent drags cannot both land on the same slot.
 */
export const refuseCalendarOverlap = async (tx: Tx, values: Row, existing: Row | undefined) => {
  // A status change too: an item taken back from not needed claims its slot again.
  const item = placedItem(values, existing, [...placing(), 'status']);
  if (!item || !holdsCalendarSlot(item)) return;
  const tripId = Number(item.tripId);
  const timezone = (item.timezone as string | null | undefined) ?? null;
  const { start, end } = spanOf(item);
  if (end <= start) return;
  await tx.execute(sql`select pg_advisory_xact_lock(7313, ${tripId}::int)`);
  const { rows } = await tx.execute<{ id: number; name: string; start: string; end: string }>(sql`
    select i.id, coalesce(nullif(btrim(i.title), ''), ${catalogueNameSql()}, i.type || ' ' || i.id) as name,
      to_char(i.start_date, 'YYYY-MM-DD HH24:MI:SS') as start,
      to_char(i.end_date, 'YYYY-MM-DD HH24:MI:SS') as end
    from trip_items i
    where i.trip_id = ${tripId}
      and i.id <> ${Number(existing?.id ?? 0)}
      and i.alternative_of_id is null
      and ${calendarShownSql()}
      and i.status not in (${sql.raw(droppedItemStatusesSql)})
      and i.start_date is not null and i.end_date is not null
      and i.start_date at time zone coalesce(i.timezone, 'UTC')
        < ${end}::timestamp at time zone coalesce(${timezone}::text, 'UTC')
      and ${start}::timestamp at time zone coalesce(${timezone}::text, 'UTC')
        < i.end_date at time zone coalesce(i.timezone, 'UTC')
    order by i.start_date, i.id
    limit 1`);
  const clash = rows[0];
  if (clash) {
    throw conflict(
      `This would overlap ${clash.name} (${when(clash.start, clash.end)}): events on the itinerary may not overlap.`,
    );
  }
};
