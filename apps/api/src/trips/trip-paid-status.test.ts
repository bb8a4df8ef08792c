import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { type Item, makeClient, makeTripOf } from './trip-test-helpers.ts';

// Issue 22, point 8: money and statuses agree.
const t = adminAppForFile();
let client: Item;

const send = async (method: string, path: string, body: Record<string, unknown>, status: number) => {
  const res = await t.request(method, path, { token: t.admin, body });
  const out = await json<Item>(res);
  expect(res.status, JSON.stringify(out)).toBe(status);
  return out;
};
// A trip sold 1,180 (one item costing 1,000 at 18 %), at `status`.
const soldTrip = async (status: string) => {
  const trip = await makeTripOf(t, t.admin, client, ['2027-06-01', '2027-06-05'], { markup: '18' });
  const item = await send(
    'POST',
    '/api/trip_activities',
    { trip: trip['@id'], title: 'Vatican', startDate: '2027-06-02T09:00', vendorTotalPrice: '1000' },
    201,
  );
  await t.db.execute(sql`update trips set status = ${status} where id = ${trip.id}`);
  return { trip, item };
};
const pay = (tripIri: string, amount: string, status = 'paid') =>
  send('POST', '/api/payments', { trip: tripIri, amount, status }, 201);

beforeAll(async () => {
  client = await makeClient(t, t.admin, 'Mona', 'Money');
});

describe('a "paid" trip status needs a zero balance or a confirmation', () => {
  it('refuses "Approved and paid" with a balance (409 naming it) unless confirmUnpaid is sent', async () => {
    const { trip } = await soldTrip('trip_sent');
    await pay(trip['@id'], '180');
    await pay(trip['@id'], '500', 'pending');
    const refused = await send(
      'PATCH',
      `/api/trips/${trip.id}/status-change`,
      { status: 'trip_approved_paid' },
      409,
    );
    expect(refused['hydra:description']).toBe(
      "The trip's balance is 1000 EUR, not zero (client total 1180, paid 180): confirm to mark it as approved and paid anyway (confirmUnpaid: true).",
    );
    expect([refused.balance, refused.confirmWith]).toEqual(['1000', 'confirmUnpaid']);
    // The same rule on the trip's PATCH.
    await send('PATCH', `/api/trips/${trip.id}`, { status: 'trip_approved_paid' }, 409);
    const [row] = (await t.db.execute(sql`select status from trips where id = ${trip.id}`)).rows as {
      status: string;
    }[];
    expect(row!.status).toBe('trip_sent');

    const moved = await send(
      'PATCH',
      `/api/trips/${trip.id}/status-change`,
      { status: 'trip_approved_paid', confirmUnpaid: true },
      200,
    );
    expect(moved.status).toBe('trip_approved_paid');
  });

  it('moves without a question when the payments cover the trip; the deposit stage asks too', async () => {
    const { trip } = await soldTrip('proposal_sent');
    const refused = await send('PATCH', `/api/trips/${trip.id}`, { status: 'proposal_approved_paid' }, 409);
    expect(refused.balance).toBe('1180');
    await send(
      'PATCH',
      `/api/trips/${trip.id}`,
      { status: 'proposal_approved_paid', confirmUnpaid: true },
      200,
    );

    const paid = await soldTrip('trip_sent');
    await pay(paid.trip['@id'], '1180');
    const moved = await send(
      'PATCH',
      `/api/trips/${paid.trip.id}/status-change`,
      { status: 'trip_approved_paid' },
      200,
    );
    expect(moved.status).toBe('trip_approved_paid');
  });
});

describe('an item "Client paid - To book" refers to a payment', () => {
  it('is refused (409) while the trip has no payment recorded as paid', async () => {
    const { trip, item } = await soldTrip('proposal_approved_paid');
    await t.db.execute(sql`update trip_items set status = 'waiting_payment' where id = ${item.id}`);
    await pay(trip['@id'], '1180', 'pending');
    const refused = await send('PATCH', `/api/trip_items/${item.id}`, { status: 'paid' }, 409);
    expect(refused['hydra:description']).toBe(
      'The trip has no payment recorded as paid: record the client\'s payment (Payments) before marking an item "Client paid - To book".',
    );
    await pay(trip['@id'], '1180');
    const moved = await send('PATCH', `/api/trip_items/${item.id}`, { status: 'paid' }, 200);
    expect(moved.status).toBe('paid');
    // A later edit of the paid item is not asked again.
    await send('PATCH', `/api/trip_items/${item.id}`, { notes: 'Vatican tickets' }, 200);
  });
});
