import type { TripAccommodation, TripItem } from '@backoffice/sdk';
import type { TripCheck } from '../../trip-domain/checks-findings.tsx';
import { isMain, itemName } from '../../trip-domain/item-format.ts';
import { type ItemTypeMeta, itemTypeOf, tripItemTypes } from '../../trip-domain/item-types.ts';

// The itinerary calendar's rules (product.md §2.9, §5, §9), as small pure functions: what it
// shows, its range and its headers, what a drag may do and what it sends. The calendar runs in UTC
// so an item's wall-clock time (decision 73: local at the item's place) shows unconverted.

export const calendarRules = {
  /** The grid's first and last times, its slot, its height, the most days visible at once. */
  slotMinTime: '06:00:00',
  slotMaxTime: '24:00:00',
  slotDuration: '00:30:00',
  height: 740,
  maxVisibleDays: 7,
  /** The earliest start a drag may land on (hours). */
  earliestHour: 6,
} as const;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMs = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD plus days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / dayMs,
  );

/** A server date-time ('2027-03-02T14:30:00', '2027-03-02 14:30', a date) as the calendar's ISO text. */
export const toCalendarDate = (value: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return value;
  return `${m[1]}T${m[2] ?? '00'}:${m[3] ?? '00'}:${m[4] ?? '00'}`;
};

/**
 * Whether the calendar shows the item (§2.9): the types declared on it (not a stay, not a flight),
 * never its type's main one (main activity, main transfer) nor an alternative (it is not in the
 * trip); only items with a start and an end can sit on a time grid.
 */
export const isCalendarItemOf = (types: readonly ItemTypeMeta[]) => (item: TripItem) => {
  const meta = itemTypeOf(item.type, types);
  return (
    Boolean(meta?.onCalendar) &&
    !meta?.isMain?.(item) &&
    !item.alternativeOf &&
    Boolean(item.startDate && item.endDate)
  );
};
export const isCalendarItem = isCalendarItemOf(tripItemTypes);

/**
 * The calendar's range (§5): the first day to the last day plus one (a late departure lands the
 * next day). `end` is exclusive, as the calendar takes it.
 */
export const calendarRange = (startDate: string, endDate: string) => ({
  start: startDate.slice(0, 10),
  end: addDays(endDate, 2),
});

/** How many days the view shows: the range's days, at most seven (§9). */
export const visibleDays = (startDate: string, endDate: string) =>
  Math.max(1, Math.min(calendarRules.maxVisibleDays, daysBetween(startDate, endDate) + 2));

/** A date as DD MMM (§9: short itinerary dates). */
export const formatShortDate = (date: string) => {
  const [, month, day] = date.slice(0, 10).split('-');
  return `${day} ${months[Number(month) - 1]}`;
};

/** A column's header (§2.9): `Day N` and, for a trip, the date; a template carries no real dates. */
export const dayHeader = (date: string, startDate: string, mode: 'trip' | 'template') => ({
  day: `Day ${daysBetween(startDate, date) + 1}`,
  date: mode === 'trip' ? formatShortDate(date) : undefined,
});

/** A calendar Date (UTC-coded wall clock) as the server's local date-time text. */
export const toLocalText = (date: Date) => date.toISOString().slice(0, 19);

/** The start's time of day as h:mm A (calls.md 7.6: strTime). */
export const toStrTime = (date: Date) => {
  const h = date.getUTCHours();
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${pad(date.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** What a drag or a resize sends to the item route (calls.md 7.6). */
export const dragBody = (start: Date, end: Date) => ({
  start: toLocalText(start),
  end: toLocalText(end),
  strTime: toStrTime(start),
});

/** A drag to a start before 06:00 (or onto the all-day row) is reverted (§5). */
export const startsTooEarly = (start: Date, allDay = false) =>
  allDay || start.getUTCHours() < calendarRules.earliestHour;

export type Span = { id?: string; start: number; end: number };
/** Two spans overlap when one starts before the other ends (touching is fine). */
export const spansOverlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
/** The first span of `others` (itself excluded) that `moving` would overlap. */
export const findOverlap = <S extends Span>(moving: Span, others: S[]) =>
  others.find((other) => other.id !== moving.id && spansOverlap(moving, other));

type OverlapEvent = { allDay: boolean; display: string; extendedProps?: { dropped?: boolean } };

/**
 * The calendar's overlap rule (eventOverlap): timed events never overlap one another; the
 * main-accommodation banner (all-day, background) is under every day and never counts, nor does
 * an item dropped from the plan (not needed, cancelled: shown greyed, its slot free), still or moving.
 */
export const mayOverlap = (still: OverlapEvent, moving?: OverlapEvent | null) =>
  still.allDay ||
  still.display === 'background' ||
  Boolean(still.extendedProps?.dropped) ||
  Boolean(moving?.extendedProps?.dropped);

/**
 * The banner of the main accommodation (§2.9): an all-day event over its nights, from the check-in
 * day to the day before the check-out (the end is exclusive: the check-out date). Alternatives do
 * not count; without a main accommodation, none.
 */
export const mainAccommodationBanners = (items: TripItem[]) =>
  items
    .filter(
      (item): item is TripAccommodation =>
        item.type === 'accommodation' &&
        !item.alternativeOf &&
        isMain(item) &&
        Boolean(item.startDate && item.endDate),
    )
    .map((item) => {
      const start = item.startDate!.slice(0, 10);
      const checkout = item.endDate!.slice(0, 10);
      const name =
        item.title?.trim() ||
        item.item?.name ||
        item.tripAccommodation?.accommodation?.name ||
        'Accommodation';
      return {
        id: `stay-${item.id}`,
        title: name,
        start,
        end: checkout > start ? checkout : addDays(start, 1),
        allDay: true,
        editable: false,
        classNames: ['itinerary-banner'],
        extendedProps: { banner: true, iri: item['@id'] },
      };
    });

/** An IRI's numeric id, whatever the item endpoint (/api/trip_items/3, /api/trip_spas/3). */
export const idOfIri = (iri: string) => Number(iri.split('/').at(-1));

/** The check messages about each item, by item id (a check names the items it concerns by IRI). */
export const checksByItem = (checks: TripCheck[] | undefined) => {
  const byItem = new Map<number, string[]>();
  for (const check of checks ?? []) {
    for (const iri of check.items) {
      const id = idOfIri(iri);
      byItem.set(id, [...(byItem.get(id) ?? []), check.message]);
    }
  }
  return byItem;
};

export type ExternalDrop = { kind: string; iri: string; title: string; start: string; end: string };

/** An event's title: the item's name (its typed title first, decision 107). */
export const eventTitle = itemName;
