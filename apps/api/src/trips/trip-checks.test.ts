import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { insertCatalogue } from '../test/catalogue-rows.ts';
import { json } from '../test/harness.ts';
import { checkRules, duration } from './trip-checks.queries.ts';
import { makeTripOf } from './trip-testing.ts';

const t = adminAppForFile();
let clientIri: string;
let kyotoRestaurantIri: string;
let tokyoActivityIri: string;

type Item = Record<string, any> & { '@id': string; id: number };
type Check = { kind: string; message: string; date?: string; items: string[] };

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', path, { token: t.admin, body });
  const out = await json<Item>(res);
  expect(res.status, JSON.stringify(out)).toBe(201);
  return out;
};
// Writes items of the trip at their type's endpoint (a title left undefined is not sent).
const itemWriter =
  (trip: Item) =>
  (path: string, title: string | undefined, startDate: string, endDate: string, more = {}) =>
    post(`/api/${path}`, { trip: trip['@id'], title, startDate, endDate, ...more });
const checksOf = async (tripId: number) => {
  const res = await t.request('GET', `/api/trips/${tripId}/checks`, { token: t.admin });
  expect(res.status).toBe(200);
  return (await json<{ checks: Check[] }>(res)).checks;
};
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  clientIri = (await post('/api/clients', { firstName: 'Kai', lastName: 'Moss', email: 'kai@moss.example' }))[
    '@id'
  ];
  ({ venueIri: kyotoRestaurantIri, activityIri: tokyoActivityIri } = await insertCatalogue(
    t,
    'Checks vendor',
    {
      restaurants: ['Kitcho', 'Kyoto'],
      provider: ['Tokyo guides', 'Tokyo'],
      activity: 'Shibuya walk',
    },
  ));
});

describe('trip checks', () => {
  it('finds each kind of problem, each from its own rule', async () => {
    const trip = await makeTripOf(t, { '@id': clientIri }, ['2027-03-02', '2027-03-07']);
    const item = itemWriter(trip);
    // Nights 2-3 and 3-4: two accommodations the night of the 3rd; 5-6 to noon on the 6th; none the 6th.
    const s1 = await item('trip_accommodations', 'S1', '2027-03-02T15:00', '2027-03-04T11:00');
    const s2 = await item('trip_accommodations', 'S2', '2027-03-03T15:00', '2027-03-05T11:00');
    await item('trip_accommodations', 'S2b', '2027-03-04T15:00', '2027-03-05T11:00');
    const s3 = await item('trip_accommodations', 'S3', '2027-03-05T15:00', '2027-03-06T12:00');
    // Arrival flight lands 12:00; the pick-up waits to 14:30 (past the window after the landing).
    const f1 = await item('trip_flights', 'F1', '2027-03-02T08:00', '2027-03-02T12:00');
    const t1 = await item('trip_transfers', 'T1', '2027-03-02T14:30', '2027-03-02T15:00');
    // Departure flight at 10:00 on the 6th: S3's check-out hour (12:00) that day is no finding.
    const f2 = await item('trip_flights', 'F2', '2027-03-06T10:00', '2027-03-06T14:00');
    // Drop-off at the airport 30 minutes before the departure (under the margin).
    const t2 = await item('trip_transfers', 'T2', '2027-03-06T08:50', '2027-03-06T09:30');
    // Two spas that overlap.
    const a1 = await item('trip_spas', 'A1', '2027-03-03T09:00', '2027-03-03T10:30');
    // (The API refuses a write that overlaps an item the calendar shows, calendar-overlap.ts: an
    // overlap can still be in the data, written before the rule or directly.)
    const a2 = await one<{ id: number }>(
      sql`insert into trip_items (trip_id, type, title, start_date, end_date) values (${trip.id}, 'spa', 'A2', '2027-03-03 10:00', '2027-03-03 10:45') returning id`,
    );
    // Lunch in Kyoto to 13:00, a walk in Tokyo at 14:00 (about 370 km apart).
    const r1 = await item('trip_restaurants', 'R1', '2027-03-04T12:00', '2027-03-04T13:00', {
      restaurant: kyotoRestaurantIri,
    });
    const w1 = await item('trip_activities', 'W1', '2027-03-04T14:00', '2027-03-04T16:00', {
      activity: tokyoActivityIri,
    });
    // The same wall-clock hour in Paris and in Tokyo is not the same hour (decision 73).
    await item('trip_activities', 'P1', '2027-03-05T09:00', '2027-03-05T10:00', { timezone: 'Europe/Paris' });
    await item('trip_activities', 'J1', '2027-03-05T09:30', '2027-03-05T10:30', { timezone: 'Asia/Tokyo' });
    // An item left outside the trip's dates when they changed.
    const out = await one<{ id: number }>(
      sql`insert into trip_items (trip_id, type, title, start_date, end_date) values (${trip.id}, 'activity', 'Old', '2027-02-20 10:00', '2027-02-20 11:00') returning id`,
    );
    const checks = await checksOf(trip.id);
    const iri = (x: { id: number }) => `/api/trip_items/${x.id}`;
    const by = (kind: string) => checks.filter((c) => c.kind === kind);
    expect(by('overlap').map((c) => c.items)).toEqual([[iri(a1), iri(a2)]]);
    expect(by('outside_trip_dates').map((c) => c.items)).toEqual([[iri(out)]]);
    expect(by('night_with_two_accommodations').map((c) => [c.date, c.items.length])).toEqual([
      ['2027-03-03', 2],
      ['2027-03-04', 2],
    ]);
    expect(by('night_with_two_accommodations')[0]!.items).toEqual([iri(s1), iri(s2)]);
    expect(by('night_without_accommodation').map((c) => c.date)).toEqual(['2027-03-06']);
    expect(by('checkout_after_departure')).toEqual([]);
    expect(s3.id).toBeGreaterThan(0);
    expect(by('transfer_misses_flight').map((c) => c.items)).toEqual([
      [iri(t1), iri(f1)],
      [iri(t2), iri(f2)],
    ]);
    expect(by('not_enough_travel_time').map((c) => c.items)).toEqual([[iri(r1), iri(w1)]]);
    // Durations in the words people use, not in minutes only.
    expect(by('not_enough_travel_time')[0]!.message).toMatch(
      /^1 h from .* km apart \(about \d+ h( \d\d)? at /,
    );
    expect(by('initial_close_to_departure')).toEqual([]);
  });

  it('passes a sound plan and flags items still needed close to departure', async () => {
    const start = isoDay(5);
    const end = isoDay(6);
    const trip = await post('/api/trips', { client: clientIri, startDate: start, endDate: end });
    const item = itemWriter(trip);
    const f = await item('trip_flights', 'In', `${start}T08:00`, `${start}T12:00`);
    // Pick-up 30 minutes after the landing; the hotel for the one night; lunch then the walk 5 h later.
    await item('trip_transfers', 'Pick-up', `${start}T12:30`, `${start}T13:30`);
    const stay = await item('trip_accommodations', 'Hotel', `${start}T15:00`, `${end}T11:00`);
    await item('trip_restaurants', undefined, `${start}T14:00`, `${start}T15:00`, {
      restaurant: kyotoRestaurantIri,
    });
    await item('trip_activities', undefined, `${start}T21:30`, `${start}T22:30`, {
      activity: tokyoActivityIri,
    });
    const checks = await checksOf(trip.id);
    expect(checks.map((c) => c.kind)).toEqual(['initial_close_to_departure']);
    expect(checks[0]!.items).toHaveLength(5);
    expect(checks[0]!.message).toContain(String(checkRules.initialDaysBeforeDeparture));
    // Once started, nothing is left to say.
    await t.db.execute(sql`update trip_items set status = 'priced' where trip_id = ${trip.id}`);
    expect(await checksOf(trip.id)).toEqual([]);
    expect(f.id).toBeLessThan(stay.id);
    expect((await t.request('GET', '/api/trips/999999/checks', { token: t.admin })).status).toBe(404);
  });
});

describe('checks in words (issue 30.8)', () => {
  it('groups nights, says dates as people do, reads the guests’ departure, passports and diets', async () => {
    const trip = await makeTripOf(t, { '@id': clientIri }, ['2027-05-14', '2027-05-21']);
    const item = itemWriter(trip);
    // Nights 14–16 without a hotel, then one to the 21st; the flight home leaves on the 20th.
    const hotel = await item('trip_accommodations', 'Hôtel Caruso', '2027-05-17T15:00', '2027-05-21T11:00');
    const home = await item('trip_flights', 'Home', '2027-05-20T18:00', '2027-05-20T22:00');
    const dinner = await item(
      'trip_restaurants',
      'Dinner at Kitcho',
      '2027-05-18T20:00',
      '2027-05-18T22:00',
      {
        restaurant: kyotoRestaurantIri,
      },
    );
    // Kitcho serves kaiseki; a guest is coeliac and allergic to shellfish, another's passport expires
    // five months after the return, a third has nothing to say.
    const kaiseki = await one<{ id: number }>(
      sql`insert into restaurant_cuisines (name) values ('Kaiseki') returning id`,
    );
    const kitchoId = Number(kyotoRestaurantIri.split('/').at(-1));
    await t.db.execute(
      sql`insert into restaurant_cuisine_links (restaurant_id, cuisine_id) values (${kitchoId}, ${kaiseki.id})`,
    );
    const clientId = Number(clientIri.split('/').at(-1));
    const guest = async (name: string, more: Record<string, unknown> = {}) =>
      (await post('/api/client_guests', { client: clientIri, name, ...more }))['@id'];
    const zoe = await guest('Zoë Ødegaard', { passportExpiry: '2027-10-30' });
    const amir = await guest('Amir Haddad');
    const lea = await guest('Léa Moss', { passportExpiry: '2030-01-01' });
    const diet = await one<{ id: number }>(sql`insert into diets (name) values ('Gluten-free') returning id`);
    const shellfish = await one<{ id: number }>(
      sql`insert into food_allergies (name) values ('Shellfish') returning id`,
    );
    const amirId = Number(amir.split('/').at(-1));
    await t.db.execute(
      sql`insert into client_guest_diets (client_guest_id, diet_id) values (${amirId}, ${diet.id})`,
    );
    await t.db.execute(
      sql`insert into client_guest_food_allergies (client_guest_id, food_allergy_id) values (${amirId}, ${shellfish.id})`,
    );
    for (const g of [zoe, amir, lea]) await post('/api/trip_guests', { trip: trip['@id'], clientGuest: g });
    expect(clientId).toBeGreaterThan(0);

    const checks = await checksOf(trip.id);
    const by = (kind: string) => checks.filter((c) => c.kind === kind);
    // One finding for the three nights without a hotel, in words.
    expect(by('night_without_accommodation').map((c) => [c.date, c.message])).toEqual([
      ['2027-05-14', 'No accommodation for the nights of 14 to 16 May.'],
    ]);
    // The hotel runs to the 21st while the guests fly home on the 20th.
    expect(by('checkout_after_departure').map((c) => [c.message, c.items])).toEqual([
      [
        'Hôtel Caruso is booked until 21 May, after the guests leave on 20 May (Home).',
        [`/api/trip_items/${hotel.id}`, `/api/trip_items/${home.id}`],
      ],
    ]);
    expect(by('passport_expiring').map((c) => c.message)).toEqual([
      "Zoë Ødegaard's passport expires on 30 Oct, less than 6 months after the return on 21 May.",
    ]);
    expect(by('diet_at_restaurant').map((c) => [c.message, c.items])).toEqual([
      [
        'Confirm the menu of Dinner at Kitcho (Kaiseki) on 18 May for Amir Haddad (Gluten-free, allergic to shellfish).',
        [`/api/trip_items/${dinner.id}`],
      ],
    ]);
    // No message names an item by its id or writes an ISO date.
    for (const c of checks) expect(c.message).not.toMatch(/\d{4}-\d{2}-\d{2}|#\d+/);
  });
});

describe('check durations', () => {
  it('says minutes, hours or days as fits', () => {
    expect(duration(0)).toBe('0 minutes');
    expect(duration(60)).toBe('1 minute');
    expect(duration(45 * 60)).toBe('45 minutes');
    expect(duration(3 * 3600)).toBe('3 h');
    expect(duration(3 * 3600 + 5 * 60)).toBe('3 h 05');
    expect(duration(26 * 3600)).toBe('1 day 2 h');
    expect(duration(7 * 86400)).toBe('7 days');
    expect(duration(-300)).toBe('0 minutes');
  });
});

describe('check wording (decision 107)', () => {
  it('names items by their typed title, else their catalogue record, a flight by number and route', async () => {
    const trip = await makeTripOf(t, { '@id': clientIri }, ['2027-05-01', '2027-05-03']);
    // Two overlapping items: one with a typed title over its catalogue record, one with the record only.
    const titled = await post('/api/trip_restaurants', {
      trip: trip['@id'],
      restaurant: kyotoRestaurantIri,
      title: 'Dîner chez Kitcho → 京都',
      startDate: '2027-05-01 19:00',
      endDate: '2027-05-01 21:00',
    });
    // The overlap is refused through the API, so the second item is written as an import would.
    const activityId = Number(tokyoActivityIri.split('/').at(-1));
    await t.db.execute(
      sql`insert into trip_items (trip_id, type, activity_id, start_date, end_date) values (${trip.id}, 'activity', ${activityId}, '2027-05-01 20:00', '2027-05-01 22:00')`,
    );
    // A write that would overlap names the item by its typed title too.
    const refused = await t.request('POST', '/api/trip_activities', {
      token: t.admin,
      body: {
        trip: trip['@id'],
        activity: tokyoActivityIri,
        startDate: '2027-05-01 19:30',
        endDate: '2027-05-01 20:30',
      },
    });
    expect(refused.status).toBe(409);
    expect((await json<{ detail: string }>(refused)).detail).toContain(
      'This would overlap Dîner chez Kitcho → 京都',
    );
    const overlap = (await checksOf(trip.id)).find((c) => c.kind === 'overlap');
    expect(overlap?.message).toBe('Dîner chez Kitcho → 京都 and Shibuya walk overlap.');
    expect(overlap?.items[0]).toBe(`/api/trip_items/${titled.id}`);
  });

  it('labels a flight without a title as airline, number and route', async () => {
    const { checkLabel } = await import('./trip-checks.queries.ts');
    const base = { id: 7, title: null, ref_name: null, flight_number: null, from_code: null, to_code: null };
    expect(
      checkLabel({
        ...base,
        type: 'flight',
        ref_name: 'Air France',
        flight_number: 'AF 1234',
        from_code: 'CDG',
        to_code: 'FCO',
      }),
    ).toBe('Air France AF 1234 CDG → FCO');
    expect(checkLabel({ ...base, type: 'spa', title: '  ' })).toBe('Spa #7');
    expect(checkLabel({ ...base, type: 'spa', title: 'Hammam', ref_name: 'Spa Roma' })).toBe('Hammam');
  });
});
