import type { Trip } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableFilterField } from '@backoffice/ui/data-table/data-table-toolbar';
import { CalendarDays, Luggage, Pencil } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useDestinationNames } from '../../lib/destination-names.ts';
import { CreateLink } from '../../lib/records/create-link.tsx';
import { useSlashToSearch } from '../../lib/use-slash-to-search.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { ListEmptyText, NothingYet } from '../../shared/tables/list-empty.tsx';
import { formatTripDate, newTripPath, tripItineraryPath, tripPath } from '../trip-domain/trip-paths.ts';
import { statusOf, useTripStatuses } from '../trip-domain/trip-status.ts';
import { usePrefetchTrip, useTripsQuery } from './api/use-trips.ts';
import { TripFilters } from './trip-filters.tsx';
import { hasUserFilters, listFilterKeys, listKeys, toTripQuery } from './trip-list-query.ts';

const column = createDataTableColumnHelper<Trip>();
const dash = <span className="text-stone-400">—</span>;

// Cells that read the destination tree and the status enum themselves: the table's rows may be
// drawn before those load, and are drawn again when they do.
const DestinationNames = ({ iris }: { iris: readonly string[] }) => {
  const names = useDestinationNames()(iris);
  return names ? <span>{names}</span> : dash;
};

const StatusTag = ({ status }: { status: string }) => {
  const statuses = useTripStatuses();
  const option = statusOf(statuses.data, status);
  return (
    <Badge color={option.color} className="whitespace-nowrap">
      {option.label}
    </Badge>
  );
};

const columnsOf = (prefetch: (id: number) => void) => [
  column.accessor('reference', {
    header: 'Reference',
    enableSorting: true,
    cell: (c) => {
      const trip = c.row.original;
      return (
        <Link
          href={tripPath(trip.id)}
          onMouseEnter={() => prefetch(trip.id)}
          onFocus={() => prefetch(trip.id)}
          className="whitespace-nowrap font-medium text-stone-900 tabular-nums hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {trip.reference}
        </Link>
      );
    },
  }),
  column.accessor((trip) => trip.client?.name ?? '', {
    id: 'client',
    header: 'Client',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('title', {
    header: 'Title',
    cell: (c) => (c.getValue() ? <span className="text-stone-700">{c.getValue()}</span> : dash),
  }),
  column.accessor('destinations', {
    header: 'Destinations',
    cell: (c) => <DestinationNames iris={c.getValue()} />,
  }),
  column.accessor('startDate', {
    header: 'Start',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatTripDate(c.getValue())}</span>,
  }),
  column.accessor('endDate', {
    header: 'End',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatTripDate(c.getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <StatusTag status={c.getValue()} />,
  }),
];

// /admin/trips (product.md §2.3): search over the reference and client name (debounced, in the URL), status, client
// and travel-date filters, order by dates, reference or status, page sizes 10/20/50/100 (§2.12).
export const TripsPage = () => {
  const [, navigate] = useLocation();
  const container = useRef<HTMLElement>(null);
  useSlashToSearch(container);
  const [state, setState] = useTableUrlState({
    sort: { id: 'startDate', desc: true },
    filterKeys: listFilterKeys,
  });
  const query = useMemo(() => toTripQuery(state), [state]);
  const trips = useTripsQuery(query, state);
  const statuses = useTripStatuses();
  const prefetch = usePrefetchTrip();
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefetch is stable enough for links
  const columns = useMemo(() => columnsOf(prefetch), []);
  const statusFilter: DataTableFilterField = useMemo(
    () => ({
      id: listKeys.status,
      title: 'Status',
      options: (statuses.data ?? []).map(({ value, label }) => ({ value, label })),
      multiple: true,
    }),
    [statuses.data],
  );

  const filtered = hasUserFilters(state);
  const emptyText = (
    <ListEmptyText
      plural="trips"
      query={trips}
      filtered={filtered}
      clearFilters={() => setState({ ...state, filters: {}, page: 1 })}
    >
      <NothingYet
        icon={Luggage}
        text="No trips yet."
        create={{ href: newTripPath(), label: 'Create the first trip' }}
      />
    </ListEmptyText>
  );

  return (
    <section ref={container} className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">Itineraries</h1>
        <p className="text-sm text-stone-500">
          The agency's trips, newest departures first. Press{' '}
          <kbd className="rounded border border-stone-300 bg-white px-1.5 font-mono text-xs text-stone-600">
            /
          </kbd>{' '}
          to search by reference or client.
        </p>
      </header>
      <DataTable<Trip>
        label="Trips"
        columns={columns}
        data={trips.data?.['hydra:member'] ?? []}
        total={trips.data?.['hydra:totalItems'] ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(trip) => String(trip.id)}
        isLoading={trips.isPending || trips.isPlaceholderData}
        emptyText={emptyText}
        toolbar={{
          searchKey: listKeys.search,
          searchPlaceholder: 'Search by reference or client',
          filterFields: [statusFilter],
          createAction: <CreateLink href={newTripPath()}>New trip</CreateLink>,
          children: <TripFilters state={state} onChange={setState} />,
        }}
        rowActions={{
          label: (trip) => `Actions for ${trip.reference}`,
          actions: [
            { label: 'Edit', icon: Pencil, onSelect: (trip) => navigate(tripPath(trip.id)) },
            {
              label: 'Open the itinerary',
              icon: CalendarDays,
              onSelect: (trip) => navigate(tripItineraryPath(trip.id)),
            },
          ],
        }}
      />
    </section>
  );
};
