import { listTrips } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { formatUtc } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useQueries, useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { useDestinationNames } from '../../lib/destination-names.ts';
import { PlainTable } from '../../shared/tables/plain-table.tsx';
import { tripKeys } from '../trip-domain/trip-keys.ts';
import { formatTripDates } from '../trip-domain/trip-paths.ts';
import { TripReferenceLink } from '../trip-domain/trip-reference-link.tsx';
import { statusOf, tripStages, useTripStatuses } from '../trip-domain/trip-status.ts';
import { toParams } from '../trip-domain/trips-query.ts';

const NEXT = 10;
// Trips that will not leave are not departures.
const notLeaving = new Set(['trip_cancelled', 'archived']);

const stageHref = (statuses: readonly string[]) =>
  `/admin/trips?${statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&')}`;

// /admin/dashboard/trips: how many trips are at each stage of the agency's process (one count per
// stage: the list's hydra:totalItems for that stage's statuses, no rows), and the next ten
// departures. The fixed highlights (19, 1548, 178) stay on /admin/dashboard (product.md §2.9, §9).
export const TripsDashboardPage = () => {
  const statuses = useTripStatuses();
  const destinations = useDestinationNames();
  const today = new Date().toISOString().slice(0, 10);
  const counts = useQueries({
    queries: tripStages.map((stage) => ({
      queryKey: [...tripKeys.dashboard, 'stage', stage.key],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await listTrips(
            toParams([
              ...stage.statuses.map((s): [string, string] => ['status[]', s]),
              ['itemsPerPage', '0'],
            ]),
            { signal },
          )
        ).data['hydra:totalItems'],
    })),
  });
  const leaving = (statuses.data ?? []).map((s) => s.value).filter((s) => !notLeaving.has(s));
  const next = useQuery({
    queryKey: [...tripKeys.dashboard, 'next', today, leaving.length],
    enabled: leaving.length > 0,
    queryFn: async ({ signal }) =>
      (
        await listTrips(
          toParams([
            ...leaving.map((s): [string, string] => ['status[]', s]),
            ['startDate[after]', today],
            ['order[startDate]', 'asc'],
            ['itemsPerPage', String(NEXT)],
          ]),
          { signal },
        )
      ).data['hydra:member'],
  });
  return (
    <section className="space-y-6">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Trips dashboard</h1>
        <Link
          href="/admin/dashboard/trips/calendar"
          className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CalendarDays className="size-4" aria-hidden /> Trips calendar
        </Link>
      </header>
      <ul aria-label="Trips by stage" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {tripStages.map((stage, i) => {
          const count = counts[i]!;
          return (
            <li key={stage.key}>
              <Link
                href={stageHref(stage.statuses)}
                className="block rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <p className="text-sm text-stone-500">{stage.label}</p>
                <p className="mt-1 text-3xl font-semibold tabular-nums text-stone-900">
                  {count.isPending ? (
                    <Spinner size="sm" label={`Counting ${stage.label.toLowerCase()}`} />
                  ) : count.isError ? (
                    '—'
                  ) : (
                    count.data
                  )}
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold">Next departures</h2>
        {next.isPending ? (
          <Spinner label="Loading the next departures" />
        ) : next.isError ? (
          <p className="text-sm text-red-700">The next departures could not be loaded.</p>
        ) : next.data.length === 0 ? (
          <p className="text-sm text-stone-500">No departures planned.</p>
        ) : (
          <PlainTable
            label="Next departures"
            headers={['Departure', 'Client', 'Reference', 'Destinations', 'Dates', 'Status']}
          >
            {next.data.map((trip) => {
              const status = statusOf(statuses.data, trip.status);
              return (
                <tr key={trip.id}>
                  <td className="whitespace-nowrap px-2 py-2 font-medium tabular-nums">
                    {formatUtc(trip.startDate, 'DD MMM')}
                  </td>
                  <td className="px-2 py-2">{trip.client?.name ?? '—'}</td>
                  <td className="px-2 py-2">
                    <TripReferenceLink trip={trip} />
                  </td>
                  <td className="px-2 py-2 text-stone-700">{destinations(trip.destinations) || '—'}</td>
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatTripDates(trip.startDate, trip.endDate)}
                  </td>
                  <td className="px-2 py-2">
                    <Badge color={status.color}>{status.label}</Badge>
                  </td>
                </tr>
              );
            })}
          </PlainTable>
        )}
      </section>
    </section>
  );
};
