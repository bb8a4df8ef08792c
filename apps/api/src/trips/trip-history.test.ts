import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { addItem, type Collection, daysOf, type Item, makeClient, makeTrip } from './trip-test-helpers.ts';

let t: TestApp;
let admin: string;
let travel: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  travel = await t.login('travel@demo.travel');
});
afterAll(() => t.close());

type Entry = Item & {
  entity: string;
  action: string;
  record: string;
  changes: { field: string; before: unknown; after: unknown }[];
  actor: { name: string } | null;
};

describe('trip history', () => {
  it('lists the changes to a trip and its records, newest first, with names and fields before and after', async () => {
    const client = await makeClient(t, admin, 'Yara', 'Holm');
    const trip = await makeTrip(t, travel, {
      client: client['@id'],
      startDate: '2027-10-01',
      endDate: '2027-10-03',
    });
    const other = await makeTrip(t, travel, {
      client: client['@id'],
      startDate: '2027-10-01',
      endDate: '2027-10-03',
    });
    const item = await addItem(t, trip.id, '2027-10-02 09:00:00', '2027-10-02 10:00:00');
    const [day] = await daysOf(t, admin, trip.id);
    await t.request('PATCH', day!['@id'], { token: admin, body: { title: 'Welcome' } });
    await t.request('POST', '/api/trip_events', {
      token: travel,
      body: { trip: trip['@id'], title: 'Call', startDate: '2027-09-01T09:00' },
    });
    await t.request('POST', '/api/payments', { token: admin, body: { trip: trip['@id'], amount: '500' } });
    await t.request('PATCH', trip['@id'], {
      token: admin,
      body: { title: 'Nordic escape', startDate: '2027-10-02', endDate: '2027-10-04' },
    });
    await t.request('PATCH', other['@id'], { token: admin, body: { title: 'Not this one' } });

    const res = await t.request('GET', `/api/trips/${trip.id}/history?itemsPerPage=4`, { token: admin });
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
        { field: 'title', before: null, after: 'Nordic escape' },
        { field: 'startDate', before: '2027-10-01', after: '2027-10-02' },
      ]),
    );
    const itemChange = members.find((m) => m.entity === 'TripItem')!;
    expect(itemChange).toMatchObject({ record: `/api/trip_items/${item.id}`, action: 'update' });
    expect(itemChange.changes).toContainEqual({
      field: 'startDate',
      before: '2027-10-02 09:00:00',
      after: '2027-10-03 09:00:00',
    });
    expect(members.map((m) => m.entity)).toEqual(expect.arrayContaining(['Payment', 'TripEvent']));

    const rest = (
      await json<Collection>(
        await t.request('GET', `/api/trips/${trip.id}/history?page=2&itemsPerPage=4`, { token: admin }),
      )
    )['hydra:member'] as Entry[];
    expect(rest.map((m) => [m.entity, m.action])).toEqual([
      ['TripDay', 'update'],
      ['Trip', 'create'],
    ]);
    expect(rest[0]!.changes).toEqual([{ field: 'title', before: null, after: 'Welcome' }]);
    const names = [...members, ...rest].map((m) => m.actor?.name);
    expect(names.every((n) => typeof n === 'string' && !/^#\d+$/.test(n))).toBe(true);
    expect((await t.request('GET', '/api/trips/999999/history', { token: admin })).status).toBe(404);
    expect((await t.request('GET', `/api/trips/${trip.id}/history?page=x`, { token: admin })).status).toBe(
      400,
    );
  });
});
