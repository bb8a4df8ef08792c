import { describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';
import { type Collection, type Item, makeClient, makeTripOf } from './trip-test-helpers.ts';

// Issue 30.5: a trip's items come by date and time (a 20:00 dinner after a 10:00 class of the same
// day, whatever the order they were added in); a manual order holds until an item's start moves.
const t = testAppForFile();

describe("a trip's items in date-and-time order", () => {
  it('places new and moved items by their start; a manual order holds', async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Ines', 'Order');
    const trip = await makeTripOf(t, admin, client, ['2027-05-10', '2027-05-14']);
    const post = async (title: string, startDate: string, endDate: string, extra = {}) => {
      const res = await t.request('POST', '/api/trip_activities', {
        token: admin,
        body: { trip: trip['@id'], title, startDate, endDate, ...extra },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return json<Item & { position: number }>(res);
    };
    const titles = async () => {
      const res = await t.request('GET', `/api/trip_items?trip.id=${trip.id}`, { token: admin });
      return (await json<Collection>(res))['hydra:member'].map((i) => i.title);
    };

    await post('Day 2 museum', '2027-05-11T10:00', '2027-05-11T12:00');
    const dinner = await post('Dinner', '2027-05-10T20:00', '2027-05-10T22:00');
    // Its answer tells where it went.
    expect(dinner.position).toBe(0);
    const cls = await post('Cooking class', '2027-05-10T10:00', '2027-05-10T13:00');
    expect(cls.position).toBe(0);
    await post('Undated', '', '');
    expect(await titles()).toEqual(['Cooking class', 'Dinner', 'Day 2 museum', 'Undated']);

    // An alternative is not placed: it rides under its main item.
    const alt = await post('Dinner elsewhere', '2027-05-10T08:00', '2027-05-10T09:00', {
      alternativeOf: dinner['@id'],
    });
    expect((await titles()).at(-1)).toBe('Dinner elsewhere');

    // A manual order within the day holds…
    const order = await t.request('POST', `/next/trips/update-item-order/${trip.id}`, {
      token: admin,
      body: { items: [dinner.id, cls.id] },
    });
    expect(order.status).toBe(200);
    expect((await titles()).slice(0, 2)).toEqual(['Dinner', 'Cooking class']);
    // … and an edit that leaves the start alone keeps it.
    const renamed = await t.request('PATCH', `/api/trip_activities/${dinner.id}`, {
      token: admin,
      body: { title: 'Dinner at Pipero' },
    });
    expect(renamed.status).toBe(200);
    expect((await titles()).slice(0, 2)).toEqual(['Dinner at Pipero', 'Cooking class']);

    // Moving the class to the next day's evening places it after that day's museum.
    const moved = await t.request('PATCH', `/api/trip_activities/${cls.id}`, {
      token: admin,
      body: { startDate: '2027-05-11T18:00', endDate: '2027-05-11T20:00' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await json<{ position: number }>(moved)).position).toBe(2);
    expect(await titles()).toEqual([
      'Dinner at Pipero',
      'Day 2 museum',
      'Cooking class',
      'Undated',
      'Dinner elsewhere',
    ]);
    // The answer's ETag is the row's version after the reorder: a next write with it as If-Match passes.
    const next = await t.request('PATCH', `/api/trip_activities/${cls.id}`, {
      token: admin,
      body: { notes: 'Apron provided' },
      headers: { 'If-Match': moved.headers.get('etag')! },
    });
    expect(next.status, await next.clone().text()).toBe(200);
    expect(alt.id).toBeGreaterThan(0);
  });
});
