import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { insertVendorActivity } from '../test/catalogue-rows.ts';
import { json } from '../test/harness.ts';
import { postItem } from './trip-testing.ts';

// The itinerary calendar's no-overlap rule on the server (product.md §2.9, §5): 409 with the
// clashing item named, for the calendar's drag and for creates and updates of shown items.

const t = adminAppForFile();
let clientIri: string;
let activityIri: string;

type Item = Record<string, any> & { '@id': string; id: number };

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

const send = async (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) => {
  const res = await t.request(method, path, { token: t.admin, body });
  return { status: res.status, body: res.status === 204 ? ({} as Item) : await json<Item>(res) };
};

const newTrip = async () => {
  const res = await t.request('POST', '/api/trips', {
    token: t.admin,
    body: { client: clientIri, startDate: '2027-05-02', endDate: '2027-05-08', currency: 'EUR' },
  });
  expect(res.status).toBe(201);
  return json<Item>(res);
};

beforeAll(async () => {
  const c = await send('POST', '/api/clients', {
    firstName: 'Noa',
    lastName: 'Calder',
    email: 'noa@calder.example',
  });
  clientIri = c.body['@id'];
  activityIri = await insertVendorActivity(t, 'Overlap group', 'Overlap guides', 'Temple walk');
});

describe('calendar overlaps', () => {
  it('refuses a drag onto another event with 409 naming it, and keeps the item where it was', async () => {
    const trip = await newTrip();
    const walk = await postItem(t, trip, 'activities', undefined, ['2027-05-03T10:00', '2027-05-03T12:00'], {
      activity: activityIri,
    });
    expect(walk.status).toBe(201);
    const spa = await postItem(t, trip, 'spas', 'Onsen', ['2027-05-04T09:00', '2027-05-04T10:00']);
    expect(spa.status).toBe(201);

    const refused = await send('PATCH', `/api/trip_items/${spa.body.id}`, {
      start: '2027-05-03T11:00:00',
      end: '2027-05-03T12:00:00',
      strTime: '11:00 AM',
    });
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toContain('Temple walk');
    expect(refused.body['hydra:description']).toContain('03 May 10:00–12:00');
    const row = await one<{ start: string }>(
      sql`select to_char(start_date, 'YYYY-MM-DD HH24:MI') as start from trip_items where id = ${spa.body.id}`,
    );
    expect(row.start).toBe('2027-05-04 09:00');

    // Touching is no overlap: the spa right after the walk is saved.
    const moved = await send('PATCH', `/api/trip_items/${spa.body.id}`, {
      start: '2027-05-03T12:00:00',
      end: '2027-05-03T13:00:00',
      strTime: '12:00 PM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.startDate).toMatch(/^2027-05-03.12:00/);
  });

  it('refuses a create and an update that would overlap a shown item', async () => {
    const trip = await newTrip();
    await postItem(t, trip, 'restaurants', 'Kaiseki dinner', ['2027-05-05T19:00', '2027-05-05T21:00']);
    const clash = await postItem(t, trip, 'spas', 'Late massage', ['2027-05-05T20:00', '2027-05-05T21:30']);
    expect(clash.status).toBe(409);
    expect(clash.body['hydra:description']).toContain('Kaiseki dinner');

    const early = await postItem(t, trip, 'spas', 'Early massage', ['2027-05-05T16:00', '2027-05-05T17:00']);
    expect(early.status).toBe(201);
    const longer = await send('PATCH', `/api/trip_spas/${early.body.id}`, { endDate: '2027-05-05T19:30' });
    expect(longer.status).toBe(409);
    // A change that does not move the item is never refused.
    const renamed = await send('PATCH', `/api/trip_spas/${early.body.id}`, { title: 'Hot stone massage' });
    expect(renamed.status).toBe(200);
  });

  it('ignores what the calendar does not show: accommodation, flight, main activity, main transfer, alternatives', async () => {
    const trip = await newTrip();
    const walk = await postItem(t, trip, 'activities', 'Market walk', [
      '2027-05-06T09:00',
      '2027-05-06T11:00',
    ]);
    expect(walk.status).toBe(201);
    const at = { startDate: '2027-05-06T09:30', endDate: '2027-05-06T10:30' };
    for (const [path, body] of [
      ['/api/trip_flights', { title: 'Hop', ...at }],
      ['/api/trip_activities', { title: 'Main tour', mainActivity: true, ...at }],
      ['/api/trip_transfers', { title: 'Main car', mainTransfer: true, ...at }],
      ['/api/trip_activities', { title: 'Plan B', alternativeOf: walk.body['@id'], ...at }],
      [
        '/api/trip_accommodations',
        { title: 'Ryokan', startDate: '2027-05-05T15:00', endDate: '2027-05-07T11:00' },
      ],
    ] as const) {
      const res = await send('POST', path, { trip: trip['@id'], ...body });
      expect([path, res.status]).toEqual([path, 201]);
    }
    // A not-main activity in the same slot is refused; switching off "main" on the main tour too.
    const shown = await send('POST', '/api/trip_activities', { trip: trip['@id'], title: 'Tea', ...at });
    expect(shown.status).toBe(409);
    const items = (
      await json<{ 'hydra:member': Item[] }>(
        await t.request('GET', `/api/trip_items?trip.id=${trip.id}&title=Main%20tour`, { token: t.admin }),
      )
    )['hydra:member'];
    const main = items.find((i) => i.title === 'Main tour')!;
    const unmain = await send('PATCH', `/api/trip_activities/${main.id}`, { mainActivity: false });
    expect(unmain.status).toBe(409);
  });

  it('compares instants: the same wall-clock hour in two timezones is not an overlap', async () => {
    const trip = await newTrip();
    const paris = await postItem(t, trip, 'activities', 'Louvre', ['2027-05-07T09:00', '2027-05-07T10:00'], {
      timezone: 'Europe/Paris',
    });
    expect(paris.status).toBe(201);
    const tokyo = await postItem(
      t,
      trip,
      'activities',
      'Meiji shrine',
      ['2027-05-07T09:30', '2027-05-07T10:30'],
      { timezone: 'Asia/Tokyo' },
    );
    expect(tokyo.status).toBe(201);
  });

  it('lets others overlap a dropped item, which claims its slot again when taken back (issue 30.10)', async () => {
    const trip = await newTrip();
    const cooking = await postItem(t, trip, 'activities', 'Cooking class', [
      '2027-05-05T10:00',
      '2027-05-05T12:00',
    ]);
    expect(cooking.status).toBe(201);
    const dropped = await send('PATCH', `/api/trip_items/${cooking.body.id}`, { status: 'not_needed' });
    expect(dropped.status).toBe(200);
    // The slot is free: another event may take it.
    const market = await postItem(t, trip, 'activities', 'Market tour', [
      '2027-05-05T11:00',
      '2027-05-05T13:00',
    ]);
    expect(market.status).toBe(201);
    // Taken back as needed, the class would overlap the tour: refused, naming it.
    const back = await send('PATCH', `/api/trip_items/${cooking.body.id}`, { status: 'initial' });
    expect(back.status).toBe(409);
    expect(back.body['hydra:description']).toContain('Market tour');
    expect(
      (await one<{ status: string }>(sql`select status from trip_items where id = ${cooking.body.id}`))
        .status,
    ).toBe('not_needed');
  });
});
