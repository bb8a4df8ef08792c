import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { tripKeys } from '../trip-domain/trip-keys.ts';
import { calendarDates, eventEnd } from './trips-calendar-data.ts';
import { TripsCalendarPage } from './trips-calendar-page.tsx';

const api = realApiForFile();
let clientIri: string;
let destinationIri: string;
let destinationName: string;

// Dates inside the current UTC month, from today on (the calendar opens on the current month).
const now = new Date();
const month = now.toISOString().slice(0, 7);
const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
const dayOfMonth = (d: number) => `${month}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
const today = now.toISOString().slice(0, 10);
const todayN = now.getUTCDate();

const makeTrip = async (over: Record<string, unknown>) =>
  (await api.post('/api/trips', {
    client: clientIri,
    startDate: today,
    endDate: dayOfMonth(todayN + 1),
    status: 'new_inquiry',
    currency: 'EUR',
    ...over,
  })) as { id: number; '@id': string; reference: string };

beforeAll(async () => {
  clientIri = (await addClient(api, 'Cleo Calendar', { status: 'active' }))['@id'];
  destinationName = 'Kyoto calendar';
  destinationIri = (await api.post('/api/destinations.json', { name: destinationName }))['@id'];
});

// FullCalendar keeps events invisible until it has measured them, which jsdom cannot: events are
// found with `hidden: true` (the browser test sees them as they are).
describe('/admin/dashboard/trips/calendar', () => {
  it('shows the trips of the month that are not past, cancelled or archived, titled client and first destination', async () => {
    const shown = await makeTrip({ destinations: [destinationIri], title: 'Shown trip' });
    const cancelled = await makeTrip({ title: 'Cancelled trip' });
    await api.query(`update trips set status = 'trip_cancelled' where id = $1`, [cancelled.id]);
    const archived = await makeTrip({ title: 'Archived trip' });
    await api.query(`update trips set status = 'archived' where id = $1`, [archived.id]);
    // Over before today (only when this month has a day before today).
    const past =
      todayN > 2 ? await makeTrip({ startDate: dayOfMonth(1), endDate: dayOfMonth(todayN - 1) }) : null;

    renderAt('/admin/dashboard/trips/calendar', <TripsCalendarPage />);
    expect(screen.getByRole('heading', { name: 'Trips calendar' })).toBeTruthy();
    const calendar = screen.getByTestId('trips-calendar');
    const title = `Cleo Calendar – ${destinationName}`;
    // (A hidden element has no accessible name: found by its text.)
    const link = await waitFor(
      () =>
        within(calendar)
          .getAllByRole('link', { hidden: true })
          .find((a) => a.textContent === title)!,
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe(`/admin/trips/${shown.id}`);
    // The server did the filtering: status[] without the hidden ones, and the month's range.
    const calls = api.calls('GET', /^\/api\/trips\?/);
    const query = new URLSearchParams(calls.at(-1)!.path.split('?')[1]);
    const statuses = query.getAll('status[]');
    expect(statuses).toContain('new_inquiry');
    expect(statuses).not.toContain('trip_cancelled');
    expect(statuses).not.toContain('archived');
    expect(statuses).not.toContain('past_trip');
    expect(query.get('endDate[after]')).toBe(today);
    const ids = within(calendar)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/admin/trips/'));
    expect(ids).not.toContain(`/admin/trips/${cancelled.id}`);
    expect(ids).not.toContain(`/admin/trips/${archived.id}`);
    if (past) expect(ids).not.toContain(`/admin/trips/${past.id}`);

    // Hover: dates (DD MMM) and the status tag.
    fireEvent.mouseEnter(link);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(
      calendarDates({ startDate: today, endDate: dayOfMonth(todayN + 1) }),
    );
    expect(await within(tooltip).findByText('New inquiry')).toBeTruthy();
  });

  it('opens the trip on a click', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip({ title: 'Click trip' });
    const { history, client } = renderAt('/admin/dashboard/trips/calendar', <TripsCalendarPage />);
    const calendar = screen.getByTestId('trips-calendar');
    const link = await waitFor(
      () =>
        within(calendar)
          .getAllByRole('link', { hidden: true })
          .find((a) => a.getAttribute('href') === `/admin/trips/${trip.id}`)!,
      { timeout: 5000 },
    );
    expect(link).toBeTruthy();
    // Its cache entry is a collection like every list's: the trip page reads a trip from the lists
    // while it loads.
    const cached = client.getQueriesData({ queryKey: tripKeys.lists }).filter(([, data]) => data);
    expect(cached.length).toBeGreaterThan(0);
    for (const [, data] of cached)
      expect(Array.isArray((data as { 'hydra:member'?: unknown })['hydra:member'])).toBe(true);
    await user.click(link);
    expect(history.at(-1)).toBe(`/admin/trips/${trip.id}`);
  });

  it('ends a multi-day event the day after the trip (end exclusive)', () => {
    expect(eventEnd('2027-03-31')).toBe('2027-04-01');
    expect(calendarDates({ startDate: '2027-03-02', endDate: '2027-03-08' })).toBe('02 Mar – 08 Mar');
  });
});
