import type { Trip, TripItem } from '@backoffice/sdk';
import { type ReactNode, useState } from 'react';
import { loadable } from '../../../lib/loadable.ts';
import { useDeleteItem, useItineraryChecks, useItineraryItems, useMoveItem } from '../api/use-itinerary.ts';
import { ChecksAside } from '../checks/checks-aside.tsx';
import type { ExternalDrop } from './calendar-rules.ts';
import { useConfirmDeleteItem } from './confirm-delete-item.ts';

export const CalendarSkeleton = () => (
  <div
    role="status"
    aria-label="Loading the calendar"
    className="h-[740px] animate-pulse rounded-lg border border-stone-200 bg-stone-100"
  />
);

// FullCalendar is a lazy chunk: the frame and the side list show while it loads. Its request
// leaves with this module (the itinerary screen), beside the trip's data, not after it.
const ItineraryCalendar = loadable(
  () => import('./itinerary-calendar.tsx').then((m) => m.default),
  <CalendarSkeleton />,
);
void ItineraryCalendar.preload();

/** What the edit-modal slot is given (the app mounts the trip item form there). */
export type ItemEditorSlot = { trip: Trip; item: TripItem; onClose: () => void };

// The trip's calendar with its live checks beside it: drags and resizes saved at once (rolled
// back when refused), the delete button confirmed, a click opening the item's edit modal.
export const TripCalendarPanel = ({
  trip,
  renderItemEditor,
  onExternalDrop,
}: {
  trip: Trip;
  renderItemEditor?: (slot: ItemEditorSlot) => ReactNode;
  onExternalDrop?: (drop: ExternalDrop) => void;
}) => {
  const items = useItineraryItems(trip.id, true);
  const checks = useItineraryChecks(trip.id);
  const move = useMoveItem(trip.id);
  const onDelete = useConfirmDeleteItem(useDeleteItem(trip.id));
  const [editing, setEditing] = useState<TripItem | null>(null);

  return (
    // The checks sit beside the calendar on wide screens and under it below xl (1280 px), where
    // the side list and a 300 px aside would squeeze the seven day columns.
    <div className="flex flex-col gap-4 xl:flex-row">
      <div className="min-w-0 flex-1">
        {items.data ? (
          <ItineraryCalendar
            mode="trip"
            startDate={trip.startDate}
            endDate={trip.endDate}
            items={items.data}
            checks={checks.data}
            onMove={(item, body) => move.mutateAsync({ item, ...body })}
            onOpen={setEditing}
            onDelete={(item) => void onDelete(item)}
            onExternalDrop={onExternalDrop}
          />
        ) : (
          <CalendarSkeleton />
        )}
      </div>
      <ChecksAside checks={checks} items={items.data ?? []} onOpen={setEditing} />
      {editing && renderItemEditor
        ? renderItemEditor({ trip, item: editing, onClose: () => setEditing(null) })
        : null}
    </div>
  );
};
