import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { Trip } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Spinner } from '@backoffice/ui/spinner';
import FullCalendar, { type EventDisplayInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useDestinationIndexQuery } from '../../lib/destination-tree.ts';
import { tripPath } from '../trip-domain/trip-paths.ts';
import { statusOf, useTripStatuses } from '../trip-domain/trip-status.ts';
import {
  calendarDates,
  calendarTitle,
  calendarTripsQuery,
  eventEnd,
  hiddenStatuses,
  type VisibleRange,
} from './trips-calendar-data.ts';

type Hover = { trip: Trip; x: number; y: number };

const TripTooltip = ({ hover }: { hover: Hover }) => {
  const statuses = useTripStatuses();
  const status = statusOf(statuses.data, hover.trip.status);
  return (
    <div
      role="tooltip"
      id="trip-calendar-tooltip"
      className="pointer-events-none fixed z-50 rounded-md border border-stone-200 bg-white px-3 py-2 text-sm shadow-lg"
      style={{ left: hover.x, top: hover.y + 8 }}
    >
      <p className="font-medium tabular-nums text-stone-800">{calendarDates(hover.trip)}</p>
      <p className="mt-1">
        <Badge color={status.color}>{status.label}</Badge>
      </p>
    </div>
  );
};

// /admin/dashboard/trips/calendar (product.md §2.9): the month's trips not archived, not past and
// not cancelled (filtered by the server), UTC, prev/next, height 620. An event is a link to the
// trip: a click navigates, ctrl/cmd or middle click opens a new tab as any link does.
export const TripsCalendarPage = () => {
  const statuses = useTripStatuses();
  const destinations = useDestinationIndexQuery();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const eligible = (statuses.data ?? []).map((s) => s.value).filter((s) => !hiddenStatuses.has(s));
  const trips = useQuery({
    ...calendarTripsQuery(range ?? { start: today, end: today }, eligible, today),
    enabled: range !== null && eligible.length > 0,
    placeholderData: keepPreviousData,
  });
  const name = (iri: string) => destinations.data?.get(iri)?.name;
  const events: EventInput[] = (trips.data?.['hydra:member'] ?? []).map((trip) => ({
    id: String(trip.id),
    title: calendarTitle(trip, name),
    start: trip.startDate.slice(0, 10),
    end: eventEnd(trip.endDate),
    allDay: true,
    extendedProps: { trip },
  }));

  const content = (arg: EventDisplayInfo) => {
    const trip = arg.event.extendedProps.trip as Trip;
    const show = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      setHover({ trip, x: box.left, y: box.bottom });
    };
    return (
      <Link
        href={tripPath(trip.id)}
        className="block truncate px-1 text-xs font-medium text-inherit no-underline hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-describedby={hover?.trip.id === trip.id ? 'trip-calendar-tooltip' : undefined}
        onMouseEnter={(event) => show(event.currentTarget)}
        onMouseLeave={() => setHover(null)}
        onFocus={(event) => show(event.currentTarget)}
        onBlur={() => setHover(null)}
      >
        {arg.event.title}
      </Link>
    );
  };

  return (
    <section className="space-y-4">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Trips calendar</h1>
        {trips.isFetching ? <Spinner size="sm" label="Loading the trips" /> : null}
      </header>
      {trips.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The trips could not be loaded.
        </p>
      ) : null}
      <div className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm" data-testid="trips-calendar">
        <FullCalendar
          plugins={[dayGridPlugin, classicThemePlugin]}
          timeZone="UTC"
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
          height={620}
          events={events}
          eventContent={content}
          datesSet={(info) => {
            setHover(null);
            const next = {
              start: info.start.toISOString().slice(0, 10),
              end: info.end.toISOString().slice(0, 10),
            };
            setRange((current) =>
              current?.start === next.start && current.end === next.end ? current : next,
            );
          }}
        />
      </div>
      {!trips.isPending && trips.data?.['hydra:member'].length === 0 ? (
        <p className="text-sm text-stone-500">No trips this month.</p>
      ) : null}
      {hover ? <TripTooltip hover={hover} /> : null}
    </section>
  );
};
