import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { insertCatalogue } from '../test/catalogue-rows.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let clientIri: string;
let hotelIri: string;
let activityIri: string;

type Item = Record<string, any> & { '@id': string; id: number };

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

const newTrip = async (over: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/trips', {
    token: t.admin,
    body: { client: clientIri, startDate: '2027-03-02', endDate: '2027-03-08', currency: 'EUR', ...over },
  });
  expect(res.status).toBe(201);
  return json<Item>(res);
};
const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', path, { token: t.admin, body });
  return { status: res.status, body: res.status === 204 ? ({} as Item) : await json<Item>(res) };
};
const patch = async (path: string, body: Record<string, unknown>) => {
  const res = await t.request('PATCH', path, { token: t.admin, body });
  return { status: res.status, body: res.status === 204 ? ({} as Item) : await json<Item>(res) };
};

beforeAll(async () => {
  const c = await t.request('POST', '/api/clients', {
    token: t.admin,
    body: { firstName: 'Ines', lastName: 'Marlow', email: 'ines@marlow.example' },
  });
  clientIri = (await json<Item>(c))['@id'];
  ({ venueIri: hotelIri, activityIri } = await insertCatalogue(t, 'Aman group', {
    accommodations: ['Aman Kyoto', 'Kyoto'],
    provider: ['Tokyo guides', 'Tokyo'],
    activity: 'Tsukiji walk',
  }));
});

describe('trip items', () => {
  it('writes each type at its endpoint and lists every type with its catalogue record in one query', async () => {
    const trip = await newTrip();
    const stay = await post('/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotelIri,
      startDate: '2027-03-02T15:00',
      endDate: '2027-03-05T11:00',
      isMainAccommodation: true,
      clientTotalPrice: '1200.50',
      currency: 'eur',
    });
    expect(stay.status).toBe(201);
    expect(stay.body).toMatchObject({
      '@type': 'TripAccommodation',
      type: 'accommodation',
      status: 'initial',
      accommodation: hotelIri,
      startDate: '2027-03-02 15:00:00',
      clientTotalPrice: '1200.50',
      currency: 'EUR',
      position: 0,
    });
    expect(stay.body).not.toHaveProperty('flightNumber');
    const walk = await post('/api/trip_activities', {
      trip: trip['@id'],
      activity: activityIri,
      mainActivity: true,
      startDate: '2027-03-03 09:00',
      endDate: '2027-03-03 12:00',
      timezone: 'Asia/Tokyo',
    });
    expect(walk.body).toMatchObject({ '@type': 'TripActivity', activity: activityIri, position: 1 });
    const cdg = await one<{ id: number }>(
      sql`insert into airports (name, iata, city) values ('Paris Charles de Gaulle', 'CDG', 'Paris') returning id`,
    );
    const hnd = await one<{ id: number }>(
      sql`insert into airports (name, iata, city) values ('Tokyo Haneda', 'HND', 'Tokyo') returning id`,
    );
    const flight = await post('/api/trip_flights', {
      trip: trip['@id'],
      departureAirport: `/api/airports/${cdg.id}`,
      arrivalAirport: `/api/airports/${hnd.id}`,
      flightNumber: 'JL 5',
      pnr: 'ABC123',
      startDate: '2027-03-08T18:00',
      endDate: '2027-03-09T07:00',
    });
    expect(flight.status).toBe(201);
    for (const [path, type] of [
      ['trip_transfers', 'TripTransfer'],
      ['trip_spas', 'TripSpa'],
      ['trip_restaurants', 'TripRestaurant'],
      ['trip_conciergerie_services', 'TripConciergerieService'],
    ]) {
      const made = await post(`/api/${path}`, { trip: trip['@id'], title: path });
      expect(made.status).toBe(201);
      expect(made.body['@type']).toBe(type);
    }
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    let list: { 'hydra:member': Item[]; 'hydra:totalItems': number };
    try {
      list = await json(await t.request('GET', `/api/trip_items?trip.id=${trip.id}`, { token: t.admin }));
      const queries = spy.mock.calls.filter(([q]) =>
        /trip_items/.test(String((q as { text?: string })?.text ?? q)),
      );
      // The page, its count and the catalogue summaries: no query per item or per type.
      expect(queries.length).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
    expect(list['hydra:totalItems']).toBe(7);
    // A flight's airports come with their codes and names, in the same summary query.
    expect(list['hydra:member'].find((m) => m['@type'] === 'TripFlight')).toMatchObject({
      flight: {
        departureAirport: { '@id': `/api/airports/${cdg.id}`, code: 'CDG', name: 'Paris Charles de Gaulle' },
        arrivalAirport: { '@id': `/api/airports/${hnd.id}`, code: 'HND', name: 'Tokyo Haneda' },
      },
    });
    expect(list['hydra:member'].find((m) => m['@type'] === 'TripActivity')?.flight).toBeNull();
    expect(list['hydra:member'][0]).toMatchObject({
      '@type': 'TripAccommodation',
      item: { '@id': hotelIri, name: 'Aman Kyoto' },
      tripAccommodation: {
        isMainAccommodation: true,
        startDate: '2027-03-02 15:00:00',
        endDate: '2027-03-05 11:00:00',
        accommodation: { name: 'Aman Kyoto' },
      },
    });
    expect(list['hydra:member'][1]).toMatchObject({
      '@type': 'TripActivity',
      item: { '@id': activityIri, name: 'Tsukiji walk', mainActivity: true, mainTransfer: false },
      tripAccommodation: null,
    });
    // PUT on trip accommodations.
    const put = await t.request('PUT', `/api/trip_accommodations/${stay.body.id}`, {
      token: t.admin,
      body: { trip: trip['@id'], accommodation: hotelIri, notes: 'Garden view' },
    });
    expect(put.status).toBe(200);
    const replaced = await json<Item>(put);
    expect(replaced.notes).toBe('Garden view');
    // A single item carries its summary too.
    expect(replaced.item).toMatchObject({ '@id': hotelIri, name: 'Aman Kyoto' });
    const del = await t.request('DELETE', `/api/trip_items/${walk.body.id}`, { token: t.admin });
    expect(del.status).toBe(204);
  });

  it('keeps items within the trip, the end after the start, alternatives within the trip', async () => {
    const trip = await newTrip();
    const other = await newTrip();
    const early = await post('/api/trip_activities', { trip: trip['@id'], startDate: '2027-03-01T10:00' });
    expect(early.status).toBe(422);
    expect(early.body.violations[0].propertyPath).toBe('startDate');
    // The day after the last day is still in (a night flight lands then); two days after is not.
    expect((await post('/api/trip_flights', { trip: trip['@id'], endDate: '2027-03-09T23:00' })).status).toBe(
      201,
    );
    expect((await post('/api/trip_flights', { trip: trip['@id'], endDate: '2027-03-10T01:00' })).status).toBe(
      422,
    );
    const backwards = await post('/api/trip_activities', {
      trip: trip['@id'],
      startDate: '2027-03-04T10:00',
      endDate: '2027-03-04T09:00',
    });
    expect(backwards.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'endDate',
    ]);
    const bad = await post('/api/trip_activities', { trip: trip['@id'], startDate: '2027-02-30T10:00' });
    expect(bad.status).toBe(422);
    const main = await post('/api/trip_flights', { trip: other['@id'], flightNumber: 'AF 1' });
    const foreign = await post('/api/trip_flights', { trip: trip['@id'], alternativeOf: main.body['@id'] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0].propertyPath).toBe('alternativeOf');
    // An alternative of a flight is a flight.
    const act = await post('/api/trip_activities', { trip: other['@id'] });
    const wrongType = await post('/api/trip_flights', { trip: other['@id'], alternativeOf: act.body['@id'] });
    expect(wrongType.status).toBe(422);
  });

  it('moves an item by the calendar drag body', async () => {
    const trip = await newTrip();
    const walk = await post('/api/trip_activities', {
      trip: trip['@id'],
      startDate: '2027-03-03T09:00',
      endDate: '2027-03-03T11:30',
    });
    const moved = await patch(`/api/trip_items/${walk.body.id}`, {
      start: '2027-03-04',
      end: '2027-03-04',
      strTime: '2:30 PM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startDate: '2027-03-04 14:30:00', endDate: '2027-03-04 17:00:00' });
    const bad = await patch(`/api/trip_items/${walk.body.id}`, { start: '2027-03-04', strTime: '25:00' });
    expect(bad.status).toBe(422);
    const outside = await patch(`/api/trip_items/${walk.body.id}`, {
      start: '2027-04-04T10:00',
      end: '2027-04-04T11:00',
    });
    expect(outside.status).toBe(422);
    const usual = await patch(`/api/trip_items/${walk.body.id}`, { notes: 'Bring shoes' });
    expect(usual.body).toMatchObject({ notes: 'Bring shoes', '@type': 'TripActivity' });
  });

  it('moves the status along the item machine, audited, and lists the possible moves', async () => {
    const trip = await newTrip();
    const stay = await post('/api/trip_accommodations', { trip: trip['@id'], accommodation: hotelIri });
    const id = stay.body.id;
    const moves = await json<{ status: string; transitions: { status: string }[] }>(
      await t.request('GET', `/api/trip_item/possible-transitions/${id}`, { token: t.admin }),
    );
    expect(moves.status).toBe('initial');
    expect(moves.transitions.map((m) => m.status)).toContain('waiting_accommodation');
    const jump = await patch(`/api/trip_accommodations/${id}`, { status: 'booked' });
    expect(jump.status).toBe(422);
    expect(jump.body.violations[0].propertyPath).toBe('status');
    expect((await patch(`/api/trip_items/${id}`, { status: 'priced' })).status).toBe(200);
    const audit = await one<{ actor_id: number; changed_fields: string[]; created_at: string }>(
      sql`select actor_id, changed_fields, at as created_at from audit_log where entity = 'TripAccommodation' and entity_id = ${id} and action = 'update' order by id desc limit 1`,
    );
    expect(audit.changed_fields).toContain('status');
    expect(audit.actor_id).toBeTruthy();
    expect(audit.created_at).toBeTruthy();
  });

  it('deletes a trip accommodation saved pending with a DMC (product.md §4.5)', async () => {
    const trip = await newTrip();
    const stay = await post('/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotelIri,
      dmc: true,
    });
    expect(stay.status).toBe(201);
    const pending = await patch(`/api/trip_accommodations/${stay.body.id}`, { status: 'pending' });
    expect(pending.status).toBe(204);
    expect((await t.request('GET', `/api/trip_items/${stay.body.id}`, { token: t.admin })).status).toBe(404);
    // Without a DMC the item stays.
    const own = await post('/api/trip_accommodations', { trip: trip['@id'], accommodation: hotelIri });
    expect((await patch(`/api/trip_accommodations/${own.body.id}`, { status: 'pending' })).status).toBe(200);
  });

  it('answers the DMC rule with 204 on every path that saves a stay, the delete audited once', async () => {
    const trip = await newTrip();
    const stay = async () => {
      const res = await post('/api/trip_accommodations', {
        trip: trip['@id'],
        accommodation: hotelIri,
        dmc: true,
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    const paths: [string, (item: Item) => Response | Promise<Response>][] = [
      // The admin's status menu (decision 79): the shared collection's PATCH.
      [
        'PATCH /api/trip_items',
        (i) => t.request('PATCH', `/api/trip_items/${i.id}`, { token: t.admin, body: { status: 'pending' } }),
      ],
      [
        'PATCH /api/trip_accommodations',
        (i) => t.request('PATCH', i['@id'], { token: t.admin, body: { status: 'pending' } }),
      ],
      [
        'PUT /api/trip_accommodations',
        (i) =>
          t.request('PUT', i['@id'], {
            token: t.admin,
            body: { trip: trip['@id'], accommodation: hotelIri, dmc: true, status: 'pending' },
          }),
      ],
      [
        'PATCH /next/trip-accommodations',
        (i) =>
          t.request('PATCH', `/next/trip-accommodations/${i.id}`, {
            token: t.admin,
            body: { status: 'pending' },
          }),
      ],
    ];
    for (const [name, send] of paths) {
      const item = await stay();
      const res = await send(item);
      expect(res.status, name).toBe(204);
      expect(res.headers.get('X-Record-Deleted'), name).toBe(item['@id']);
      expect((await t.request('GET', `/api/trip_items/${item.id}`, { token: t.admin })).status, name).toBe(
        404,
      );
      const audits = (
        (await t.db.execute(
          sql`select action from audit_log where entity = 'TripAccommodation' and entity_id = ${item.id} order by id`,
        )) as unknown as { rows: { action: string }[] }
      ).rows.map((r) => r.action);
      expect(audits, name).toEqual(['create', 'update', 'delete']);
    }
    // Saved pending with a DMC from the start (both collections' POST): gone at once.
    for (const path of ['/api/trip_accommodations', '/next/trip-accommodations']) {
      const res = await t.request('POST', path, {
        token: t.admin,
        body: { trip: trip['@id'], accommodation: hotelIri, dmc: true, status: 'pending' },
      });
      expect([204, 422], path).toContain(res.status);
      if (res.status === 204) {
        const iri = res.headers.get('X-Record-Deleted')!;
        expect((await t.request('GET', iri, { token: t.admin })).status, path).toBe(404);
      }
    }
  });

  it('switches an alternative into the trip in one go', async () => {
    const trip = await newTrip();
    const main = await post('/api/trip_flights', { trip: trip['@id'], flightNumber: 'JL 1' });
    const alt1 = await post('/api/trip_flights', {
      trip: trip['@id'],
      flightNumber: 'JL 2',
      alternativeOf: main.body['@id'],
    });
    const alt2 = await post('/api/trip_flights', {
      trip: trip['@id'],
      flightNumber: 'JL 3',
      alternativeOf: main.body['@id'],
    });
    expect(alt1.status).toBe(201);
    const res = await t.request('GET', `/api/switch-flight-alternative/${alt2.body.id}`, { token: t.admin });
    expect(res.status).toBe(200);
    const now = await json<Item>(res);
    expect(now).toMatchObject({ id: alt2.body.id, alternativeOf: null, position: main.body.position });
    const rows = (
      (await t.db.execute(
        sql`select id, alternative_of_id from trip_items where trip_id = ${trip.id} order by id`,
      )) as unknown as { rows: { id: number; alternative_of_id: number | null }[] }
    ).rows;
    expect(rows).toEqual([
      { id: main.body.id, alternative_of_id: alt2.body.id },
      { id: alt1.body.id, alternative_of_id: alt2.body.id },
      { id: alt2.body.id, alternative_of_id: null },
    ]);
    expect(
      (await t.request('GET', `/api/switch-flight-alternative/${alt2.body.id}`, { token: t.admin })).status,
    ).toBe(409);
    expect(
      (await t.request('GET', `/api/switch-activity-alternative/${alt1.body.id}`, { token: t.admin })).status,
    ).toBe(404);
  });

  it('answers 404 for a trip that is not there and reorders a trip without items to nothing', async () => {
    // The trip's lock and its items' lock are one statement: no trip row is a 404, a trip without
    // items is one row with no item (an empty order, or a 422 for any id).
    const missing = await post('/next/trips/update-item-order/987654321', { items: [] });
    expect(missing.status).toBe(404);
    const empty = await newTrip();
    const none = await post(`/next/trips/update-item-order/${empty.id}`, { items: [] });
    expect(none.status).toBe(200);
    expect(none.body.items).toEqual([]);
    const stranger = await post(`/next/trips/update-item-order/${empty.id}`, { items: [1] });
    expect(stranger.status).toBe(422);
    expect(stranger.body.violations[0].propertyPath).toBe('items[0]');
  });

  it('rewrites the order in one statement and refuses a foreign item', async () => {
    const trip = await newTrip();
    const other = await newTrip();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await post('/api/trip_spas', { trip: trip['@id'], title: `spa ${i}` })).body.id);
    const foreign = (await post('/api/trip_spas', { trip: other['@id'] })).body.id;
    const bad = await post(`/next/trips/update-item-order/${trip.id}`, { items: [ids[3], foreign] });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('items[1]');
    const unchanged = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', `/api/trip_items?trip.id=${trip.id}`, { token: t.admin }),
    );
    expect(unchanged['hydra:member'].map((m) => m.id)).toEqual(ids);
    const ok = await post(`/next/trips/update-item-order/${trip.id}`, {
      items: [`/api/trip_spas/${ids[3]}`, ids[1], `/api/trip_items/${ids[0]}`],
    });
    expect(ok.status).toBe(200);
    const after = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', `/next/trips/${trip.id}/trip-items`, { token: t.admin }),
    );
    expect(after['hydra:member'].map((m) => [m.id, m.position])).toEqual([
      [ids[3], 0],
      [ids[1], 1],
      [ids[0], 2],
      [ids[2], 3],
    ]);
  });

  it("gives each item its place (the catalogue record's location) in the items' one query", async () => {
    const trip = await newTrip();
    const hotel = await post('/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotelIri,
      startDate: '2027-03-02 15:00',
      endDate: '2027-03-04 11:00',
    });
    const walk = await post('/api/trip_activities', { trip: trip['@id'], activity: activityIri });
    const bare = await post('/api/trip_spas', { trip: trip['@id'], title: 'no place' });
    expect([hotel.status, walk.status, bare.status]).toEqual([201, 201, 201]);
    const spy = vi.spyOn(t.db, 'execute');
    const res = await t.request('GET', `/next/trips/${trip.id}/trip-items`, { token: t.admin });
    const statements = spy.mock.calls.length;
    spy.mockRestore();
    const members = (await json<{ 'hydra:member': Item[] }>(res))['hydra:member'];
    const place = (id: number) => members.find((m) => m.id === id)!.place;
    expect(place(hotel.body.id)).toEqual({ latitude: 35.0116, longitude: 135.7681 });
    expect(place(walk.body.id)).toEqual({ latitude: 35.6762, longitude: 139.6503 });
    expect(place(bare.body.id)).toBeNull();
    // The places come with the summaries: no statement per item.
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('lets the travel director write, the accountant read, the vendor role nothing', async () => {
    const trip = await newTrip();
    const director = await t.login('travel@demo.travel');
    const made = await t.request('POST', '/api/trip_spas', { token: director, body: { trip: trip['@id'] } });
    expect(made.status).toBe(201);
    const id = (await json<Item>(made)).id;
    const accountant = await t.login('accountant@demo.travel');
    expect((await t.request('GET', `/api/trip_items?trip.id=${trip.id}`, { token: accountant })).status).toBe(
      200,
    );
    expect((await t.request('GET', `/api/trips/${trip.id}/checks`, { token: accountant })).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', `/api/trip_items/${id}`, { notes: 'x' }],
      ['POST', `/next/trips/update-item-order/${trip.id}`, { items: [id] }],
      ['GET', `/api/switch-flight-alternative/${id}`, undefined],
    ] as const) {
      expect((await t.request(method, path, { token: accountant, body })).status).toBe(403);
    }
    const vendor = await t.login('vendor@demo.travel');
    expect((await t.request('GET', `/api/trip_items/${id}`, { token: vendor })).status).toBe(403);
    expect((await t.request('GET', `/next/trips/${trip.id}`, { token: vendor })).status).toBe(403);
    // The record, its items and its parts are read together: a missing trip is still a 404.
    const missing = await t.request('GET', '/next/trips/987654321', { token: t.admin });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Record<string, string>)['hydra:description']).toBeTruthy();
    expect((await t.request('GET', `/api/trip_items/${id}`)).status).toBe(401);
  });

  it('writes a reorder and a switch whole or not at all (a failure half-way leaves every row as it was)', async () => {
    const trip = await newTrip();
    const a = (await post('/api/trip_transfers', { trip: trip['@id'], title: 'a' })).body;
    const b = (await post('/api/trip_transfers', { trip: trip['@id'], title: 'b', alternativeOf: a['@id'] }))
      .body;
    const c = (await post('/api/trip_transfers', { trip: trip['@id'], title: 'c' })).body;
    const state = async () =>
      (
        (await t.db.execute(
          sql`select id, position, alternative_of_id from trip_items where trip_id = ${trip.id} order by id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await state();
    // The audit rows are written after the positions: make them fail.
    await t.db.execute(
      sql.raw(`create function fail_trip_item_audit() returns trigger language plpgsql as $$
      begin if new.entity in ('TripItem', 'TripTransfer') then raise exception 'forced failure'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_trip_item_audit before insert on audit_log
      for each row execute function fail_trip_item_audit()`),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reorder = await t.request('POST', `/next/trips/update-item-order/${trip.id}`, {
        token: t.admin,
        body: { items: [c.id, b.id, a.id] },
      });
      expect(reorder.status).toBeGreaterThanOrEqual(400);
      const switched = await t.request('GET', `/api/switch-transfer-alternative/${b.id}`, { token: t.admin });
      expect(switched.status).toBeGreaterThanOrEqual(400);
      expect(await state()).toEqual(before);
    } finally {
      errors.mockRestore();
      await t.db.execute(sql.raw('drop trigger fail_trip_item_audit on audit_log'));
    }
    expect(
      (await t.request('GET', `/api/switch-transfer-alternative/${b.id}`, { token: t.admin })).status,
    ).toBe(200);
    expect(await state()).not.toEqual(before);
  });
});
