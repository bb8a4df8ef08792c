import { listTrips, type Trip, type TripCollection } from '@backoffice/sdk';
import { formatUtc } from '@backoffice/ui/format';
import { tripKeys } from '../trip-domain/trip-keys.ts';
import { toParams } from '../trip-domain/trips-query.ts';

// product.md §2.9: the trips calendar shows trips not archived, not past and not cancelled.
export const hiddenStatuses = new Set(['past_trip', 'trip_cancelled', 'archived']);

const addDays = (date: string, days: number) => {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export type VisibleRange = { start: string; end: string };

/**
 * GET /api/trips for the visible range (end exclusive): trips that start before its end and end
 * on or after its start (and not before today: a trip already over is past), with an eligible
 * status; every page, 100 at a time.
 */
export const calendarTripsQuery = (range: VisibleRange, statuses: readonly string[], today: string) => {
  const from = range.start > today ? range.start : today;
  const pairs: [string, string][] = [
    ...statuses.map((status): [string, string] => ['status[]', status]),
    ['startDate[before]', addDays(range.end, -1)],
    ['endDate[after]', from],
    ['order[startDate]', 'asc'],
    ['itemsPerPage', '100'],
  ];
  return {
    queryKey: [...tripKeys.lists, 'calendar', pairs] as const,
    // Kept as one collection under the lists' key: a trip write refreshes it, and the trip page
    // reads a trip from the lists while it loads (features/trips use-trips fromLists).
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<TripCollection> => {
      const trips: Trip[] = [];
      for (let page = 1; ; page++) {
        const data = (await listTrips(toParams([...pairs, ['page', String(page)]]), { signal })).data;
        trips.push(...data['hydra:member']);
        if (trips.length >= data['hydra:totalItems'] || data['hydra:member'].length === 0)
          return { ...data, 'hydra:member': trips, 'hydra:totalItems': trips.length };
      }
    },
  };
};

/** Client name and first destination (product.md §2.9). */
export const calendarTitle = (trip: Trip, destinationName: (iri: string) => string | undefined) =>
  [trip.client?.name, trip.destinations[0] ? destinationName(trip.destinations[0]) : undefined]
    .filter(Boolean)
    .join(' – ') || trip.reference;

/** The tooltip's dates: DD MMM – DD MMM. */
export const calendarDates = (trip: Pick<Trip, 'startDate' | 'endDate'>) =>
  `${formatUtc(trip.startDate, 'DD MMM')} – ${formatUtc(trip.endDate, 'DD MMM')}`;

/** A multi-day event: FullCalendar's end is exclusive, the trip's end date is its last day. */
export const eventEnd = (endDate: string) => addDays(endDate, 1);
