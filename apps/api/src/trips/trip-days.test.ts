import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import {
  addItem,
  type Collection,
  daysOf,
  exec,
  type Item,
  itemsOf,
  makeClient,
  makeTrip,
  makeTripOf,
} from './trip-test-helpers.ts';

const t = adminAppForFile();
let client: Item;

beforeAll(async () => {
  client = await makeClient(t, t.admin, 'Dora', 'Lindqvist');
});

const patchTrip = (id: number, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/trips/${id}`, { token: t.admin, body });

describe('trip days', () => {
  it('makes one day per date with the trip, and edits, clears and lists their texts', async () => {
    const trip = await makeTrip(t, t.admin, {
      client: client['@id'],
      dateRange: ['2027-04-01', '2027-04-03'],
    });
    expect(trip).toMatchObject({ startDate: '2027-04-01', endDate: '2027-04-03' });
    const days = await daysOf(t, t.admin, trip.id);
    expect(days.map((d) => [d.dayNumber, d.date])).toEqual([
      [1, '2027-04-01'],
      [2, '2027-04-02'],
      [3, '2027-04-03'],
    ]);
    expect(days[0]).toMatchObject({ '@type': 'TripDay', trip: trip['@id'], title: null });

    const patched = await t.request('PATCH', days[1]!['@id'], {
      token: t.admin,
      body: { title: 'Arrival in Kyoto', description: 'Tea ceremony', date: '2030-01-01', dayNumber: 9 },
    });
    expect(patched.status).toBe(200);
    // Only the texts are writable: the date and the number belong to the trip.
    expect(await json<Item>(patched)).toMatchObject({
      title: 'Arrival in Kyoto',
      date: '2027-04-02',
      dayNumber: 2,
    });

    // The day's text comes from the rich text editor as HTML: stored sanitised, whatever is sent.
    const rich = await t.request('PATCH', days[2]!['@id'], {
      token: t.admin,
      body: {
        description:
          '<h2>Gion at dusk</h2><p onclick="steal()">Walk <a href="javascript:alert(1)">here</a></p><script>alert(2)</script><img src=x onerror=alert(3)>',
      },
    });
    expect(rich.status).toBe(200);
    const stored = (await json<Item>(rich)).description as string;
    expect(stored).toContain('<h2>Gion at dusk</h2>');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    await t.request('PATCH', days[2]!['@id'], { token: t.admin, body: { description: null } });

    const content = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', `/api/trip_days/content?trip.id=${trip.id}`, { token: t.admin }),
    );
    expect(content['hydra:member'].map((d) => [d.dayNumber, d.title])).toEqual([
      [1, null],
      [2, 'Arrival in Kyoto'],
      [3, null],
    ]);
    expect((await t.request('GET', '/api/trip_days/content?trip.id=999999', { token: t.admin })).status).toBe(
      404,
    );
    expect((await t.request('GET', '/api/trip_days/content', { token: t.admin })).status).toBe(400);

    // DELETE clears the texts; the day stays (it is one of the trip's dates).
    expect((await t.request('DELETE', days[1]!['@id'], { token: t.admin })).status).toBe(204);
    const after = await daysOf(t, t.admin, trip.id);
    expect(after).toHaveLength(3);
    expect(after[1]).toMatchObject({ title: null, description: null, date: '2027-04-02' });
  });

  it('moves every item and every day with the start, day texts staying with their day numbers', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-05-10', '2027-05-13']);
    const days = await daysOf(t, t.admin, trip.id);
    await t.request('PATCH', days[2]!['@id'], { token: t.admin, body: { title: 'Day three' } });
    const item = await addItem(t, trip.id, '2027-05-12 09:30:00', '2027-05-12 12:00:00');

    const res = await patchTrip(trip.id, { dateRange: ['2027-05-20', '2027-05-23'] });
    expect(res.status).toBe(200);
    const [moved] = await itemsOf(t, trip.id);
    expect(moved).toMatchObject({
      id: item.id,
      startDate: '2027-05-22 09:30:00',
      endDate: '2027-05-22 12:00:00',
    });
    const shifted = await daysOf(t, t.admin, trip.id);
    expect(shifted.map((d) => d.date)).toEqual(['2027-05-20', '2027-05-21', '2027-05-22', '2027-05-23']);
    expect(shifted[2]).toMatchObject({ dayNumber: 3, title: 'Day three' });

    // Longer: days appended; earlier start by one day with the same end: items one day earlier.
    await patchTrip(trip.id, { endDate: '2027-05-25' });
    expect((await daysOf(t, t.admin, trip.id)).map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    await patchTrip(trip.id, { startDate: '2027-05-19' });
    expect((await itemsOf(t, trip.id))[0]!.startDate).toBe('2027-05-21 09:30:00');
    const longer = await daysOf(t, t.admin, trip.id);
    expect(longer[0]!.date).toBe('2027-05-19');
    expect(longer).toHaveLength(7);
    expect(longer[2]).toMatchObject({ date: '2027-05-21', title: 'Day three' });
  });

  it('sets the booked items a date shift moves to "to reprice" and says so (issue 30.3)', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-06-01', '2027-06-04']);
    const hotel = await addItem(t, trip.id, '2027-06-01 15:00:00', '2027-06-03 11:00:00', 'Hotel Caruso');
    const walk = await addItem(t, trip.id, '2027-06-02 09:00:00', '2027-06-02 11:00:00', 'Walk');
    await t.db.execute(sql`update trip_items set status = 'booked_client' where id = ${hotel.id}`);
    await t.db.execute(sql`update trip_items set status = 'approved' where id = ${walk.id}`);
    // Longer at the end only: nothing moves, nothing to reprice.
    const longer = await json<Item>(await patchTrip(trip.id, { endDate: '2027-06-05' }));
    expect(longer.repricedItems).toBeUndefined();
    const res = await patchTrip(trip.id, { dateRange: ['2027-06-08', '2027-06-12'] });
    expect(res.status).toBe(200);
    const body = await json<Item>(res);
    expect(body.repricedItems).toEqual([
      { '@id': `/api/trip_items/${hotel.id}`, title: 'Hotel Caruso', type: 'activity' },
    ]);
    const statuses = await t.db.execute<{ id: number; status: string }>(
      sql`select id, status from trip_items where trip_id = ${trip.id} order by id`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['to_reprice', 'approved']);
    // The next answer does not repeat it.
    const again = await json<Item>(await t.request('GET', `/api/trips/${trip.id}`, { token: t.admin }));
    expect(again.repricedItems).toBeUndefined();
  });

  it('refuses to shorten a trip over its items (409 listing them) unless told to move or delete them', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-06-01', '2027-06-05']);
    const kept = await addItem(t, trip.id, '2027-06-02 10:00:00', '2027-06-02 11:00:00', 'kept');
    const late = await addItem(t, trip.id, '2027-06-05 18:30:00', '2027-06-05 20:00:00', 'late');

    const refused = await patchTrip(trip.id, { endDate: '2027-06-03' });
    expect(refused.status).toBe(409);
    const problem = await json<{ 'hydra:description': string; items: string[] }>(refused);
    expect(problem.items).toEqual([`/api/trip_items/${late.id}`]);
    expect(problem['hydra:description']).toContain(`/api/trip_items/${late.id}`);
    // Nothing changed: the trip, its days and items are as they were.
    expect(await daysOf(t, t.admin, trip.id)).toHaveLength(5);
    expect(await json<Item>(await t.request('GET', trip['@id'], { token: t.admin }))).toMatchObject({
      endDate: '2027-06-05',
    });

    const moved = await patchTrip(trip.id, { endDate: '2027-06-03', removedDayItems: 'move' });
    expect(moved.status).toBe(200);
    expect(await itemsOf(t, trip.id)).toEqual([
      { id: kept.id, startDate: '2027-06-02 10:00:00', endDate: '2027-06-02 11:00:00' },
      { id: late.id, startDate: '2027-06-03 18:30:00', endDate: '2027-06-03 20:00:00' },
    ]);
    expect((await daysOf(t, t.admin, trip.id)).map((d) => d.date)).toEqual([
      '2027-06-01',
      '2027-06-02',
      '2027-06-03',
    ]);

    const deleted = await patchTrip(trip.id, { endDate: '2027-06-02', removedDayItems: 'delete' });
    expect(deleted.status).toBe(200);
    expect((await itemsOf(t, trip.id)).map((i) => i.id)).toEqual([kept.id]);
    const bad = await patchTrip(trip.id, { removedDayItems: 'keep' });
    expect(bad.status).toBe(422);
  });

  it("keeps the texts of days cut from the end in the trip's history and says so in the answers", async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-07-01', '2027-07-05']);
    const days = await daysOf(t, t.admin, trip.id);
    for (const [i, title] of [
      [3, 'Kyoto temples'],
      [4, 'Departure'],
    ] as const) {
      const res = await t.request('PATCH', days[i]!['@id'], {
        token: t.admin,
        body: { title, description: `Text of day ${i + 1}` },
      });
      expect(res.status).toBe(200);
    }
    const item = await addItem(t, trip.id, '2027-07-05 09:00:00', '2027-07-05 10:00:00', 'late');

    // Refused over the item: the answer also says which day texts the change would move to the history.
    const refused = await patchTrip(trip.id, { endDate: '2027-07-03' });
    expect(refused.status).toBe(409);
    const problem = await json<{ 'hydra:description': string; items: string[]; days: Item[] }>(refused);
    expect(problem.items).toEqual([`/api/trip_items/${item.id}`]);
    expect(problem['hydra:description']).toContain("day 4, day 5 will be kept in the trip's history");
    expect(problem.days.map((d) => [d.dayNumber, d.title])).toEqual([
      [4, 'Kyoto temples'],
      [5, 'Departure'],
    ]);

    const shortened = await patchTrip(trip.id, { endDate: '2027-07-03', removedDayItems: 'move' });
    expect(shortened.status).toBe(200);
    const answer = await json<Item & { removedDays: Item[] }>(shortened);
    expect(answer.removedDays).toEqual([
      expect.objectContaining({
        dayNumber: 4,
        date: '2027-07-04',
        title: 'Kyoto temples',
        description: 'Text of day 4',
      }),
      expect.objectContaining({
        dayNumber: 5,
        date: '2027-07-05',
        title: 'Departure',
        description: 'Text of day 5',
      }),
    ]);
    expect(await daysOf(t, t.admin, trip.id)).toHaveLength(3);
    // Recoverable: the history holds each removed day with its texts.
    const history = await json<Collection>(
      await t.request('GET', `/api/trips/${trip.id}/history?itemsPerPage=50`, { token: t.admin }),
    );
    const removed = (
      history['hydra:member'] as (Item & {
        entity: string;
        action: string;
        title: string;
        changes: { field: string; before: unknown }[];
      })[]
    ).filter((e) => e.entity === 'TripDay' && e.action === 'delete');
    expect(removed.map((e) => e.title).sort()).toEqual(['Day 4', 'Day 5']);
    expect(removed.flatMap((e) => e.changes.map((c) => c.before))).toEqual(
      expect.arrayContaining(['Kyoto temples', 'Text of day 4', 'Departure', 'Text of day 5']),
    );
    // A later answer does not repeat them; a change that cuts only empty days says nothing.
    const again = await json<Item>(
      await patchTrip(trip.id, { endDate: '2027-07-02', removedDayItems: 'move' }),
    );
    expect(again).not.toHaveProperty('removedDays');
  });

  it('writes nothing when the trip update fails after days and items were moved', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-07-01', '2027-07-03']);
    await addItem(t, trip.id, '2027-07-02 10:00:00', '2027-07-02 11:00:00');
    // A failing constraint on the trip row itself, checked after the days and items moved.
    await exec(t, `alter table trips add constraint trips_test_fail check (title is distinct from 'boom')`);
    try {
      const res = await patchTrip(trip.id, { startDate: '2027-07-10', endDate: '2027-07-12', title: 'boom' });
      expect(res.status).toBe(422);
    } finally {
      await exec(t, 'alter table trips drop constraint trips_test_fail');
    }
    expect((await itemsOf(t, trip.id))[0]!.startDate).toBe('2027-07-02 10:00:00');
    expect((await daysOf(t, t.admin, trip.id)).map((d) => d.date)).toEqual([
      '2027-07-01',
      '2027-07-02',
      '2027-07-03',
    ]);
    const history = await json<Collection>(
      await t.request('GET', `/api/trips/${trip.id}/history`, { token: t.admin }),
    );
    expect(history['hydra:member'].some((e) => e.entity === 'TripItem')).toBe(false);
  });

  it('deletes the days and items with the trip', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-08-01', '2027-08-02']);
    await addItem(t, trip.id, '2027-08-01 10:00:00', '2027-08-01 11:00:00');
    expect((await t.request('DELETE', trip['@id'], { token: t.admin })).status).toBe(204);
    expect(await itemsOf(t, trip.id)).toEqual([]);
    expect(await daysOf(t, t.admin, trip.id)).toEqual([]);
  });
});
