import type { TripItem, TripTemplate } from '@backoffice/sdk';
import { lazy, Suspense } from 'react';
import {
  templateDay,
  templateReferenceDate,
  useDeleteTemplateItem,
  useMoveTemplateItem,
  useTemplateItems,
} from '../api/use-template-itinerary.ts';
import { CalendarSkeleton } from './calendar-panel.tsx';
import type { ExternalDrop } from './calendar-rules.ts';
import { useConfirmDeleteItem } from './confirm-delete-item.ts';

const ItineraryCalendar = lazy(() => import('./itinerary-calendar.tsx'));

/** The delete button's confirmation, then DELETE /api/trip_template_items/{id}. */
export const useConfirmDeleteTemplateItem = (templateId: number) =>
  useConfirmDeleteItem(useDeleteTemplateItem(templateId));

// The template's calendar (product.md §2.9 for templates): Day N headers without dates over the
// template's days on the reference calendar; drags and resizes saved at once through the item's
// type endpoint (rolled back when refused), the delete button confirmed, a click opening the day
// and time dialog. Templates have no checks (those are computed for trips).
export const TemplateCalendarPanel = ({
  template,
  onOpen,
  onExternalDrop,
}: {
  template: TripTemplate;
  onOpen: (item: TripItem) => void;
  onExternalDrop?: (drop: ExternalDrop) => void;
}) => {
  const items = useTemplateItems(template.id);
  const move = useMoveTemplateItem(template.id);
  const onDelete = useConfirmDeleteTemplateItem(template.id);
  if (items.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        The template's items could not be loaded.
      </p>
    );
  if (!items.data) return <CalendarSkeleton />;
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <ItineraryCalendar
        mode="template"
        startDate={templateReferenceDate}
        endDate={templateDay(template.nbDays)}
        items={items.data}
        onMove={(item, body) => move.mutateAsync({ item, start: body.start, end: body.end })}
        onOpen={onOpen}
        onDelete={(item) => void onDelete(item)}
        onExternalDrop={onExternalDrop}
      />
    </Suspense>
  );
};
