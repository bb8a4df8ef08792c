import type { Client } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { CreateLink } from '../../../lib/records/create-link.tsx';
import { PlainTable } from '../../../shared/tables/plain-table.tsx';
import { formatTripDates, newTripPath, tripItineraryPath } from '../../trip-domain/trip-paths.ts';
import { TripReferenceLink } from '../../trip-domain/trip-reference-link.tsx';
import { statusOf, useTripStatuses } from '../../trip-domain/trip-status.ts';
import { tripsQuery } from '../../trip-domain/trips-query.ts';

const LIMIT = 50;

// The client's trips (GET /api/trips?client.id=), newest departures first, each linking to its
// page; New trip opens the new trip page with this client filled in.
export const TripsTab = ({ client }: { client: Client }) => {
  const trips = useQuery(
    tripsQuery([
      ['client.id', String(client.id)],
      ['order[startDate]', 'desc'],
      ['page', '1'],
      ['itemsPerPage', String(LIMIT)],
    ]),
  );
  const statuses = useTripStatuses();
  const rows = trips.data?.['hydra:member'] ?? [];
  const total = trips.data?.['hydra:totalItems'] ?? 0;
  return (
    <FormSection title="Trips" actions={<CreateLink href={newTripPath(client.id)}>New trip</CreateLink>}>
      {trips.isPending ? (
        <Spinner label="Loading the trips" />
      ) : trips.isError ? (
        <p className="text-sm text-red-700">The trips could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No trips yet.</p>
      ) : (
        <>
          <PlainTable label="Trips" headers={['Reference', 'Title', 'Dates', 'Status', '']}>
            {rows.map((trip) => {
              const status = statusOf(statuses.data, trip.status);
              return (
                <tr key={trip.id}>
                  <td className="px-2 py-2">
                    <TripReferenceLink trip={trip} />
                  </td>
                  <td className="px-2 py-2 text-stone-700">{trip.title ?? '—'}</td>
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatTripDates(trip.startDate, trip.endDate)}
                  </td>
                  <td className="px-2 py-2">
                    <Badge color={status.color}>{status.label}</Badge>
                  </td>
                  <td className="px-2 py-2 text-right">
                    <Link
                      href={tripItineraryPath(trip.id)}
                      aria-label={`Open the itinerary of ${trip.reference}`}
                      className="inline-flex items-center gap-1 text-brand-800 hover:underline"
                    >
                      <CalendarDays className="size-4" aria-hidden />
                      Itinerary
                    </Link>
                  </td>
                </tr>
              );
            })}
          </PlainTable>
          {total > rows.length ? (
            <p className="pt-2 text-xs text-stone-500">
              {rows.length} of {total} trips shown.{' '}
              <Link href={`/admin/trips?client=${client.id}`} className="text-brand-800 hover:underline">
                See them all
              </Link>
            </p>
          ) : null}
        </>
      )}
    </FormSection>
  );
};
