import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { addItem, type Collection, daysOf, type Item, makeClient, makeTripOf } from './trip-test-helpers.ts';

const t = adminAppForFile();
let travel: string;

beforeAll(async () => {
  travel = await t.login('travel@demo.travel');
});

type Entry = Item & {
  entity: string;
  action: string;
  record: string;
  changes: { field: string; before: unknown; after: unknown }[];
  actor: { name: string } | null;
};

describe('trip history', () => {
  it('lists the changes to a trip and its records, newest first, with names and fields before and after', async () => {
    const client = await makeClient(t, t.admin, 'Yara', 'Holm');
    const trip = await makeTripOf(t, travel, client, ['2027-10-01', '2027-10-03']);
    const other = await makeTripOf(t, travel, client, ['2027-10-01', '2027-10-03']);
    const item = await addItem(t, trip.id, '2027-10-02 09:00:00', '2027-10-02 10:00:00');
    const [day] = await daysOf(t, t.admin, trip.id);
    await t.request('PATCH', day!['@id'], { token: t.admin, body: { title: 'Welcome' } });
    await t.request('POST', '/api/trip_events', {
      token: travel,
      body: { trip: trip['@id'], title: 'Call', startDate: '2027-09-01T09:00' },
    });
    await t.request('POST', '/api/payments', { token: t.admin, body: { trip: trip['@id'], amount: '500' } });
    await t.request('PATCH', trip['@id'], {
      token: t.admin,
      body: { title: 'Nordic escape', startDate: '2027-10-02', endDate: '2027-10-04' },
    });
    await t.request('PATCH', other['@id'], { token: t.admin, body: { title: 'Not this one' } });

    const res = await t.request('GET', `/api/trips/${trip.id}/history?itemsPerPage=4`, { token: t.admin });
    expect(res.status).toBe(200);
    const page = await json<Collection & { 'hydra:view': Record<string, string> }>(res);
    expect(page['hydra:totalItems']).toBe(6);
    const members = page['hydra:member'] as Entry[];
    expect(members).toHaveLength(4);
    expect(page['hydra:view']['hydra:next']).toBe(`/api/trips/${trip.id}/history?page=2&itemsPerPage=4`);
    // The trip's date change and the item it moved are the newest (same transaction, same time).
    const tripChange = members.find((m) => m.entity === 'Trip')!;
    expect(tripChange.actor?.name).toMatch(/\S/);
    expect(tripChange.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'title', before: null, after: 'Nordic escape' }),
        expect.objectContaining({ field: 'startDate', before: '2027-10-01', after: '2027-10-02' }),
      ]),
    );
    // Audited as the resource of its type, like every write of an item.
    const itemChange = members.find((m) => m.entity === 'TripActivity')!;
    expect(itemChange).toMatchObject({ record: `/api/trip_items/${item.id}`, action: 'update' });
    expect(itemChange.changes).toContainEqual(
      expect.objectContaining({
        field: 'startDate',
        before: '2027-10-02 09:00:00',
        after: '2027-10-03 09:00:00',
      }),
    );
    expect(members.map((m) => m.entity)).toEqual(expect.arrayContaining(['Payment', 'TripEvent']));

    const rest = (
      await json<Collection>(
        await t.request('GET', `/api/trips/${trip.id}/history?page=2&itemsPerPage=4`, { token: t.admin }),
      )
    )['hydra:member'] as Entry[];
    expect(rest.map((m) => [m.entity, m.action])).toEqual([
      ['TripDay', 'update'],
      ['Trip', 'create'],
    ]);
    expect(rest[0]!.changes).toMatchObject([{ field: 'title', before: null, after: 'Welcome' }]);
    expect(rest[0]).toMatchObject({ title: 'Day 1' });
    const names = [...members, ...rest].map((m) => m.actor?.name);
    expect(names.every((n) => typeof n === 'string' && !/^#\d+$/.test(n))).toBe(true);
    expect((await t.request('GET', '/api/trips/999999/history', { token: t.admin })).status).toBe(404);
    expect((await t.request('GET', `/api/trips/${trip.id}/history?page=x`, { token: t.admin })).status).toBe(
      400,
    );
  });

  it('names fields, statuses and linked records in words, resolved in the page query', async () => {
    const client = await makeClient(t, t.admin, 'Lina', 'Berg');
    const trip = await makeTripOf(t, t.admin, client, ['2027-11-01', '2027-11-05']);
    const hotel = (await t.db.execute(sql`insert into vendors (name) values ('Hotel group') returning id`))
      .rows[0] as { id: number };
    const [a, b] = (
      await t.db.execute(
        sql`insert into accommodations (vendor_id, name) values (${hotel.id}, 'Hotel X'), (${hotel.id}, 'Hotel Y') returning id`,
      )
    ).rows as { id: number }[];
    const made = await t.request('POST', '/api/trip_accommodations', {
      token: t.admin,
      body: { trip: trip['@id'], accommodation: `/api/accommodations/${a!.id}` },
    });
    const stay = await json<Item>(made);
    await t.request('PATCH', `/api/trip_items/${stay.id}`, {
      token: t.admin,
      body: { status: 'waiting_accommodation', accommodation: `/api/accommodations/${b!.id}` },
    });
    const moved = await t.request('PATCH', `${trip['@id']}/status-change`, {
      token: t.admin,
      body: { status: 'new_inquiry' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const page = await json<Collection>(
      await t.request('GET', `/api/trips/${trip.id}/history`, { token: t.admin }),
    );
    const entries = page['hydra:member'] as (Entry & {
      title: string;
      changes: { field: string; label: string; beforeText: string | null; afterText: string | null }[];
    })[];
    const itemUpdate = entries.find(
      (e) => e.entity.startsWith('Trip') && e.entity !== 'Trip' && e.action === 'update',
    )!;
    expect(itemUpdate.title).toBe('Accommodation: Hotel Y');
    expect(itemUpdate.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Status', beforeText: 'Needed', afterText: 'Requesting options' }),
        expect.objectContaining({ label: 'Accommodation', beforeText: 'Hotel X', afterText: 'Hotel Y' }),
      ]),
    );
    const tripUpdate = entries.find((e) => e.entity === 'Trip' && e.action === 'update')!;
    expect(tripUpdate.title).toBe('Trip');
    expect(tripUpdate.changes).toContainEqual(
      expect.objectContaining({ label: 'Status', beforeText: 'Draft', afterText: 'New inquiry' }),
    );
    const created = entries.find((e) => e.entity === 'Trip' && e.action === 'create')!;
    expect(created.changes).toContainEqual(
      expect.objectContaining({ label: 'Client', beforeText: null, afterText: 'Lina Berg' }),
    );
  });

  it('tells the admin which values are money (with the currency), days, local times or instants', async () => {
    const client = await makeClient(t, t.admin, 'Zoe', 'Otsuka');
    const trip = await makeTripOf(t, t.admin, client, ['2027-12-01', '2027-12-05'], { currency: 'GBP' });
    const item = await addItem(t, trip.id, '2027-12-02 09:00:00', '2027-12-02 10:00:00');
    await t.request('PATCH', `/api/trip_items/${item.id}`, {
      token: t.admin,
      body: { startDate: '2027-12-02T08:05:00', vendorPrice: '16000.00' },
    });
    const paid = await t.request('POST', '/api/payments', {
      token: t.admin,
      body: { trip: trip['@id'], amount: '16000.50', currency: 'USD', paidDate: '2027-11-02' },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const page = await json<Collection>(
      await t.request('GET', `/api/trips/${trip.id}/history`, { token: t.admin }),
    );
    type Change = { field: string; kind: string; currency: string | null; before: unknown; after: unknown };
    const entries = page['hydra:member'] as (Entry & { title: string; changes: Change[] })[];
    const payment = entries.find((e) => e.entity === 'Payment')!;
    expect(payment.title).toBe('Payment of USD 16,000.50');
    expect(payment.changes).toContainEqual(
      expect.objectContaining({ field: 'amount', kind: 'money', currency: 'USD', after: '16000.50' }),
    );
    expect(payment.changes).toContainEqual(expect.objectContaining({ field: 'paidDate', kind: 'date' }));
    const itemUpdate = entries.find(
      (e) => e.entity !== 'Trip' && e.action === 'update' && e.entity !== 'Payment',
    )!;
    expect(itemUpdate.changes).toContainEqual(
      expect.objectContaining({ field: 'startDate', kind: 'localDateTime', currency: null }),
    );
    // The item has no currency of its own: the trip's.
    expect(itemUpdate.changes).toContainEqual(
      expect.objectContaining({ field: 'vendorPrice', kind: 'money', currency: 'GBP' }),
    );
    const created = entries.find((e) => e.entity === 'Trip' && e.action === 'create')!;
    expect(created.changes).toContainEqual(
      expect.objectContaining({ field: 'startDate', kind: 'date', after: '2027-12-01' }),
    );
  });
});
