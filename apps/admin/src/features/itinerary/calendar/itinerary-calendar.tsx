import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { TripItem } from '@backoffice/sdk';
import { toast } from '@backoffice/ui/toast';
import FullCalendar, {
  type EventDisplayInfo,
  type EventDropInfo,
  type EventInput,
  type EventReceiveInfo,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import interactionPlugin, { Draggable } from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { TripCheck } from '../../trip-domain/checks-findings.tsx';
import { isDroppedItem } from '../../trip-domain/dropped-items.ts';
import { itemSubtitle } from '../../trip-domain/item-format.ts';
import { applyCalendarChange, overlapMessage, tooEarlyMessage } from './calendar-change.ts';
import {
  calendarRange,
  calendarRules,
  checksByItem,
  dayHeader,
  type ExternalDrop,
  eventTitle,
  isCalendarItem,
  mainAccommodationBanners,
  mayOverlap,
  startsTooEarly,
  toCalendarDate,
  toLocalText,
  visibleDays,
} from './calendar-rules.ts';

export type ItineraryCalendarProps = {
  /** A trip's headers show the date; a template's only Day N (it carries no real dates). */
  mode: 'trip' | 'template';
  /** The first and last day (YYYY-MM-DD); a template's are its reference date and nbDays later. */
  startDate: string;
  endDate: string;
  items: TripItem[];
  checks?: TripCheck[];
  /** A drag or a resize: rejects when refused, and the event goes back. */
  onMove: (item: TripItem, body: { start: string; end: string; strTime: string }) => Promise<unknown>;
  onOpen: (item: TripItem) => void;
  onDelete: (item: TripItem) => void;
  /** A side-list record dropped on the calendar (elements matching [data-side-list-item]). */
  onExternalDrop?: (drop: ExternalDrop) => void;
};

const hourMs = 3_600_000;

// The itinerary calendar (product.md §2.9, §5): FullCalendar's time grid in UTC, 06:00–24:00 in
// 30-minute slots, at most seven days with prev/next, the trip's range; timed items as events,
// the main accommodation as an all-day banner. A lazy chunk (FullCalendar's weight stays out of
// the shell).
export const ItineraryCalendar = ({
  mode,
  startDate,
  endDate,
  items,
  checks,
  onMove,
  onOpen,
  onDelete,
  onExternalDrop,
}: ItineraryCalendarProps) => {
  const range = useMemo(() => calendarRange(startDate, endDate), [startDate, endDate]);
  const days = visibleDays(startDate, endDate);
  const byId = useMemo(() => new Map(items.map((item) => [String(item.id), item])), [items]);
  const warnings = useMemo(() => checksByItem(checks), [checks]);
  const events = useMemo<EventInput[]>(
    () => [
      ...mainAccommodationBanners(items),
      ...items.filter(isCalendarItem).map((item) => ({
        id: String(item.id),
        title: eventTitle(item),
        start: toCalendarDate(item.startDate!),
        end: toCalendarDate(item.endDate!),
        extendedProps: {
          iri: item['@id'],
          type: item.type,
          subtitle: itemSubtitle(item),
          dropped: isDroppedItem(item),
        },
        // Dropped from the plan: greyed and struck through, its slot free for others.
        ...(isDroppedItem(item) ? { classNames: ['opacity-50', 'line-through'] } : {}),
      })),
    ],
    [items],
  );

  // Side-list records are dragged in from anywhere in the page: their element says what they are
  // (data-event: {title, duration, extendedProps: {kind, iri}}).
  const dropRef = useRef(onExternalDrop);
  dropRef.current = onExternalDrop;
  useEffect(() => {
    const draggable = new Draggable(document.body, {
      itemSelector: '[data-side-list-item]',
      eventData: (el: HTMLElement) => {
        try {
          return JSON.parse(el.dataset.event ?? '{}') as EventInput;
        } catch {
          return {};
        }
      },
    });
    return () => draggable.destroy();
  }, []);

  // Why the calendar last refused the spot under a drag (an overlap, before 06:00): said when the
  // drag ends there and the event goes back.
  const refusal = useRef<string | null>(null);
  const sayRefusal = () => {
    if (refusal.current) toast.error(refusal.current);
    refusal.current = null;
  };

  const change = (info: EventDropInfo | EventResizeDoneInfo) =>
    void applyCalendarChange(info, byId, onMove, (message) => toast.error(message));

  const receive = (info: EventReceiveInfo) => {
    const { event } = info;
    const { kind, iri } = event.extendedProps as { kind?: string; iri?: string };
    // The record becomes an item through the drop's handler; the calendar shows it once saved.
    info.revert();
    if (!event.start || !kind || !iri) return;
    if (startsTooEarly(event.start, event.allDay)) {
      toast.error(tooEarlyMessage);
      return;
    }
    const end = event.end ?? new Date(event.start.getTime() + hourMs);
    dropRef.current?.({
      kind,
      iri,
      title: event.title,
      start: toLocalText(event.start),
      end: toLocalText(end),
    });
  };

  const content = (arg: EventDisplayInfo) => {
    const { event } = arg;
    if (event.extendedProps.banner) {
      return <span className="truncate px-1 text-xs font-medium">{event.title}</span>;
    }
    const item = byId.get(event.id);
    const found = item ? warnings.get(item.id) : undefined;
    return (
      <div className="flex h-full min-w-0 flex-col overflow-hidden px-1 text-xs leading-tight">
        <div className="flex items-start gap-1">
          <span className="min-w-0 flex-1 truncate font-medium">{event.title}</span>
          {found ? (
            <span
              role="img"
              aria-label={`Checks for ${event.title}: ${found.join(' ')}`}
              title={found.join('\n')}
              className="shrink-0 text-orange-300"
            >
              <TriangleAlert className="size-3.5" aria-hidden />
            </span>
          ) : null}
          {item && !arg.isMirror ? (
            <button
              type="button"
              data-event-delete
              aria-label={`Delete ${event.title}`}
              className="shrink-0 rounded text-white/80 hover:bg-white/20 hover:text-white"
              onMouseDown={(e) => e.stopPropagation()}
              onPointerDown={(e) => e.stopPropagation()}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(item);
              }}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          ) : null}
        </div>
        {event.extendedProps.subtitle ? (
          <span className="truncate opacity-80">{event.extendedProps.subtitle as string}</span>
        ) : null}
        <span className="truncate opacity-80">{arg.timeText}</span>
      </div>
    );
  };

  return (
    <div className="itinerary-calendar" data-testid="itinerary-calendar">
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin, classicThemePlugin]}
        timeZone="UTC"
        initialView="itinerary"
        views={{ itinerary: { type: 'timeGrid', duration: { days } } }}
        initialDate={range.start}
        validRange={range}
        headerToolbar={{ left: 'prev,next', center: mode === 'trip' ? 'title' : '', right: '' }}
        height={calendarRules.height}
        slotMinTime={calendarRules.slotMinTime}
        slotMaxTime={calendarRules.slotMaxTime}
        slotDuration={calendarRules.slotDuration}
        scrollTime={calendarRules.slotMinTime}
        // 24-hour times, as the grid's bounds are written (product.md §9: 06:00 to 24:00).
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        allDaySlot
        nowIndicator={false}
        editable
        droppable
        eventOverlap={(still, moving) => {
          if (mayOverlap(still, moving)) return true;
          refusal.current = overlapMessage(still.title);
          return false;
        }}
        eventAllow={(span) => {
          const early = startsTooEarly(span.start, span.allDay);
          refusal.current = early ? tooEarlyMessage : null;
          return !early;
        }}
        eventDragStart={() => {
          refusal.current = null;
        }}
        eventResizeStart={() => {
          refusal.current = null;
        }}
        eventDragStop={() => setTimeout(sayRefusal)}
        eventResizeStop={() => setTimeout(sayRefusal)}
        events={events}
        dayHeaderContent={(arg) => {
          const header = dayHeader(arg.date.toISOString(), startDate, mode);
          return (
            <span className="flex flex-col items-center leading-tight">
              <span className="font-semibold">{header.day}</span>
              {header.date ? <span className="text-xs font-normal text-stone-500">{header.date}</span> : null}
            </span>
          );
        }}
        eventContent={content}
        eventClick={(info) => {
          if ((info.jsEvent.target as HTMLElement | null)?.closest('[data-event-delete]')) return;
          const item = byId.get(info.event.id);
          if (item) onOpen(item);
        }}
        eventDrop={change}
        eventResize={change}
        eventReceive={receive}
      />
    </div>
  );
};

export default ItineraryCalendar;
