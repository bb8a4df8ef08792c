import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../../testing/fixtures.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { nightsOf, roomCost, sellFromCost } from '../../trip-domain/item-prices.ts';
import { TripPage } from '../trip-page.tsx';

// Issue 22: prices that follow the markup (point 1), money and statuses that agree (point 8).
const api = realApiForFile();
let clientIri: string;
let activityName: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const makeTrip = async (title: string, markup = '18') =>
  (await addTrip(api, clientIri, title, [day(20), day(24)], { currency: 'EUR', markup })) as {
    '@id': string;
    id: number;
  };
const openTrip = (id: number, tab = 'items') =>
  renderAt(`/admin/trips/${id}?tab=${tab}`, <TripPage params={{ id: String(id) }} />);

beforeAll(async () => {
  clientIri = (await addClient(api, 'Pia Markup', { status: 'active' }))['@id'];
  const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
  const [vendor] = rows(await api.query(`insert into vendors (name) values ('Prices group') returning id`));
  const [provider] = rows(
    await api.query(
      `insert into activity_providers (vendor_id, name) values ($1, 'Capri boats') returning id`,
      [vendor!.id],
    ),
  );
  activityName = 'Boat to Capri';
  await api.query(`insert into activities (provider_id, name, price) values ($1, $2, 150)`, [
    provider!.id,
    activityName,
  ]);
});

describe('price arithmetic (as the server computes it)', () => {
  it('adds the markup to the cost, rounded to the cent half away from zero', () => {
    expect(sellFromCost('200', '18')).toBe('236.00');
    expect(sellFromCost('99.99', '12.5')).toBe('112.49');
    expect(sellFromCost('0.05', '10')).toBe('0.06');
    expect(sellFromCost('-200', '18')).toBe('-236.00');
    expect(sellFromCost('', '18')).toBeUndefined();
    expect(sellFromCost('abc', '18')).toBeUndefined();
  });
  it('prices a stay from its room: rate × rooms × nights', () => {
    expect(nightsOf('2027-05-02T15:00', '2027-05-05T11:00')).toBe(3);
    expect(roomCost('400', '2', 3)).toBe('2400.00');
    expect(roomCost(null, '2', 3)).toBeUndefined();
    expect(roomCost('400', '', 0)).toBeUndefined();
  });
});

describe('item form prices', () => {
  it('shows the sell price the markup gives a cost, lets it be overridden and back to the markup', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Markup trip');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'spa');
    await user.type(within(form).getByLabelText('Title'), 'Spa afternoon');
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: `${day(21)}T15:00` } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: `${day(21)}T17:00` } });
    await user.type(within(form).getByLabelText('Vendor total'), '200');
    const sell = within(form).getByLabelText('Client total') as HTMLInputElement;
    expect(sell.value).toBe('236.00');
    expect(within(form).getByText('Vendor total + 18 % markup')).toBeTruthy();

    await user.clear(sell);
    await user.type(sell, '300');
    expect(within(form).getByText(/Set by hand/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Use the markup (18 %)' }));
    expect(sell.value).toBe('236.00');

    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const table = screen.getByRole('table', { name: 'Items' });
    expect(await within(table).findByText('EUR 236')).toBeTruthy();
    const [post] = api.calls('POST', '/api/trip_spas');
    // The server derives the sell price: the form sends the cost and "not overridden".
    expect(post!.body).toMatchObject({ vendorTotalPrice: '200', clientPriceOverridden: false });
    expect(post!.body).not.toHaveProperty('clientTotalPrice');
  });

  it('prefills the cost from the catalogue record chosen', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Catalogue trip', '10');
    openTrip(trip.id);
    await screen.findByText('No items yet.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add item' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'activity');
    await user.type(within(form).getByRole('combobox', { name: 'Activity' }), 'capri');
    await user.click(await within(form).findByRole('option', { name: activityName }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Vendor total') as HTMLInputElement).value).toBe('150.00'),
    );
    expect((within(form).getByLabelText('Client total') as HTMLInputElement).value).toBe('165.00');
  });
});

describe('money and statuses', () => {
  it('asks before "Approved and paid" with a balance, showing it, and sends the confirmation', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Unpaid trip');
    await api.post('/api/trip_spas', {
      trip: trip['@id'],
      startDate: `${day(21)}T10:00`,
      vendorTotalPrice: '1000',
    });
    await api.query(`update trips set status = 'trip_sent' where id = $1`, [trip.id]);
    openTrip(trip.id, '');
    const move = async () => {
      await user.click(await screen.findByRole('button', { name: /Change status of/ }));
      const menu = await screen.findByRole('menu');
      await user.click(await within(menu).findByRole('menuitem', { name: 'Approved and paid' }));
      return screen.findByRole('alertdialog');
    };
    let dialog = await move();
    expect(within(dialog).getByText('EUR 1,180')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('PATCH', `/api/trips/${trip.id}/status-change`)).toHaveLength(0);

    dialog = await move();
    await user.click(within(dialog).getByRole('button', { name: 'Approved and paid anyway' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/trips/${trip.id}/status-change`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/trips/${trip.id}/status-change`)[0]!.body).toEqual({
      status: 'trip_approved_paid',
      confirmUnpaid: true,
    });
  });

  it('shows the payment an item "Client paid - To book" refers to', async () => {
    const trip = await makeTrip('Paid item trip');
    const item = (await api.post('/api/trip_spas', {
      trip: trip['@id'],
      title: 'Paid massage',
      startDate: `${day(21)}T10:00`,
      vendorTotalPrice: '100',
    })) as { id: number };
    await api.post('/api/payments', {
      trip: trip['@id'],
      amount: '118',
      status: 'paid',
      paidDate: day(1),
      reference: 'DEP-1',
    });
    await api.query(`update trip_items set status = 'paid' where id = $1`, [item.id]);
    openTrip(trip.id);
    const note = await screen.findByTestId('client-paid-note');
    expect(note.textContent).toBe(`Paid: EUR 118 on ${day(1)} (DEP-1)`);
  });
});
