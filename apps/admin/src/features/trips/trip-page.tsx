import { Badge } from '@backoffice/ui/badge';
import { buttonVariants } from '@backoffice/ui/button';
import { CalendarDays } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useDestinationNames } from '../../lib/destination-names.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { RecordTabs } from '../../lib/records/record-tabs.tsx';
import { NotesButton } from '../../shared/notes/notes-button.tsx';
import { TaskPanelButton } from '../../shared/tasks/task-panel-button.tsx';
import { SendTripMenu } from '../trip-domain/send-trip-menu.tsx';
import { ImportTemplateButton } from '../trip-domain/templates/import-template-dialog.tsx';
import { MakeTemplateButton } from '../trip-domain/templates/make-template-button.tsx';
import {
  formatTripDates,
  isTripTab,
  type TripTab,
  tripItineraryPath,
  tripName,
  tripPath,
  tripTabs,
} from '../trip-domain/trip-paths.ts';
import { statusOf, useTripStatuses } from '../trip-domain/trip-status.ts';
import { useTripQuery } from './api/use-trips.ts';
import { CloneTripButton } from './clone-trip-dialog.tsx';
import { ItemsTab, itemTabTypes } from './items/items-tab.tsx';
import { GeneralTab } from './tabs/general-tab.tsx';
import { InquiryTab } from './tabs/inquiry-tab.tsx';
import { recordTabs } from './tabs/record-tabs.ts';
import { useCanWriteTrips } from './tabs/trip-records-api.ts';
import { TripStatusMenu } from './trip-status-menu.tsx';

const Skeleton = () => (
  <div aria-hidden="true" className="space-y-3">
    {[0, 1, 2].map((row) => (
      <div key={row} className="h-24 animate-pulse rounded-lg bg-stone-200/70" />
    ))}
  </div>
);

// /admin/trips/{id}: the trip's header (client name and reference, product.md §2.9) and its tabs.
// The tab is in the URL (?tab=inquiry); the header shows at once from the list row while the trip
// loads.
export const TripPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const search = new URLSearchParams(useSearch()).get('tab');
  const tab: TripTab = isTripTab(search) ? search : 'general';
  const entry = tripTabs.find((t) => t.key === tab)!;
  const trip = useTripQuery(id);
  const statuses = useTripStatuses();
  const destinations = useDestinationNames();
  // Importing and cloning write trips: the roles that only read them do not see the buttons.
  const canWrite = useCanWriteTrips();
  const shown = trip.data?.trip;
  useRecordTitle(shown ? tripName(shown) : undefined, {
    path: `/admin/trips/${id}`,
    page: tab === 'general' ? undefined : entry.label,
  });

  if (trip.isError) return <LoadErrorPage error={trip.error} />;
  const loaded = trip.data && !trip.isPlaceholderData ? trip.data : undefined;
  const RecordTab = recordTabs[tab];
  const status = shown ? statusOf(statuses.data, shown.status) : undefined;
  const places = shown ? destinations(shown.destinations) : '';
  return (
    <section className="space-y-4" aria-busy={!loaded}>
      {shown && status ? (
        <header className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">
              {shown.client ? (
                <Link
                  href={`/admin/clients/${shown.client.id}`}
                  className="hover:text-brand-800 hover:underline"
                >
                  {shown.client.name}
                </Link>
              ) : null}{' '}
              <span className="font-normal tabular-nums text-stone-500">{shown.reference}</span>
            </h1>
            <Badge color={status.color}>{status.label}</Badge>
            <TripStatusMenu
              id={shown.id}
              name={tripName(shown)}
              status={shown.status}
              totals={loaded?.trip.totals}
              currency={shown.currency}
            />
            <Link
              href={tripItineraryPath(shown.id)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <CalendarDays className="size-4" aria-hidden />
              Open the itinerary
            </Link>
            <MakeTemplateButton tripId={shown.id} title={shown.title} />
            {loaded && canWrite ? <ImportTemplateButton trip={loaded.trip} /> : null}
            {loaded && canWrite ? <CloneTripButton trip={loaded.trip} /> : null}
            {loaded ? <SendTripMenu trip={loaded.trip} /> : null}
            <TaskPanelButton record={{ kind: 'trip', id: shown.id, name: tripName(shown) }} />
            <NotesButton record={{ kind: 'trip', id: shown.id, name: tripName(shown) }} />
          </div>
          <p className="text-sm text-stone-500">
            {[shown.title, places, formatTripDates(shown.startDate, shown.endDate)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
      ) : (
        <div aria-hidden="true" className="h-9 animate-pulse rounded-lg bg-stone-200/70" />
      )}
      {/* The 14 tabs fit from 1280 px (issue 30.13); narrower, they wrap rather than scroll away. */}
      <RecordTabs
        label="Trip sections"
        dense
        tabs={tripTabs}
        current={tab}
        hrefOf={(key) => tripPath(id, key)}
      />
      {!loaded ? (
        <Skeleton />
      ) : tab === 'general' ? (
        <GeneralTab key={loaded.trip.id} loaded={loaded} />
      ) : tab === 'inquiry' ? (
        <InquiryTab key={loaded.trip.id} loaded={loaded} />
      ) : tab in itemTabTypes ? (
        <ItemsTab key={`${loaded.trip.id}-${tab}`} trip={loaded.trip} type={itemTabTypes[tab]} />
      ) : RecordTab ? (
        <RecordTab key={loaded.trip.id} loaded={loaded} />
      ) : null}
    </section>
  );
};
