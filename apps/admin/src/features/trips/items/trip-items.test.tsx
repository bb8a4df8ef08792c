import { HttpResponse, http } from '@backoffice/sdk/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../../testing/fixtures.ts';
import { apiBase } from '../../../testing/real-api.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { TripPage } from '../trip-page.tsx';

const api = realApiForFile();
let clientIri: string;
let activityName: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const makeTrip = async (title: string, start = 20, end = 22) =>
  (await addTrip(api, clientIri, title, [day(start), day(end)], {
    status: 'new_inquiry',
    currency: 'EUR',
  })) as { '@id': string; id: number; reference: string };

beforeAll(async () => {
  clientIri = (await addClient(api, 'Ines Duval', { status: 'active' }))['@id'];
  const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
  const [vendor] = rows(
    await api.query(`insert into vendors (name) values ('Items test group') returning id`),
  );
  const [provider] = rows(
    await api.query(
      `insert into activity_providers (vendor_id, name) values ($1, 'Items guides') returning id`,
      [vendor!.id],
    ),
  );
  activityName = 'Sunrise kayak';
  await api.query(`insert into activities (provider_id, name) values ($1, $2)`, [provider!.id, activityName]);
});

const openTrip = (id: number, tab = 'items') =>
  renderAt(`/admin/trips/${id}?tab=${tab}`, <TripPage params={{ id: String(id) }} />);

const addItem = async (
  user: ReturnType<typeof userEvent.setup>,
  fields: { type: string; title: string; start: string; end: string; client?: string; vendor?: string },
) => {
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  const form = await screen.findByRole('form', { name: 'Add item' });
  await user.selectOptions(within(form).getByLabelText('Type'), fields.type);
  await user.type(within(form).getByLabelText('Title'), fields.title);
  fireEvent.change(within(form).getByLabelText('Start'), { target: { value: fields.start } });
  fireEvent.change(within(form).getByLabelText('End'), { target: { value: fields.end } });
  if (fields.client) await user.type(within(form).getByLabelText('Client total'), fields.client);
  if (fields.vendor) await user.type(within(form).getByLabelText('Vendor total'), fields.vendor);
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Add item' })).toBeNull());
};

const moneyValue = (label: string) => {
  const money = screen.getByRole('region', { name: 'Money' });
  const term = within(money).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('trip status menu', () => {
  it('offers the moves of the server and changes the status', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Status trip');
    openTrip(trip.id, '');
    const button = await screen.findByRole('button', { name: /Change status of/ });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    await user.click(await within(menu).findByRole('menuitem', { name: 'Review the inquiry' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/trips/${trip.id}/status-change`)).toHaveLength(1));
    const header = button.closest('header')!;
    expect(await within(header).findByText('Inquiry to review')).toBeTruthy();
    expect(within(header).queryByText('New inquiry')).toBeNull();
  });
});

describe('trip status menu, refused', () => {
  it('shows the server message when the move is no longer allowed (409)', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Stale status trip');
    openTrip(trip.id, '');
    await user.click(await screen.findByRole('button', { name: /Change status of/ }));
    const menu = await screen.findByRole('menu');
    const move = await within(menu).findByRole('menuitem', { name: 'Review the inquiry' });
    // Meanwhile someone else moves the trip on.
    for (const status of ['inquiry_to_review', 'inquiry_accepted', 'inquiry_approved'])
      await api.patch(`/api/trips/${trip.id}/status-change`, { status });
    await user.click(move);
    await waitFor(() => expect(api.calls('PATCH', `/api/trips/${trip.id}/status-change`)).toHaveLength(1));
    expect(await screen.findByText(/A inquiry_approved trip cannot become inquiry_to_review/)).toBeTruthy();
  });
});

describe('items tab', () => {
  it('adds an item of each type at its endpoint', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Every type');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    const types = [
      ['accommodation', 'trip_accommodations'],
      ['flight', 'trip_flights'],
      ['activity', 'trip_activities'],
      ['transfer', 'trip_transfers'],
      ['spa', 'trip_spas'],
      ['restaurant', 'trip_restaurants'],
      ['conciergerie_service', 'trip_conciergerie_services'],
    ] as const;
    // One hour each (the API refuses items the itinerary calendar shows at the same time).
    for (const [i, [type, endpoint]] of types.entries()) {
      await addItem(user, {
        type,
        title: `My ${type}`,
        start: `${day(20)}T${10 + i}:00`,
        end: `${day(20)}T${11 + i}:00`,
      });
      expect(api.calls('POST', `/api/${endpoint}`)).toHaveLength(1);
    }
    const table = screen.getByRole('table', { name: 'Items' });
    for (const [type] of types) expect(await within(table).findByText(`My ${type}`)).toBeTruthy();
    expect(
      within(table).getAllByText(new RegExp(`^${day(20).slice(8, 10)} [A-Z][a-z]{2} 1\\d:00`)).length,
    ).toBe(7);
  });

  it('takes a flight the evening before the trip, and bounds the dates by the type (issue 30.4)', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Overnight out');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    const start = () => within(form).getByLabelText('Start') as HTMLInputElement;
    await user.selectOptions(within(form).getByLabelText('Type'), 'activity');
    expect([start().min, start().max]).toEqual([`${day(20)}T00:00`, `${day(23)}T23:59`]);
    await user.selectOptions(within(form).getByLabelText('Type'), 'flight');
    expect([start().min, start().max]).toEqual([`${day(19)}T00:00`, `${day(23)}T23:59`]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const flightsBefore = api.calls('POST', '/api/trip_flights').length;
    await addItem(user, {
      type: 'flight',
      title: 'JFK to FCO',
      start: `${day(19)}T17:45`,
      end: `${day(20)}T08:05`,
    });
    expect(api.calls('POST', '/api/trip_flights')).toHaveLength(flightsBefore + 1);
    expect(await within(screen.getByRole('table', { name: 'Items' })).findByText('JFK to FCO')).toBeTruthy();
  });

  it('greys an item dropped from the plan and strikes its prices (issue 30.10)', async () => {
    const trip = await makeTrip('Dropped dinner');
    for (const [title, status, hour] of [
      ['Kept dinner', 'initial', 19],
      ['Dropped dinner', 'not_needed', 21],
    ] as const)
      await api.post('/api/trip_restaurants', {
        trip: trip['@id'],
        title,
        status,
        startDate: `${day(20)}T${hour}:00`,
        endDate: `${day(20)}T${hour + 1}:30`,
        currency: 'EUR',
        clientTotalPrice: '180',
        vendorTotalPrice: '150',
      });
    openTrip(trip.id);
    const table = await screen.findByRole('table', { name: 'Items' });
    const rowOf = async (title: string) => (await within(table).findByText(title)).closest('tr')!;
    const struck = (row: HTMLElement) =>
      within(row)
        .getAllByText(/EUR/)
        .map((cell) => cell.closest('td')!.className.includes('line-through'));
    expect(struck(await rowOf('Dropped dinner'))).toEqual([true, true]);
    expect(struck(await rowOf('Kept dinner'))).toEqual([false, false]);
    expect((await rowOf('Dropped dinner')).className).toContain('text-stone-400');
  });

  it("keeps the supplier's cancel-by and payment due dates of an item (issue 26 triggers)", async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Supplier terms');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'activity');
    await user.type(within(form).getByLabelText('Title'), 'Vineyard lunch');
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: `${day(21)}T12:00` } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: `${day(21)}T14:00` } });
    fireEvent.change(within(form).getByLabelText('Cancel without charge by'), { target: { value: day(10) } });
    fireEvent.change(within(form).getByLabelText('Supplier payment due'), { target: { value: day(15) } });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add item' })).toBeNull());
    // (The file's call log holds the earlier tests' posts too: this one is the last.)
    const post = api.calls('POST', '/api/trip_activities').at(-1);
    expect(post?.body).toMatchObject({ cancelByDate: day(10), supplierPaymentDueDate: day(15) });
    const items = (await api.get(`/api/trip_items?trip.id=${trip.id}`))['hydra:member'] as Record<
      string,
      unknown
    >[];
    expect(items[0]).toMatchObject({ cancelByDate: day(10), supplierPaymentDueDate: day(15) });
  });

  it("offers the catalogue of the trip's destinations first, and all of it on request (issue 30.6)", async () => {
    const user = userEvent.setup();
    const italy = await api.post('/api/destinations.json', { name: 'Italia (items test)' });
    const florence = await api.post('/api/destinations.json', {
      name: 'Firenze (items test)',
      parent: italy['@id'],
    });
    const japan = await api.post('/api/destinations.json', { name: 'Nippon (items test)' });
    const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
    const [provider] = rows(await api.query(`select id from activity_providers where name = 'Items guides'`));
    await api.query(
      `insert into activities (provider_id, name, destination_id) values ($1, 'Uffizi at dawn', $2)`,
      [provider!.id, florence.id],
    );
    await api.query(
      `insert into activities (provider_id, name, destination_id) values ($1, 'Shinjuku at dawn', $2)`,
      [provider!.id, japan.id],
    );
    const trip = await makeTrip('Italy trip');
    await api.patch(`/api/trips/${trip.id}`, { destinations: [italy['@id']] });
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'activity');
    await user.type(within(form).getByRole('combobox', { name: 'Activity' }), 'dawn');
    // A hotel in Florence is in Italy: the filter takes the places below the trip's destinations.
    expect(await within(form).findByRole('option', { name: 'Uffizi at dawn' })).toBeTruthy();
    expect(within(form).queryByRole('option', { name: 'Shinjuku at dawn' })).toBeNull();
    expect(
      api
        .calls('GET', /^\/api\/activities\?/)
        .some((c) => decodeURIComponent(c.path).includes(`destination.id[]=${italy.id}`)),
    ).toBe(true);
    await user.click(within(form).getByRole('checkbox', { name: /Show all activity records/ }));
    await user.type(within(form).getByRole('combobox', { name: 'Activity' }), 'dawn');
    expect(await within(form).findByRole('option', { name: 'Shinjuku at dawn' })).toBeTruthy();
  });

  it('picks the catalogue record, changes an item status, and updates the totals', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Money trip');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'activity');
    // The catalogue record is searched on the server as the user types.
    await user.type(within(form).getByRole('combobox', { name: 'Activity' }), 'kay');
    await waitFor(() =>
      expect(api.calls('GET', /^\/api\/activities\?/).some((c) => c.path.includes('search=kay'))).toBe(true),
    );
    await user.click(await within(form).findByRole('option', { name: activityName }));
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: `${day(21)}T09:00` } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: `${day(21)}T12:00` } });
    await user.type(within(form).getByLabelText('Client total'), '1500');
    await user.type(within(form).getByLabelText('Vendor total'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    const table = screen.getByRole('table', { name: 'Items' });
    expect(await within(table).findByText(activityName)).toBeTruthy();
    expect(within(table).getByText('EUR 1,500')).toBeTruthy();
    await waitFor(() => expect(moneyValue('Margin')).toBe('EUR 500'));
    expect(moneyValue('Client total')).toBe('EUR 1,500');

    await user.click(within(table).getByRole('button', { name: `Change status of ${activityName}` }));
    const menu = await screen.findByRole('menu');
    await user.click(await within(menu).findByRole('menuitem', { name: 'Not needed' }));
    const row = within(table).getByText(activityName).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Not needed')).toBeTruthy());
    const [patch] = api.calls('PATCH', /^\/api\/trip_items\/\d+$/);
    expect(patch?.body).toEqual({ status: 'not_needed' });
    // A dropped item costs nothing: the margin goes back to 0.
    await waitFor(() => expect(moneyValue('Margin')).toBe('EUR 0'));
  });

  // (Two activities at the same time are refused by the API, the itinerary calendar shows both: a
  // flight, which the calendar does not show, overlaps the walk.)
  it('shows a check when two items overlap and clears it when one is deleted', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Checks trip');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await addItem(user, {
      type: 'activity',
      title: 'Walk A',
      start: `${day(20)}T10:00`,
      end: `${day(20)}T12:00`,
    });
    await addItem(user, {
      type: 'flight',
      title: 'Walk B',
      start: `${day(20)}T11:00`,
      end: `${day(20)}T13:00`,
    });
    const checks = screen.getByRole('region', { name: 'Checks' });
    await within(checks).findByText(/overlap/);
    expect(within(checks).getAllByRole('link', { name: /Walk [AB]/ })).toHaveLength(2);

    const table = screen.getByRole('table', { name: 'Items' });
    await user.click(within(table).getByRole('button', { name: 'Delete Walk B' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Walk B')).toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Checks' })).queryByText(/overlap/)).toBeNull(),
    );
  });

  it('says when the checks could not be read, never "All clear", and reads them again', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Checks down');
    // Down for the first read and its retry; up again for "Try again".
    let down = true;
    api.server.use(
      http.get(`${apiBase}/api/trips/:id/checks`, () =>
        down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    openTrip(trip.id);
    const checks = await screen.findByRole('region', { name: 'Checks' });
    expect((await within(checks).findByRole('alert')).textContent).toContain(
      'The checks could not be loaded.',
    );
    expect(within(checks).queryByText('All clear')).toBeNull();
    down = false;
    await user.click(within(checks).getByRole('button', { name: 'Try again' }));
    // A trip of three days without a hotel: the finding, once the checks are read.
    expect(await within(checks).findByText(/No accommodation for the nights/)).toBeTruthy();
    expect(within(checks).queryByRole('alert')).toBeNull();
  });

  it('shows the type tab with its own columns', async () => {
    const trip = await makeTrip('Flight trip');
    const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
    const [cdg] = rows(
      await api.query(
        `insert into airports (name, iata, city) values ('Paris Charles de Gaulle', 'CDG', 'Paris') returning id`,
      ),
    );
    const [nce] = rows(
      await api.query(`insert into airports (name, city) values ('Nice Côte d''Azur', 'Nice') returning id`),
    );
    await api.post('/api/trip_flights', {
      trip: trip['@id'],
      departureAirport: `/api/airports/${cdg!.id}`,
      arrivalAirport: `/api/airports/${nce!.id}`,
      title: 'Paris to Nice',
      flightNumber: 'AF7700',
      pnr: 'ABC123',
      startDate: `${day(20)}T08:00`,
      endDate: `${day(20)}T09:30`,
    });
    await api.post('/api/trip_activities', { trip: trip['@id'], title: 'Not a flight' });
    openTrip(trip.id, 'flight');
    const table = await screen.findByRole('table', { name: 'Flight items' });
    expect(await within(table).findByText('Paris to Nice')).toBeTruthy();
    expect(within(table).getByText('AF7700')).toBeTruthy();
    expect(within(table).getByText('ABC123')).toBeTruthy();
    // Airports by code (the name without one), their names on hover, from the list itself (no
    // request per airport); no Type column nor a summary under the name on a type's tab.
    const airports = within(table).getByText("CDG → Nice Côte d'Azur");
    expect(airports.getAttribute('title')).toBe("Paris Charles de Gaulle → Nice Côte d'Azur");
    expect(within(table).queryByRole('columnheader', { name: 'Type' })).toBeNull();
    expect(api.calls('GET', /^\/api\/airports/)).toHaveLength(0);
    expect(within(table).queryByText('Not a flight')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'PNR' })).toBeTruthy();
  });

  it('shows alternatives under their item and switches to one', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Alternatives trip');
    const main = await api.post('/api/trip_activities', { trip: trip['@id'], title: 'Cooking class' });
    await api.post('/api/trip_activities', {
      trip: trip['@id'],
      title: 'Pottery class',
      alternativeOf: main['@id'],
    });
    openTrip(trip.id, 'activities');
    const table = await screen.findByRole('table', { name: 'Activity items' });
    const alt = (await within(table).findByText('Pottery class')).closest('tr')!;
    expect(within(alt).getByText('Alternative:')).toBeTruthy();
    expect(alt.previousElementSibling?.textContent).toContain('Cooking class');
    await user.click(within(alt).getByRole('button', { name: 'Switch to Pottery class' }));
    await waitFor(() =>
      expect(api.calls('GET', /^\/api\/switch-activity-alternative\/\d+$/)).toHaveLength(1),
    );
    await waitFor(() => {
      const row = within(table).getByText('Cooking class').closest('tr')!;
      expect(within(row).getByText('Alternative:')).toBeTruthy();
    });
  });

  it('lists items day by day in date-and-time order and reorders within a day (issue 30.5)', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Order trip');
    const post = (title: string, at: number, hour: string) =>
      api.post('/api/trip_activities', {
        trip: trip['@id'],
        title,
        startDate: `${day(at)}T${hour}`,
        endDate: `${day(at)}T${hour.replace(/^\d\d/, (h) => String(Number(h) + 1).padStart(2, '0'))}`,
      });
    const museum = await post('Museum', 21, '09:00');
    await post('Dinner', 20, '20:00');
    await post('Cooking class', 20, '10:00');
    // A position given by hand before the first day's items: the second day still comes second.
    await api.post(`/next/trips/update-item-order/${trip.id}`, { items: [museum.id] });
    openTrip(trip.id);
    const table = await screen.findByRole('table', { name: 'Items' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td:nth-child(4) .font-medium')?.textContent);
    await waitFor(() => expect(names()).toEqual(['Cooking class', 'Dinner', 'Museum']));
    // Only within the day: the class has no one above it, the museum no one above nor below.
    expect(within(table).queryByRole('button', { name: 'Move Cooking class up' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Move Museum up' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Move Dinner down' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Move Dinner up' }));
    await waitFor(() =>
      expect(api.calls('POST', `/next/trips/update-item-order/${trip.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(names()).toEqual(['Dinner', 'Cooking class', 'Museum']));
  });

  it('edits an item with PATCH /api/trip_items/{id}', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Edit trip');
    const item = await api.post('/api/trip_spas', {
      trip: trip['@id'],
      title: 'Hammam',
      clientTotalPrice: '200',
    });
    openTrip(trip.id);
    const table = await screen.findByRole('table', { name: 'Items' });
    await user.click(await within(table).findByRole('button', { name: 'Edit Hammam' }));
    const form = await screen.findByRole('form', { name: 'Edit item' });
    expect((within(form).getByLabelText('Client total') as HTMLInputElement).value).toBe('200.00');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Hammam and massage');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Hammam and massage')).toBeTruthy();
    const [patch] = api.calls('PATCH', `/api/trip_items/${item.id}`);
    expect(patch?.body).toMatchObject({ title: 'Hammam and massage', clientTotalPrice: '200.00' });
    // Sent with the version the form was filled from.
    expect(patch?.ifMatch).toBe('"1"');
  });

  it("shows the server's violations on their fields, and a change made meanwhile as 'changed by someone else'", async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Stale trip');
    const item = await api.post('/api/trip_restaurants', { trip: trip['@id'], title: 'Dinner' });
    openTrip(trip.id);
    const table = await screen.findByRole('table', { name: 'Items' });
    await user.click(await within(table).findByRole('button', { name: 'Edit Dinner' }));
    const form = await screen.findByRole('form', { name: 'Edit item' });
    // A violation lands on its field (the browser's own checks set aside).
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'E1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const currency = within(form).getByLabelText('Currency');
    await waitFor(() => expect(currency.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This value is not a valid currency code.')).toBeTruthy();
    await user.clear(currency);
    await user.type(currency, 'EUR');

    // Someone else changes the item: the save is refused and the latest version can be loaded.
    await api.patch(`/api/trip_items/${item.id}`, { title: 'Dinner at eight' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Dinner by the sea');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Dinner at eight'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit item' })).toBeNull());
    const patches = api.calls('PATCH', `/api/trip_items/${item.id}`);
    expect(patches.at(-1)?.ifMatch).toBe('"2"');
  });
});
