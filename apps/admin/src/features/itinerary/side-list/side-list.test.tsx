import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../../testing/fixtures.ts';
import type { Answer } from '../../../testing/real-api.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { filtersAtom, type Tab, tabAtom } from '../state.ts';
import { SideList } from './side-list.tsx';
import { useAddCatalogueItem } from './use-add-catalogue-item.ts';

// Against the real API in-process (testing/real-api.ts): a destination of its own keeps the lists
// to this file's records (the side list asks for the trip's destinations only).
const api = realApiForFile();
let plain: Answer;
let picky: Answer;
let plainTrip: Answer;
let pickyTrip: Answer;
let rooftop: Answer;

const start = '2027-05-10';
const end = '2027-05-14';

beforeAll(async () => {
  const dest = await api.post('/api/destinations.json', { name: 'Side List Island' });
  const vendor = await api.post('/api/vendors', { name: 'Side List Vendor' });
  const location = await api.post('/api/vendor_locations', {
    vendor: vendor['@id'],
    city: 'Island Town',
    destination: dest['@id'],
  });
  const at = { vendor: vendor['@id'], location: location['@id'] };
  await api.post('/api/accommodations', { name: 'Lagoon Boutique Hotel', boutique: true, ...at });
  await api.post('/api/accommodations', { name: 'Grand Harbour Hotel', ...at });
  rooftop = await api.post('/api/restaurant_tags', { name: 'Side List Rooftop' });
  await api.post('/api/restaurants', { name: 'Sky Bar Restaurant', tags: [rooftop['@id']], ...at });
  await api.post('/api/restaurants', { name: 'Harbour Fish Restaurant', ...at });
  await api.post('/api/spas', { name: 'Coral Spa', ...at });
  const activities = await api.post('/api/activity_providers', { name: 'Island Tours', ...at });
  await api.post('/api/activities', {
    name: 'Snorkel Safari',
    activityProvider: activities['@id'],
    destination: dest['@id'],
  });
  const cars = await api.post('/api/transportation_providers', { name: 'Island Cars', ...at });
  for (const name of ['Airport Arrival Transfer', 'Harbour Shuttle'])
    await api.post('/api/transfers', { name, transportationProvider: cars['@id'], destination: dest['@id'] });

  plain = await addClient(api, 'Paula Plain');
  picky = await addClient(api, 'Pia Picky');
  await api.post('/api/client_preferences', {
    client: picky['@id'],
    boutiqueHotel: true,
    restaurantTags: [rooftop['@id']],
  });
  const trip = (client: Answer) =>
    api.post('/api/trips', {
      client: client['@id'],
      destinations: [dest['@id']],
      startDate: start,
      endDate: end,
    });
  plainTrip = await trip(plain);
  pickyTrip = await trip(picky);
}, 90_000);

const renderSideList = (tab: Tab, trip: Answer, client: Answer) => {
  const store = createStore();
  store.set(tabAtom, tab);
  const view = renderAt(
    `/admin/trips/${trip.id}/itinerary`,
    <Provider store={store}>
      <SideList
        tripId={trip.id}
        clientId={client.id}
        startDate={start}
        endDate={end}
        mode="trip"
        journey={<p>The journey</p>}
      />
    </Provider>,
  );
  return { ...view, store };
};

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('SideList', () => {
  it('shows each tab its list: stays, the day kinds with their chips, transfers, the flight form, the journey', async () => {
    const user = userEvent.setup();
    const { store } = renderSideList(3, plainTrip, plain);
    const side = await screen.findByRole('complementary', { name: 'Side list' });
    expect(side.style.width).toBe('300px');
    const stays = await screen.findByRole('list', { name: 'Accommodations' }, { timeout: 10_000 });
    expect(names(stays)).toEqual(['Grand Harbour Hotel', 'Lagoon Boutique Hotel']);
    // Limited to the trip's destinations.
    expect(api.calls('GET', /^\/api\/accommodations\?/).at(-1)?.path).toContain('location.destination.id');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();

    // Each row is draggable onto the calendar.
    const row = within(stays).getAllByRole('listitem')[1]!;
    expect(row.hasAttribute('data-side-list-item')).toBe(true);
    expect(JSON.parse(row.getAttribute('data-event')!)).toEqual({
      title: 'Lagoon Boutique Hotel',
      duration: '02:00',
      extendedProps: { kind: 'accommodation', iri: expect.stringMatching(/^\/api\/accommodations\/\d+$/) },
    });

    store.set(tabAtom, 5);
    expect(names(await screen.findByRole('list', { name: 'Activities' }))).toEqual(['Snorkel Safari']);
    const restaurants = await screen.findByRole('list', { name: 'Restaurants' });
    expect(names(restaurants)).toEqual(['Harbour Fish Restaurant', 'Sky Bar Restaurant']);
    expect(within(restaurants).getAllByText('Restaurant').length).toBe(2);
    expect(
      JSON.parse(within(restaurants).getAllByRole('listitem')[0]!.getAttribute('data-event')!),
    ).toMatchObject({
      duration: '01:30',
      extendedProps: { kind: 'restaurant' },
    });
    const spas = await screen.findByRole('list', { name: 'Spas' });
    expect(JSON.parse(within(spas).getAllByRole('listitem')[0]!.getAttribute('data-event')!).duration).toBe(
      '01:00',
    );
    // The kind chip narrows tab 5 to one kind.
    await user.click(screen.getByRole('radio', { name: 'Restaurants' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Activities' })).toBeNull());
    expect(screen.getByRole('list', { name: 'Restaurants' })).toBeTruthy();

    store.set(tabAtom, 6);
    expect(names(await screen.findByRole('list', { name: 'Transfers' }))).toEqual([
      'Airport Arrival Transfer',
      'Harbour Shuttle',
    ]);

    // Tab 4: a flight form, no filter.
    store.set(tabAtom, 4);
    expect(await screen.findByRole('form', { name: 'Add flight' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();

    store.set(tabAtom, 1);
    expect(await screen.findByText('The journey')).toBeTruthy();
    store.set(tabAtom, 2);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Side list' })).toBeNull());
  }, 60_000);

  it('sends the search 300 ms after the last key, never each key', async () => {
    const user = userEvent.setup();
    renderSideList(6, plainTrip, plain);
    await screen.findByRole('list', { name: 'Transfers' }, { timeout: 10_000 });
    const before = api.requests.length;
    const typedAt = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'airport');
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Transfers' }))).toEqual(['Airport Arrival Transfer']),
    );
    const searches = api.requests.slice(before).filter((r) => r.path.startsWith('/api/transfers?'));
    expect(searches.map((r) => new URLSearchParams(r.path.split('?')[1]).get('search'))).toEqual(['airport']);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(300);
  }, 30_000);

  it("sets the filters from the client's preferences, which narrow the lists, until reset", async () => {
    const user = userEvent.setup();
    const { store } = renderSideList(3, pickyTrip, picky);
    const stays = await screen.findByRole('list', { name: 'Accommodations' }, { timeout: 10_000 });
    await waitFor(() => expect(names(stays)).toEqual(['Lagoon Boutique Hotel']));
    expect(api.calls('GET', /^\/api\/accommodations\?/).at(-1)?.path).toContain('boutique=true');
    expect(store.get(filtersAtom).accommodation.boutiqueHotel).toBe(true);
    expect(store.get(filtersAtom).restaurant.restaurantTags).toEqual([rooftop['@id']]);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Filtering is active');

    store.set(tabAtom, 5);
    await user.click(await screen.findByRole('radio', { name: 'Restaurants' }));
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Restaurants' }))).toEqual(['Sky Bar Restaurant']),
    );

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Restaurants' }))).toEqual([
        'Harbour Fish Restaurant',
        'Sky Bar Restaurant',
      ]),
    );
    expect(screen.queryByText('Filtering is active')).toBeNull();
    // Once per trip: the preferences do not come back over the user's choice.
    store.set(tabAtom, 3);
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Accommodations' }))).toEqual([
        'Grand Harbour Hotel',
        'Lagoon Boutique Hotel',
      ]),
    );

    // Filters that leave a list empty say so and lift themselves on request, the words kept (issue 30.7).
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('switch', { name: 'Boutique hotel' }));
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Grand');
    await user.click(
      await screen.findByRole('button', { name: 'Show all accommodations' }, { timeout: 5_000 }),
    );
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Accommodations' }))).toEqual(['Grand Harbour Hotel']),
    );
    expect(store.get(filtersAtom).search).toBe('Grand');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    // The filter drawer edits the same filters.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('switch', { name: 'Boutique hotel' }));
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Accommodations' }))).toEqual(['Lagoon Boutique Hotel']),
    );
    expect(screen.getByRole('status').textContent).toContain('Filtering is active');
  }, 60_000);

  it('adds a record to a day at a time with the Add button', async () => {
    const user = userEvent.setup();
    renderSideList(5, plainTrip, plain);
    const restaurants = await screen.findByRole('list', { name: 'Restaurants' }, { timeout: 10_000 });
    await user.click(within(restaurants).getByRole('button', { name: 'Add Sky Bar Restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sky Bar Restaurant' });
    const day = within(dialog).getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Day 1 — 10 May', 'Day 2 — 11 May', 'Day 3 — 12 May', 'Day 4 — 13 May', 'Day 5 — 14 May']);
    await user.selectOptions(day, 'Day 2 — 11 May');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Sky Bar Restaurant' })).toBeNull());
    const items = await api.get<{ 'hydra:member': Answer[] }>(`/api/trip_items?trip.id=${plainTrip.id}`);
    const added = items['hydra:member'].find((i) => i.type === 'restaurant');
    expect(added).toMatchObject({
      startDate: expect.stringMatching(/^2027-05-11[T ]19:30/),
      endDate: expect.stringMatching(/^2027-05-11[T ]21:00/),
      item: { name: 'Sky Bar Restaurant' },
    });
    expect(await screen.findByText('Created successfully')).toBeTruthy();
  }, 30_000);

  it('books a stay for a number of nights, from check-in to the morning after the last night', async () => {
    const user = userEvent.setup();
    renderSideList(3, plainTrip, plain);
    const stays = await screen.findByRole('list', { name: 'Accommodations' }, { timeout: 10_000 });
    await user.click(within(stays).getByRole('button', { name: 'Add Grand Harbour Hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Grand Harbour Hotel' });
    expect((within(dialog).getByLabelText('Check-in time') as HTMLInputElement).value).toBe('15:00');
    const nights = within(dialog).getByLabelText('Nights');
    await user.clear(nights);
    await user.type(nights, '9');
    expect(within(dialog).getByRole('alert').textContent).toBe('From 1 to 5 nights.');
    await user.clear(nights);
    await user.type(nights, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Grand Harbour Hotel' })).toBeNull());
    const items = await api.get<{ 'hydra:member': Answer[] }>(
      `/api/trip_accommodations?trip.id=${plainTrip.id}`,
    );
    expect(
      items['hydra:member'].find((i) => (i.item as { name: string }).name === 'Grand Harbour Hotel'),
    ).toMatchObject({
      startDate: expect.stringMatching(/^2027-05-10[T ]15:00/),
      endDate: expect.stringMatching(/^2027-05-12[T ]11:00/),
    });
  }, 30_000);

  it('adds a flight from tab 4', async () => {
    const user = userEvent.setup();
    renderSideList(4, plainTrip, plain);
    const form = await screen.findByRole('form', { name: 'Add flight' });
    await user.type(within(form).getByLabelText('Flight number'), 'SL 101');
    await user.selectOptions(within(form).getByLabelText('Day'), 'Day 5 — 14 May');
    const departure = within(form).getByLabelText('Departure');
    await user.clear(departure);
    await user.type(departure, '22:00');
    const arrival = within(form).getByLabelText('Arrival');
    await user.clear(arrival);
    await user.type(arrival, '06:30');
    await user.click(within(form).getByRole('button', { name: 'Add flight' }));
    await screen.findByText('Created successfully');
    const flights = await api.get<{ 'hydra:member': Answer[] }>(`/api/trip_flights?trip.id=${plainTrip.id}`);
    // An arrival before the departure lands the next day.
    expect(flights['hydra:member'][0]).toMatchObject({
      flightNumber: 'SL 101',
      startDate: expect.stringMatching(/^2027-05-14[T ]22:00/),
      endDate: expect.stringMatching(/^2027-05-15[T ]06:30/),
    });
  }, 30_000);

  it("useAddCatalogueItem books what the calendar drops, and shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    const restaurants = await api.get<{ 'hydra:member': Answer[] }>('/api/restaurants?name=Harbour%20Fish');
    const iri = restaurants['hydra:member'][0]!['@id'];
    let outcome = '';
    const Drop = () => {
      const add = useAddCatalogueItem(plainTrip.id);
      const drop = (start: string | Date, end: string | Date) =>
        add.mutateAsync({ kind: 'restaurant', iri, start, end }).then(
          () => {
            outcome = 'saved';
          },
          () => {
            outcome = 'reverted';
          },
        );
      return (
        <>
          <button
            type="button"
            onClick={() => void drop(new Date('2027-05-12T12:00:00Z'), '2027-05-12T13:30:00')}
          >
            Drop inside
          </button>
          <button type="button" onClick={() => void drop('2030-01-01T12:00:00', '2030-01-01T13:30:00')}>
            Drop outside
          </button>
        </>
      );
    };
    renderAt('/', <Drop />);
    await user.click(screen.getByRole('button', { name: 'Drop outside' }));
    expect(await screen.findByText(/must lie within the trip's dates/)).toBeTruthy();
    await waitFor(() => expect(outcome).toBe('reverted'));
    await user.click(screen.getByRole('button', { name: 'Drop inside' }));
    await waitFor(() => expect(outcome).toBe('saved'));
    const body = api.calls('POST', '/api/trip_restaurants').at(-1)?.body;
    expect(body).toEqual({
      trip: `/api/trips/${plainTrip.id}`,
      restaurant: iri,
      startDate: '2027-05-12T12:00:00',
      endDate: '2027-05-12T13:30:00',
    });
  }, 30_000);
});
