import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { openTripPdf, type TripPdfKind } from '../trip-domain/open-trip-pdf.ts';
import { SendTripDocumentDialog } from '../trip-domain/send-trip-document-dialog.tsx';
import { tripName } from '../trip-domain/trip-paths.ts';
import { useCanSendFromTrips } from '../trip-domain/trip-sending-api.ts';
import { useItineraryTrip } from './api/use-itinerary.ts';
import { CalendarSkeleton, type ItemEditorSlot, TripCalendarPanel } from './calendar/calendar-panel.tsx';
import { JourneyList } from './journey/journey-list.tsx';
import { MapView } from './map-view/map-view.tsx';
import { PreferencesDrawer } from './preferences-drawer/preferences-drawer.tsx';
import { SideList } from './side-list/side-list.tsx';
import { useCatalogueDrop } from './side-list/use-add-catalogue-item.ts';
import type { ItineraryTab } from './state.ts';
import { tripAtom } from './state.ts';
import { ItineraryWorkspace, type PreferencesDrawerSlot } from './workspace/itinerary-workspace.tsx';
import { ItinerarySession } from './workspace/session.tsx';

/** The slots the app fills with the pieces of other features (app/itinerary-route.tsx). */
export type TripItinerarySlots = {
  renderItemEditor?: (slot: ItemEditorSlot) => ReactNode;
};

const TripItinerary = ({ tripId, slots }: { tripId: number; slots: TripItinerarySlots }) => {
  const loaded = useItineraryTrip(tripId);
  const setTrip = useSetAtom(tripAtom);
  const trip = loaded.data?.trip;
  useEffect(() => setTrip(trip), [trip, setTrip]);
  useRecordTitle(trip ? tripName(trip) : undefined, { path: `/admin/trips/${tripId}`, page: 'Itinerary' });
  const onExternalDrop = useCatalogueDrop(tripId);
  const canWrite = useCanSendFromTrips();
  const [sending, setSending] = useState<TripPdfKind | null>(null);
  const renderSideList = (_tab: ItineraryTab) =>
    trip ? (
      <SideList
        tripId={tripId}
        clientId={trip.client?.id}
        startDate={trip.startDate}
        endDate={trip.endDate}
        mode="trip"
        journey={<JourneyList tripId={tripId} />}
      />
    ) : null;
  const renderPreferencesDrawer = ({ open, onOpenChange }: PreferencesDrawerSlot) =>
    trip?.client ? (
      <PreferencesDrawer clientId={trip.client.id} open={open} onOpenChange={onOpenChange} />
    ) : null;

  if (loaded.isError) return <LoadErrorPage error={loaded.error} />;
  return (
    <>
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
        renderSideList={renderSideList}
        renderPreferencesDrawer={renderPreferencesDrawer}
        onOpenPdf={trip ? (kind) => void openTripPdf(tripId, kind).catch(reportError) : undefined}
        onSend={trip && canWrite ? setSending : undefined}
        mapView={<MapView tripId={tripId} />}
      >
        {trip ? (
          <TripCalendarPanel
            trip={trip}
            renderItemEditor={slots.renderItemEditor}
            onExternalDrop={onExternalDrop}
          />
        ) : (
          <CalendarSkeleton />
        )}
      </ItineraryWorkspace>
      {trip && sending ? (
        <SendTripDocumentDialog trip={trip} kind={sending} onClose={() => setSending(null)} />
      ) : null}
    </>
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
