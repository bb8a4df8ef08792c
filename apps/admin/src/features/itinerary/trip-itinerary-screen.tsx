import { isApiError } from '@backoffice/sdk/core';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { tripName } from '../../shared/trips/trip-paths.ts';
import { useItineraryTrip } from './api/use-itinerary.ts';
import { CalendarSkeleton, type ItemEditorSlot, TripCalendarPanel } from './calendar/calendar-panel.tsx';
import type { ExternalDrop } from './calendar/calendar-rules.ts';
import type { ItineraryTab } from './state.ts';
import { tripAtom } from './state.ts';
import { ItineraryWorkspace, type PreferencesDrawerSlot } from './workspace/itinerary-workspace.tsx';
import { ItinerarySession } from './workspace/session.tsx';

/** The slots the app fills with the other itinerary pieces (app/itinerary-route.tsx). */
export type TripItinerarySlots = {
  renderSideList?: (tab: ItineraryTab) => ReactNode;
  renderPreferencesDrawer?: (slot: PreferencesDrawerSlot) => ReactNode;
  mapView?: ReactNode;
  renderItemEditor?: (slot: ItemEditorSlot) => ReactNode;
  onExternalDrop?: (drop: ExternalDrop) => void;
};

const TripItinerary = ({ tripId, slots }: { tripId: number; slots: TripItinerarySlots }) => {
  const loaded = useItineraryTrip(tripId);
  const setTrip = useSetAtom(tripAtom);
  const trip = loaded.data?.trip;
  useEffect(() => setTrip(trip), [trip, setTrip]);
  useRecordTitle(trip ? tripName(trip) : undefined, { path: `/admin/trips/${tripId}`, page: 'Itinerary' });

  if (loaded.isError) {
    const status = isApiError(loaded.error) ? loaded.error.status : 500;
    return <ErrorPage status={status || 500} message={loaded.error.message} />;
  }
  return (
    <ItineraryWorkspace
      mode="trip"
      backHref={`/admin/trips/${tripId}`}
      loading={!trip}
      title={
        trip ? (
          <>
            {trip.client?.name ?? 'No client'}{' '}
            <span className="font-normal tabular-nums text-stone-500">{trip.reference}</span>
          </>
        ) : null
      }
      renderSideList={slots.renderSideList}
      renderPreferencesDrawer={slots.renderPreferencesDrawer}
      mapView={slots.mapView}
    >
      {trip ? (
        <TripCalendarPanel
          trip={trip}
          renderItemEditor={slots.renderItemEditor}
          onExternalDrop={slots.onExternalDrop}
        />
      ) : (
        <CalendarSkeleton />
      )}
    </ItineraryWorkspace>
  );
};

/**
 * /admin/trips/{id}/itinerary (product.md §2.9): one trip-planning session around the workspace
 * frame and the trip's calendar. The app passes the other pieces as slots.
 */
export const TripItineraryScreen = ({
  params,
  ...slots
}: { params: Record<string, string | undefined> } & TripItinerarySlots) => {
  const tripId = Number(params.id);
  return (
    <ItinerarySession key={tripId}>
      <TripItinerary tripId={tripId} slots={slots} />
    </ItinerarySession>
  );
};
