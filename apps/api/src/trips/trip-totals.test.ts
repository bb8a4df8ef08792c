import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { makeTripOf } from './trip-testing.ts';

const t = adminAppForFile();
let clientIri: string;
let clientId: number;

type Item = Record<string, any> & { '@id': string; id: number };

const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', path, { token: t.admin, body });
  expect(res.status).toBe(201);
  return json<Item>(res);
};

beforeAll(async () => {
  const c = await post('/api/clients', { firstName: 'Ava', lastName: 'Stone', email: 'ava@stone.example' });
  clientIri = c['@id'];
  clientId = c.id;
  await t.db.execute(sql`delete from currencies where upper(iso) in ('EUR', 'USD', 'THB')`);
  await t.db.execute(
    sql`insert into currencies (iso, name, rate) values ('EUR', 'Euro', 0.9), ('USD', 'US dollar', 1), ('THB', 'Baht', 35)`,
  );
});

describe('trip totals', () => {
  it('sums the items in the trip currency, rounded per item, alternatives and dropped items left out', async () => {
    const trip = await makeTripOf(t, { '@id': clientIri }, ['2027-06-01', '2027-06-10'], { currency: 'EUR' });
    const main = await post('/api/trip_accommodations', {
      trip: trip['@id'],
      clientTotalPrice: '1000',
      vendorTotalPrice: '800.00',
    });
    // 3500 THB = 90 EUR; 3000 THB = 77.14 → 77.
    await post('/api/trip_activities', {
      trip: trip['@id'],
      currency: 'THB',
      clientTotalPrice: '3500',
      vendorTotalPrice: '3000',
    });
    // 10.55 USD = 9.495 EUR → 9; 5.50 USD = 4.95 → 5.
    // Twice: rounded per item 9 + 9 = 18, where rounding the sum would give 19.
    for (let i = 0; i < 2; i++) {
      await post('/api/trip_spas', {
        trip: trip['@id'],
        currency: 'USD',
        clientTotalPrice: '10.55',
        vendorTotalPrice: '5.50',
      });
    }
    await post('/api/trip_accommodations', {
      trip: trip['@id'],
      alternativeOf: main['@id'],
      clientTotalPrice: '99999',
      vendorTotalPrice: '99999',
    });
    await post('/api/trip_restaurants', {
      trip: trip['@id'],
      status: 'not_needed',
      clientTotalPrice: '5000',
    });
    await t.db.execute(sql`insert into payments (trip_id, client_id, amount, currency, status) values
      (${trip.id}, ${clientId}, 500, 'EUR', 'paid'), (${trip.id}, ${clientId}, 100, 'USD', 'paid'),
      (${trip.id}, ${clientId}, 1000, 'EUR', 'pending')`);

    const got = await json<Item>(await t.request('GET', `/api/trips/${trip.id}`, { token: t.admin }));
    expect(got.totals).toEqual({
      vendorTotal: '887',
      clientTotal: '1108',
      margin: '221',
      marginRate: '19.95',
      paid: '590',
      balance: '518',
    });
    // The items in the trip, converted one by one, are the total.
    const items = await rows<{ c: string }>(sql`
      select round(client_total_price * 0.9 / (case currency when 'THB' then 35 when 'USD' then 1 else 0.9 end))::text as c
      from trip_items where trip_id = ${trip.id} and alternative_of_id is null and status <> 'not_needed'`);
    expect(items.reduce((s, r) => s + Number(r.c), 0)).toBe(1108);

    const next = await json<Item>(await t.request('GET', `/next/trips/${trip.id}`, { token: t.admin }));
    expect(next.totals).toEqual(got.totals);
    // A trip with nothing yet: zeros, no margin rate.
    const empty = await makeTripOf(t, { '@id': clientIri }, ['2027-06-01', '2027-06-02']);
    expect(empty.totals).toMatchObject({ clientTotal: '0', marginRate: null, balance: '0' });
  });

  it('answers the trip screen in one call with days, items, DMCs and guests, in a fixed number of queries', async () => {
    const trip = await makeTripOf(t, { '@id': clientIri }, ['2027-07-01', '2027-07-03']);
    const [vendor] = await rows<{ id: number }>(
      sql`insert into vendors (name) values ('Siam DMC') returning id`,
    );
    const [guest] = await rows<{ id: number }>(
      sql`insert into client_guests (client_id, name) values (${clientId}, 'Leo Stone') returning id`,
    );
    await t.db.execute(
      sql`update trip_days set title = 'Arrival' where trip_id = ${trip.id} and day_number = 1`,
    );
    await t.db.execute(sql`insert into trip_dmcs (trip_id, vendor_id) values (${trip.id}, ${vendor!.id})`);
    await t.db.execute(
      sql`insert into trip_guests (trip_id, client_guest_id) values (${trip.id}, ${guest!.id})`,
    );
    for (let i = 0; i < 6; i++) await post('/api/trip_activities', { trip: trip['@id'], title: `a${i}` });
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    let body: Item;
    try {
      body = await json<Item>(await t.request('GET', `/next/trips/${trip.id}`, { token: t.admin }));
      // The session check, the trip, its relations, totals, items, summaries, days, DMCs, guests:
      // not one more per item.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(14);
    } finally {
      spy.mockRestore();
    }
    expect(body).toMatchObject({ '@type': 'Trip', id: trip.id });
    expect(body.items).toHaveLength(6);
    expect(body.items[0]).toMatchObject({ '@type': 'TripActivity', title: 'a0' });
    expect((body.days as Item[])[0]).toMatchObject({ date: '2027-07-01', title: 'Arrival', dayNumber: 1 });
    expect(body.dmcs).toMatchObject([
      { '@id': expect.stringMatching(/^\/api\/trip_d_m_cs\/\d+$/), vendor: { name: 'Siam DMC' } },
    ]);
    expect(body.travellers).toMatchObject([{ clientGuest: { name: 'Leo Stone' } }]);

    const patched = await t.request('PATCH', `/next/trips/${trip.id}`, {
      token: t.admin,
      body: { endDate: '2027-06-01' },
    });
    expect(patched.status).toBe(422);
    const ok = await t.request('PATCH', `/next/trips/${trip.id}`, {
      token: t.admin,
      body: { title: 'Siam' },
    });
    expect((await json<Item>(ok)).title).toBe('Siam');

    const stay = await post('/next/trip-accommodations', { trip: trip['@id'], title: 'Riverside' });
    const list = await json<Item>(
      await t.request('GET', `/next/trip-accommodations?proposal-id=${trip.id}`, { token: t.admin }),
    );
    expect(list['hydra:member'].map((m: Item) => m.id)).toEqual([stay.id]);
    const changed = await t.request('PATCH', `/next/trip-accommodations/${stay.id}`, {
      token: t.admin,
      body: { dmc: true },
    });
    expect((await json<Item>(changed)).dmc).toBe(true);
    expect((await t.request('GET', `/next/trip-accommodations/${stay.id}`, { token: t.admin })).status).toBe(
      200,
    );
    // The DMC rule on the second API too: saved pending with a DMC, the item is gone.
    const pending = await t.request('PATCH', `/next/trip-accommodations/${stay.id}`, {
      token: t.admin,
      body: { status: 'pending' },
    });
    expect(pending.status).toBe(204);
    expect((await t.request('GET', `/next/trip-accommodations/${stay.id}`, { token: t.admin })).status).toBe(
      404,
    );
  });
});
