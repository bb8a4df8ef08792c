import type { TripItem } from '@backoffice/sdk';

const dayOf = (item: TripItem) => item.startDate?.slice(0, 10) ?? null;

/**
 * A trip's items day by day (undated last), each day in the server's order (issue 30.5): the server
 * keeps positions in date-and-time order and a manual order only counts within a day, so an item
 * given an early position by hand never shows before the days it does not belong to.
 */
export const inDayOrder = <T extends TripItem>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => {
    const da = dayOf(a);
    const db = dayOf(b);
    if (da !== db) return da === null ? 1 : db === null ? -1 : da < db ? -1 : 1;
    return a.position - b.position || a.id - b.id;
  });
