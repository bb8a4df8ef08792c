import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

// What a hostile or careless caller sends to the trips area, route family by route family: NUL
// bytes, huge bodies, wrong types, unknown IRIs, javascript: text, racing PATCHes. Never a 500,
// never anything half-written. With TEST_DATABASE_URL the races run on PostgreSQL with a pool.
const t = adminAppForFile();

type Item = Record<string, unknown> & { '@id': string; id: number };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string }[] };

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
const count = async (table: string) =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).n);

const send = (method: string, path: string, body?: unknown, etag?: string) =>
  t.request(method, path, {
    token: t.admin,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    headers: etag ? { 'if-match': etag } : {},
  });
const created = async (path: string, body: Record<string, unknown>) => {
  const res = await send('POST', path, body);
  expect(res.status, `${path} ${await res.clone().text()}`).toBe(201);
  return { ...(await json<Item>(res)), etag: res.headers.get('etag')! };
};
const etagOf = async (iri: string) => (await send('GET', iri)).headers.get('etag')!;

// The seven item types with the catalogue link each takes.
const itemPaths: Record<string, string> = {
  accommodation: '/api/trip_accommodations',
  flight: '/api/trip_flights',
  activity: '/api/trip_activities',
  transfer: '/api/trip_transfers',
  spa: '/api/trip_spas',
  restaurant: '/api/trip_restaurants',
  conciergerie_service: '/api/trip_conciergerie_services',
};
const links: Record<string, Record<string, string>> = {};
let clientIri: string;
let guestIri: string;
let vendorIri: string;
let trip: Item & { etag: string };
const items: Record<string, Item & { etag: string }> = {};
let day: Item & { etag: string };
let payment: Item & { etag: string };
let event: Item & { etag: string };
let dmc: Item & { etag: string };
let tripGuest: Item & { etag: string };

beforeAll(async () => {
  const client = await created('/api/clients', { firstName: 'Mallory', lastName: 'Trips', force: true });
  clientIri = client['@id'];
  guestIri = (await created('/api/client_guests', { client: clientIri, name: 'Trudy' }))['@id'];
  const vendor = await one<{ id: number }>(
    sql`insert into vendors (name) values ('Hostile DMC') returning id`,
  );
  vendorIri = `/api/vendors/${vendor.id}`;
  const v = vendor.id;
  const id = async (q: ReturnType<typeof sql>) => (await one<{ id: number }>(q)).id;
  const hotel = await id(
    sql`insert into accommodations (vendor_id, name) values (${v}, 'Hotel X') returning id`,
  );
  const provider = await id(
    sql`insert into activity_providers (vendor_id, name) values (${v}, 'Guides') returning id`,
  );
  const activity = await id(
    sql`insert into activities (provider_id, name) values (${provider}, 'Walk') returning id`,
  );
  const airline = await id(sql`insert into airlines (name) values ('Air X') returning id`);
  const airport = await id(
    sql`insert into airports (name, iata) values ('Paris Charles de Gaulle', 'CDG') returning id`,
  );
  links.accommodation = { accommodation: `/api/accommodations/${hotel}` };
  links.activity = { activity: `/api/activities/${activity}` };
  links.flight = {
    airline: `/api/airlines/${airline}`,
    departureAirport: `/api/airports/${airport}`,
    arrivalAirport: `/api/airports/${airport}`,
  };
  links.transfer = {};
  links.spa = {};
  links.restaurant = {};
  links.conciergerie_service = {};
  trip = await created('/api/trips', {
    client: clientIri,
    startDate: '2027-05-01',
    endDate: '2027-05-07',
    currency: 'EUR',
  });
  // One item a day: the items the itinerary calendar shows may not overlap (decision 88).
  for (const [i, [type, path]] of Object.entries(itemPaths).entries()) {
    items[type] = await created(path, {
      trip: trip['@id'],
      title: `The ${type}`,
      startDate: `2027-05-0${1 + i}T10:00`,
      endDate: `2027-05-0${1 + i}T12:00`,
      ...links[type],
    });
  }
  const days = await json<{ 'hydra:member': Item[] }>(await send('GET', `/api/trip_days?trip.id=${trip.id}`));
  const first = days['hydra:member'][0]!;
  day = { ...first, etag: await etagOf(first['@id']) };
  payment = await created('/api/payments', { trip: trip['@id'], amount: '100.00' });
  event = await created('/api/trip_events', {
    trip: trip['@id'],
    title: 'Call',
    startDate: '2027-05-01T09:00',
  });
  dmc = await created('/api/trip_d_m_cs', { trip: trip['@id'], vendor: vendorIri });
  tripGuest = await created('/api/trip_guests', { trip: trip['@id'], clientGuest: guestIri });
  trip.etag = await etagOf(trip['@id']);
});

// Every family with one create (POST) and one update (PATCH of an existing record).
type Family = { name: string; post?: [string, Record<string, unknown>]; patch: () => [string, string] };
const families = (): Family[] => [
  {
    name: 'trips',
    post: ['/api/trips', { client: clientIri, startDate: '2027-06-01', endDate: '2027-06-03' }],
    patch: () => [trip['@id'], trip.etag],
  },
  ...Object.entries(itemPaths).map(([type, path]) => ({
    name: `trip items (${type})`,
    post: [path, { trip: trip['@id'], ...links[type] }] as [string, Record<string, unknown>],
    patch: () => [items[type]!['@id'], items[type]!.etag] as [string, string],
  })),
  { name: 'days', patch: () => [day['@id'], day.etag] },
  {
    name: 'payments',
    post: ['/api/payments', { trip: trip['@id'], amount: '5' }],
    patch: () => [payment['@id'], payment.etag],
  },
  {
    name: 'events',
    post: ['/api/trip_events', { trip: trip['@id'], title: 'E', startDate: '2027-05-02' }],
    patch: () => [event['@id'], event.etag],
  },
  {
    name: 'DMCs',
    post: ['/api/trip_d_m_cs', { trip: trip['@id'], vendor: vendorIri }],
    patch: () => [dmc['@id'], dmc.etag],
  },
  {
    name: 'guests',
    post: ['/api/trip_guests', { trip: trip['@id'], clientGuest: guestIri }],
    patch: () => [tripGuest['@id'], tripGuest.etag],
  },
];
// The text field each family's PATCH takes.
const textField = (name: string) => (name === 'days' ? 'title' : name === 'events' ? 'description' : 'notes');
const tables = ['trips', 'trip_items', 'trip_days', 'payments', 'trip_events', 'trip_dmcs', 'trip_guests'];
const counts = async () =>
  Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)])));

describe('NUL bytes', () => {
  it('are refused (422 naming the field) in every family, the escaped JSON form too, and nothing is written', async () => {
    const before = await counts();
    for (const f of families()) {
      const [iri, etag] = f.patch();
      const field = textField(f.name);
      const patched = await send('PATCH', iri, { [field]: 'before\u0000after' }, etag);
      expect(patched.status, `PATCH ${f.name}`).toBe(422);
      const problem = await json<Problem>(patched);
      expect(problem['hydra:description']).toBeTruthy();
      expect(problem.violations?.map((v) => v.propertyPath)).toContain(field);
      if (f.post) {
        const [path, body] = f.post;
        const res = await send(
          'POST',
          path,
          `${JSON.stringify({ ...body, notes: 'x' })
            .slice(0, -1)
            .replace(/"notes":"x"/, '"notes":"a\\u0000b"')}}`,
        );
        expect(res.status, `POST ${f.name}`).toBe(422);
      }
    }
    const status = await send(
      'PATCH',
      `${trip['@id']}/status-change`,
      { status: 'proposal\u0000' },
      trip.etag,
    );
    expect(status.status).toBe(422);
    const order = await send('POST', `/next/trips/update-item-order/${trip.id}`, {
      items: [`${items.activity!['@id']}\u0000`],
    });
    expect(order.status).toBe(422);
    const search = await send('GET', '/api/trips?search=a%00b');
    expect(search.status).toBe(400);
    expect(await counts()).toEqual(before);
    const after = await json<Item>(await send('GET', trip['@id']));
    expect(after.notes).toBeNull();
    expect(after.version).toBe(trip.version);
  });
});

describe('huge bodies', () => {
  it('answer 413 with a hydra:description in every family, before reading them', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const before = await counts();
    const sends: [string, string, Record<string, unknown>][] = [];
    for (const f of families()) {
      const [iri] = f.patch();
      sends.push(['PATCH', iri, { [textField(f.name)]: big }]);
      if (f.post) sends.push(['POST', f.post[0], { ...f.post[1], notes: big }]);
    }
    sends.push(['PATCH', `${trip['@id']}/status-change`, { status: 'proposal', pad: big }]);
    sends.push(['POST', `/next/trips/update-item-order/${trip.id}`, { items: [big] }]);
    sends.push(['PATCH', `/next/trips/${trip.id}`, { notes: big }]);
    for (const [method, path, body] of sends) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(413);
      expect((await json<Problem>(res))['hydra:description']).toMatch(/too large/);
    }
    expect(await counts()).toEqual(before);
  });

  it('a large but allowed text meets the field limit instead (422 on the field)', async () => {
    const res = await send(
      'PATCH',
      items.activity!['@id'],
      { notes: 'y'.repeat(200_000) },
      items.activity!.etag,
    );
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).violations?.map((v) => v.propertyPath)).toContain('notes');
  });
});

describe('wrong types', () => {
  const expectViolations = async (res: Response, fields: string[], label: string) => {
    expect(res.status, `${label}: ${await res.clone().text()}`).toBe(422);
    const paths = (await json<Problem>(res)).violations?.map((v) => v.propertyPath) ?? [];
    for (const field of fields) expect(paths, label).toContain(field);
  };

  it('answer 422 with a violation per field in every family, and nothing is written', async () => {
    const before = await counts();
    await expectViolations(
      await send('POST', '/api/trips', {
        client: clientIri,
        startDate: 20270601,
        endDate: '2027-06-03',
        markup: 'lots',
        adults: 'two',
        status: 7,
        title: ['x'],
      }),
      ['startDate', 'markup', 'adults', 'status', 'title'],
      'trips',
    );
    await expectViolations(
      await send('PATCH', trip['@id'], { currency: 12, children: -1, dateRange: 'soon' }, trip.etag),
      ['currency', 'children', 'dateRange'],
      'trip patch',
    );
    const ownWrongField: Record<string, [string, unknown]> = {
      accommodation: ['isMainAccommodation', 'yes'],
      activity: ['mainActivity', 1],
      transfer: ['mainTransfer', 'no'],
      flight: ['flightNumber', 447],
    };
    for (const [type, path] of Object.entries(itemPaths)) {
      const wrong: Record<string, unknown> = {
        trip: trip['@id'],
        startDate: 12,
        endDate: '2027-02-30T10:00',
        vendorNetPrice: { amount: 1 },
        clientTotalPrice: 'free',
        position: 'first',
        timezone: 'Mars/Olympus',
        status: 'lost',
      };
      const fields = [
        'startDate',
        'endDate',
        'vendorNetPrice',
        'clientTotalPrice',
        'position',
        'timezone',
        'status',
      ];
      // The type's own field, with a wrong value.
      const own = ownWrongField[type];
      if (own) {
        wrong[own[0]] = own[1];
        fields.push(own[0]);
      }
      await expectViolations(await send('POST', path, wrong), fields, type);
      await expectViolations(
        await send('PATCH', items[type]!['@id'], { endDate: false, markupPrice: [] }, items[type]!.etag),
        ['endDate', 'markupPrice'],
        `${type} patch`,
      );
    }
    await expectViolations(
      await send('PATCH', day['@id'], { title: 5, description: { text: 'x' } }),
      ['title', 'description'],
      'days',
    );
    await expectViolations(
      await send('POST', '/api/payments', { trip: trip['@id'], amount: 'ten', dueDate: 3, status: 'maybe' }),
      ['amount', 'dueDate', 'status'],
      'payments',
    );
    await expectViolations(
      await send('POST', '/api/trip_events', {
        trip: trip['@id'],
        title: 5,
        startDate: 'tomorrow',
        type: 'party',
      }),
      ['title', 'startDate', 'type'],
      'events',
    );
    await expectViolations(
      await send('POST', '/api/trip_d_m_cs', { trip: trip['@id'], vendor: 12, notes: 5 }),
      ['vendor', 'notes'],
      'DMCs',
    );
    await expectViolations(
      await send('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: true, notes: [] }),
      ['clientGuest', 'notes'],
      'guests',
    );
    await expectViolations(
      await send('PATCH', `${trip['@id']}/status-change`, { status: 3 }),
      ['status'],
      'status-change',
    );
    await expectViolations(
      await send('POST', `/next/trips/update-item-order/${trip.id}`, { items: 'all' }),
      ['items'],
      'update-item-order',
    );
    // The route (trip-items.routes.ts) names the list as a whole when a member is not an id or IRI.
    await expectViolations(
      await send('POST', `/next/trips/update-item-order/${trip.id}`, { items: [{ id: 1 }, true] }),
      ['items'],
      'update-item-order members',
    );
    // A body that is not a JSON object.
    for (const [method, path] of [
      ['POST', '/api/trips'],
      ['POST', '/api/trip_flights'],
      ['PATCH', `${trip['@id']}/status-change`],
      ['POST', `/next/trips/update-item-order/${trip.id}`],
    ] as const) {
      const res = await send(method, path, '[1,2,3]');
      expect([400, 422], `${method} ${path}`).toContain(res.status);
      expect((await json<Problem>(res))['hydra:description']).toBeTruthy();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('unknown IRIs', () => {
  it('answer 422 on the link in every family, and nothing is written', async () => {
    const before = await counts();
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/api/trips',
        { client: '/api/clients/999999', startDate: '2027-06-01', endDate: '2027-06-02' },
        'client',
      ],
      ['/api/trips', { client: '/api/vendors/1', startDate: '2027-06-01', endDate: '2027-06-02' }, 'client'],
      [
        '/api/trips',
        {
          client: clientIri,
          startDate: '2027-06-01',
          endDate: '2027-06-02',
          destinations: ['/api/destinations/999999'],
        },
        'destinations',
      ],
      ['/api/trip_accommodations', { trip: '/api/trips/999999' }, 'trip'],
      [
        '/api/trip_accommodations',
        { trip: trip['@id'], accommodation: '/api/accommodations/999999' },
        'accommodation',
      ],
      [
        '/api/trip_accommodations',
        { trip: trip['@id'], accommodation: links.activity!.activity! },
        'accommodation',
      ],
      [
        '/api/trip_flights',
        { trip: trip['@id'], departureAirport: '/api/airports/999999' },
        'departureAirport',
      ],
      ['/api/trip_flights', { trip: trip['@id'], airline: '/api/airlines/999999' }, 'airline'],
      ['/api/trip_activities', { trip: trip['@id'], activity: '/api/activities/999999' }, 'activity'],
      ['/api/trip_transfers', { trip: trip['@id'], transfer: '/api/transfers/999999' }, 'transfer'],
      ['/api/trip_spas', { trip: trip['@id'], spa: '/api/spas/999999' }, 'spa'],
      ['/api/trip_restaurants', { trip: trip['@id'], restaurant: '/api/restaurants/999999' }, 'restaurant'],
      [
        '/api/trip_conciergerie_services',
        { trip: trip['@id'], conciergerieService: '/api/conciergerie_services/999999' },
        'conciergerieService',
      ],
      [
        '/api/trip_activities',
        { trip: trip['@id'], alternativeOf: '/api/trip_activities/999999' },
        'alternativeOf',
      ],
      ['/api/payments', { trip: '/api/trips/999999', amount: '5' }, 'trip'],
      ['/api/trip_events', { trip: '/api/trips/999999', title: 'x', startDate: '2027-05-01' }, 'trip'],
      ['/api/trip_d_m_cs', { trip: trip['@id'], vendor: '/api/vendors/999999' }, 'vendor'],
      ['/api/trip_guests', { trip: trip['@id'], clientGuest: '/api/client_guests/999999' }, 'clientGuest'],
    ];
    for (const [path, body, field] of cases) {
      const res = await send('POST', path, body);
      expect(res.status, `${path} ${field}: ${await res.clone().text()}`).toBe(422);
      expect((await json<Problem>(res)).violations?.map((v) => v.propertyPath)).toContain(field);
    }
    const patched = await send(
      'PATCH',
      items.accommodation!['@id'],
      { accommodation: '/api/accommodations/999999', notes: 'half' },
      items.accommodation!.etag,
    );
    expect(patched.status).toBe(422);
    const order = await send('POST', `/next/trips/update-item-order/${trip.id}`, {
      items: [items.activity!['@id'], '/api/trip_items/999999'],
    });
    expect(order.status).toBe(422);
    expect((await json<Problem>(order)).violations?.map((v) => v.propertyPath)).toEqual(['items[1]']);
    expect(await counts()).toEqual(before);
    const stay = await json<Item>(await send('GET', items.accommodation!['@id']));
    expect(stay.notes).toBeNull();
  });
});

describe('javascript: text', () => {
  it('is kept as plain text (no trip field takes a link; the admin renders text)', async () => {
    const res = await send('POST', '/api/trip_events', {
      trip: trip['@id'],
      title: 'javascript:alert(1)',
      startDate: '2027-05-03',
      description: '<a href="javascript:alert(2)">x</a>',
    });
    expect(res.status).toBe(201);
    const saved = await json<Item>(res);
    expect(saved.title).toBe('javascript:alert(1)');
    expect(saved.description).toBe('<a href="javascript:alert(2)">x</a>');
  });
});

describe('races', () => {
  it('of two PATCHes with the same If-Match, one wins and the other is a 412, in every family', async () => {
    for (const f of families()) {
      const [iri] = f.patch();
      const etag = await etagOf(iri);
      const field = textField(f.name);
      const results = await Promise.all(
        ['one', 'two'].map((text) => send('PATCH', iri, { [field]: `${f.name} ${text}` }, etag)),
      );
      expect(results.map((r) => r.status).sort(), `${f.name}: ${await results[0]!.clone().text()}`).toEqual([
        200, 412,
      ]);
      const loser = results.find((r) => r.status === 412)!;
      expect((await json<Problem>(loser))['hydra:description']).toBeTruthy();
      const winner = await json<Item>(results.find((r) => r.status === 200)!);
      const now = await json<Item>(await send('GET', iri));
      expect(now[field]).toBe(winner[field]);
      // A stale If-Match afterwards is a 412 too, and changes nothing.
      const stale = await send('PATCH', iri, { [field]: 'late' }, etag);
      expect(stale.status).toBe(412);
      expect((await json<Item>(await send('GET', iri)))[field]).toBe(winner[field]);
    }
  });

  it('of two status changes with the same If-Match, one wins and the other is a 412', async () => {
    const etag = await etagOf(trip['@id']);
    const possible = await json<{ transitions: { status: string }[] }>(
      await send('GET', `/api/trip/possible-transitions/${trip.id}`),
    );
    const next = possible.transitions[0]!.status;
    const results = await Promise.all(
      [next, next].map((status) => send('PATCH', `${trip['@id']}/status-change`, { status }, etag)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    expect((await json<Item>(await send('GET', trip['@id']))).status).toBe(next);
  });

  it('of two reorders at once, both finish (each one transaction) and the positions are one of the two orders', async () => {
    const ids = Object.values(items).map((i) => i['@id']);
    const reversed = [...ids].reverse();
    const results = await Promise.all(
      [ids, reversed].map((order) =>
        send('POST', `/next/trips/update-item-order/${trip.id}`, { items: order }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = (
      await t.db.execute(sql`select id from trip_items where trip_id = ${trip.id} order by position, id`)
    ).rows as { id: number }[];
    const got = rows.map((r) => `/api/trip_items/${r.id}`);
    const asItems = (list: string[]) => list.map((iri) => `/api/trip_items/${iri.split('/').at(-1)}`);
    expect([JSON.stringify(asItems(ids)), JSON.stringify(asItems(reversed))]).toContain(JSON.stringify(got));
  });
});
