import type { TripItem } from '@backoffice/sdk';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A journey row: an item and the alternatives that stand in for it (shown under it, moved with it). */
export type JourneyRow = { item: TripItem; alternatives: TripItem[] };

/** One day of the journey: its date (null: items without a date), Day N and its rows in position order. */
export type JourneyDay = { key: string; date: string | null; label: string; rows: JourneyRow[] };

const dateOf = (item: TripItem) => item.startDate?.slice(0, 10) ?? null;

// An item IRI's id: alternativeOf may name the item through any item endpoint (/api/trip_items/7,
// /api/trip_activities/7).
const idOf = (iri: string | null | undefined) => (iri ? Number(iri.split('/').at(-1)) : undefined);

/** DD MMM of a YYYY-MM-DD date (product.md §9, short itinerary dates). */
export const shortDate = (date: string) => `${date.slice(8, 10)} ${months[Number(date.slice(5, 7)) - 1]}`;

/** The wall-clock time of an item (decision 73: local at the item's place, never converted), HH:mm. */
export const itemTime = (item: TripItem) => {
  const m = item.startDate ? /[T ](\d{2}):(\d{2})/.exec(item.startDate) : null;
  return m ? `${m[1]}:${m[2]}` : '';
};

const dayNumber = (date: string, tripStart: string | null | undefined) =>
  tripStart
    ? Math.round(
        (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${tripStart.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
      ) + 1
    : undefined;

/**
 * The trip's items day by day (by start date), each day's rows in position order; an alternative
 * rides under the item it stands in for; items without a date come last.
 */
export const journeyDays = (
  items: readonly TripItem[],
  tripStart: string | null | undefined,
): JourneyDay[] => {
  const sorted = [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(sorted.map((item) => [item.id, item]));
  const rows = new Map<number, JourneyRow>();
  for (const item of sorted) {
    const main = byId.get(idOf(item.alternativeOf) ?? 0);
    if (main && !main.alternativeOf) continue;
    rows.set(item.id, { item, alternatives: [] });
  }
  for (const item of sorted) {
    const main = rows.get(idOf(item.alternativeOf) ?? 0);
    if (main && !rows.has(item.id)) main.alternatives.push(item);
  }
  const days = new Map<string, JourneyDay>();
  for (const row of rows.values()) {
    const date = dateOf(row.item);
    const key = date ?? 'undated';
    let day = days.get(key);
    if (!day) {
      const n = date ? dayNumber(date, tripStart) : undefined;
      day = {
        key,
        date,
        label: date
          ? [n !== undefined ? `Day ${n}` : null, shortDate(date)].filter(Boolean).join(' · ')
          : 'No date',
        rows: [],
      };
      days.set(key, day);
    }
    day.rows.push(row);
  }
  return [...days.values()].sort((a, b) =>
    a.date === b.date ? 0 : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? -1 : 1,
  );
};

/** The whole order sent to the server: day by day, each item followed by its alternatives. */
export const journeyOrder = (days: readonly JourneyDay[]) =>
  days.flatMap((day) => day.rows.flatMap((row) => [row.item.id, ...row.alternatives.map((alt) => alt.id)]));

/** Moves `activeId` to the place of `overId` within its day, and answers the whole new order. */
export const moveWithinDay = (days: readonly JourneyDay[], activeId: number, overId: number) =>
  journeyOrder(
    days.map((day) => {
      const from = day.rows.findIndex((row) => row.item.id === activeId);
      const to = day.rows.findIndex((row) => row.item.id === overId);
      if (from === -1 || to === -1) return day;
      const rows = [...day.rows];
      const [moved] = rows.splice(from, 1);
      rows.splice(to, 0, moved!);
      return { ...day, rows };
    }),
  );

/** The items with the positions of `order` (the optimistic answer of a reorder). */
export const withOrder = (items: readonly TripItem[], order: readonly number[]) => {
  const position = new Map(order.map((id, index) => [id, index]));
  let next = order.length;
  return [...items]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((item) => ({ ...item, position: position.get(item.id) ?? next++ }))
    .sort((a, b) => a.position - b.position);
};
