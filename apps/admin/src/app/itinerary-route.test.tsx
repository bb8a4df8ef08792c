import type { TripItem } from '@backoffice/sdk';
import { HttpResponse, http } from '@backoffice/sdk/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useMoveItem } from '../features/itinerary/api/use-itinerary.ts';
import { deleteConfirmation } from '../testing/dialogs.ts';
import { addClient, addTrip } from '../testing/fixtures.ts';
import { apiBase } from '../testing/real-api.ts';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { TripItineraryRoute } from './itinerary-route.tsx';

// The itinerary screen against the real API (product.md §2.9, §5): the frame, the calendar's
// headers, what it shows and hides, the banner, the delete and the edit, the live checks, the
// fallback to the standard API.

const api = realApiForFile();
let clientIri: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const short = (date: string) => `${date.slice(8, 10)} ${months[Number(date.slice(5, 7)) - 1]}`;

type Answer = { '@id': string; id: number; reference: string };

const makeTrip = async () => {
  const trip = (await addTrip(api, clientIri, 'Provence', [day(20), day(23)], {
    status: 'new_inquiry',
    currency: 'EUR',
  })) as Answer;
  const add = (path: string, body: object) => api.post(path, { trip: trip['@id'], ...body });
  await add('/api/trip_accommodations', {
    title: 'Villa Rose',
    isMainAccommodation: true,
    startDate: `${day(20)}T15:00`,
    endDate: `${day(23)}T11:00`,
  });
  await add('/api/trip_activities', {
    title: 'Kayak',
    startDate: `${day(21)}T10:00`,
    endDate: `${day(21)}T12:00`,
  });
  await add('/api/trip_restaurants', {
    title: 'Bistro dinner',
    startDate: `${day(21)}T19:00`,
    endDate: `${day(21)}T21:00`,
  });
  await add('/api/trip_flights', {
    title: 'Hop to Nice',
    startDate: `${day(22)}T10:00`,
    endDate: `${day(22)}T11:00`,
  });
  await add('/api/trip_activities', {
    title: 'Grand tour',
    mainActivity: true,
    startDate: `${day(22)}T09:00`,
    endDate: `${day(22)}T17:00`,
  });
  return trip;
};

const open = (trip: Answer, search = '') =>
  renderAt(
    `/admin/trips/${trip.id}/itinerary${search}`,
    <TripItineraryRoute params={{ id: String(trip.id) }} />,
  );

beforeAll(async () => {
  clientIri = (await addClient(api, 'Ines Duval', { status: 'active' }))['@id'];
});

describe('the trip itinerary', () => {
  it('shows the header, the tabs, Day N and date headers, the shown items and the banner', async () => {
    const trip = await makeTrip();
    // A flight during the kayak: a check the kayak's event carries as a warning marker.
    await api.post('/api/trip_flights', {
      trip: trip['@id'],
      title: 'Morning hop',
      startDate: `${day(21)}T10:30`,
      endDate: `${day(21)}T11:00`,
    });
    open(trip);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: new RegExp(`Ines Duval.*${trip.reference}`),
    });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the trip' }).getAttribute('href')).toBe(
      `/admin/trips/${trip.id}`,
    );
    expect(screen.getByRole('tab', { name: 'Journey' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Journey list' })).toBeTruthy();
    // Range: the first day to the day after the last (five days here).
    expect(await screen.findByText('Day 1')).toBeTruthy();
    expect(screen.getByText(short(day(20)))).toBeTruthy();
    expect(screen.getByText('Day 5')).toBeTruthy();
    expect(screen.getByText(short(day(24)))).toBeTruthy();
    expect(screen.queryByText('Day 6')).toBeNull();
    const calendar = await screen.findByTestId('itinerary-calendar');
    expect(await within(calendar).findByText('Kayak')).toBeTruthy();
    expect(within(calendar).getByText('Bistro dinner')).toBeTruthy();
    // The main accommodation's banner.
    expect(within(calendar).getAllByText('Villa Rose').length).toBeGreaterThan(0);
    // Flights and the main activity are not on the calendar (the checks may still name them).
    expect(within(calendar).queryByText('Hop to Nice')).toBeNull();
    expect(within(calendar).queryByText('Grand tour')).toBeNull();
    expect(await screen.findByRole('img', { name: /^Checks for Kayak: .*overlap/ })).toBeTruthy();
    // Loaded on the next-generation API.
    expect(api.calls('GET', `/next/trips/${trip.id}`)).toHaveLength(1);
  });

  it('falls back silently to the standard API when the next-generation trip fails', async () => {
    const trip = await makeTrip();
    api.server.use(
      http.get(`${apiBase}/next/trips/:id`, () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    open(trip);
    expect(await screen.findByRole('heading', { level: 1, name: /Ines Duval/ })).toBeTruthy();
    // On the calendar (the journey list beside it shows it too).
    expect(await within(await screen.findByTestId('itinerary-calendar')).findByText('Kayak')).toBeTruthy();
    expect(api.calls('GET', `/api/trips/${trip.id}`).length).toBeGreaterThan(0);
    expect(api.calls('GET', new RegExp(`/api/trip_items\\?.*trip.id=${trip.id}`)).length).toBeGreaterThan(0);
    expect(screen.queryByText('down')).toBeNull();
  });

  it('deletes an event after the confirm and refreshes the checks; a click opens the edit modal', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip();
    open(trip);
    const checks = await screen.findByRole('region', { name: 'Checks' });
    await user.click(await screen.findByRole('button', { name: 'Delete Kayak' }));
    const dialog = await deleteConfirmation();
    const before = api.calls('GET', `/api/trips/${trip.id}/checks`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('itinerary-calendar')).queryByText('Kayak')).toBeNull(),
    );
    expect(api.calls('DELETE', /\/api\/trip_items\/\d+$/)).not.toHaveLength(0);
    await waitFor(() =>
      expect(api.calls('GET', `/api/trips/${trip.id}/checks`).length).toBeGreaterThan(before),
    );
    expect(checks).toBeTruthy();

    await user.click(within(screen.getByTestId('itinerary-calendar')).getByText('Bistro dinner'));
    const form = await screen.findByRole('form', { name: 'Edit item' });
    expect(within(form).getByLabelText('Title')).toHaveProperty('value', 'Bistro dinner');
  });

  it('says when the checks could not be read (no count, never "All clear") and reads them again', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip();
    // Down for the first read and its retry; up again for "Try again".
    let down = true;
    api.server.use(
      http.get(`${apiBase}/api/trips/:id/checks`, () =>
        down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    open(trip);
    const checks = await screen.findByRole('region', { name: 'Checks' });
    expect((await within(checks).findByRole('alert')).textContent).toContain(
      'The checks could not be loaded.',
    );
    expect(within(checks).queryByText('All clear')).toBeNull();
    expect(within(checks).getByRole('button', { name: 'Checks' })).toBeTruthy();
    down = false;
    await user.click(within(checks).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(checks).queryByRole('alert')).toBeNull());
    expect(within(checks).getByRole('button', { name: /^Checks \(\d+\)$/ })).toBeTruthy();
  });

  it('keeps the tab in the URL; the map view tab hides the side list', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip();
    const { history } = open(trip, '?tab=5');
    expect((await screen.findByRole('tab', { name: 'Activity' })).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Map view' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(history.at(-1)).toContain('tab=2'));
    // The Actions menu opens the proposal PDF in a new tab through a signed link.
    const tab = { location: { href: '' }, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Proposal PDF/ }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^\/pdf\/trip\/.+\/proposal\?expires=\d+&signature=/),
    );
    expect(api.calls('GET', `/api/trips/${trip.id}/pdf-link?kind=proposal`)).toHaveLength(1);
    windowOpen.mockRestore();
  });
});

describe('a calendar move', () => {
  it('sends {start, end, strTime} to the item route; a refused overlap rolls back with the message', async () => {
    const trip = await makeTrip();
    let move: ReturnType<typeof useMoveItem> | undefined;
    const Probe = () => {
      move = useMoveItem(trip.id);
      return null;
    };
    renderAt('/', <Probe />);
    const items = (await api.get(`/next/trips/${trip.id}/trip-items`)) as { 'hydra:member': TripItem[] };
    const kayak = items['hydra:member'].find((i) => i.title === 'Kayak')!;
    const body = { start: `${day(22)}T14:00:00`, end: `${day(22)}T16:00:00`, strTime: '2:00 PM' };
    await act(() => move!.mutateAsync({ item: kayak, ...body }));
    const patch = api.calls('PATCH', `/api/trip_items/${kayak.id}`).at(-1)!;
    expect(patch.body).toEqual(body);

    const refused = { start: `${day(21)}T19:30:00`, end: `${day(21)}T20:30:00`, strTime: '7:30 PM' };
    await act(() => move!.mutateAsync({ item: kayak, ...refused }).catch(() => undefined));
    expect(await screen.findByText(/This would overlap Bistro dinner/)).toBeTruthy();
    const saved = (await api.get(`/api/trip_items/${kayak.id}`)) as TripItem;
    expect(saved.startDate).toMatch(new RegExp(`^${day(22)}.14:00`));
  });
});
