import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyItem, type AnyPage, adminAppForFile, callAs, callOk } from '../test/admin-app.ts';
import { insertKyotoCatalogue } from '../test/catalogue-rows.ts';

const t = adminAppForFile();
let clientIri: string;
let hotelIri: string;
let activityIri: string;
let vendorIri: string;
let guestIri: string;

const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0]!;
const call = (method: string, path: string, body?: unknown, token = t.admin) =>
  callAs(t, method, path, body, token);
const ok = (method: string, path: string, body?: unknown) => callOk(t, method, path, body);
const newTrip = (startDate: string, endDate: string, over: Record<string, unknown> = {}) =>
  ok('POST', '/api/trips', { client: clientIri, startDate, endDate, currency: 'EUR', ...over });

// What a round trip must keep of an item: type, day (from the trip's start), time, prices, links.
const itemShape = async (
  table: 'trip_items' | 'trip_template_items',
  owner: string,
  id: number,
  from: string,
) =>
  rows(sql`
    select type, title, (start_date::date - ${from}::date) as start_offset, start_date::time::text as start_time,
      (end_date::date - ${from}::date) as end_offset, end_date::time::text as end_time,
      currency, client_price, vendor_price, markup_price, accommodation_id, activity_id, flight_number,
      is_main_accommodation, (alternative_of_id is not null) as alternative
    from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${id} order by position, id`);

// A Kyoto trip with every kind of content a template takes or drops.
const richTrip = async () => {
  const trip = await newTrip('2027-04-10', '2027-04-14', {
    title: 'Kyoto for the Marlows',
    notes: 'VIP client',
  });
  const hotel = await ok('POST', '/api/trip_accommodations', {
    trip: trip['@id'],
    accommodation: hotelIri,
    isMainAccommodation: true,
    startDate: '2027-04-10T15:00',
    endDate: '2027-04-13T11:00',
    currency: 'EUR',
    clientPrice: '2400.00',
    vendorPrice: '2000.00',
    markupPrice: '400.00',
    confirmationNumber: 'AMAN-1',
  });
  const tea = await ok('POST', '/api/trip_activities', {
    trip: trip['@id'],
    activity: activityIri,
    startDate: '2027-04-11T10:30',
    endDate: '2027-04-11T12:00',
    currency: 'JPY',
    clientPrice: '30000',
  });
  await ok('POST', '/api/trip_activities', {
    trip: trip['@id'],
    title: 'Rainy-day option',
    alternativeOf: tea['@id'],
    startDate: '2027-04-11T10:30',
    endDate: '2027-04-11T12:00',
  });
  await ok('POST', '/api/trip_flights', {
    trip: trip['@id'],
    flightNumber: 'JL6',
    startDate: '2027-04-14T22:00',
    endDate: '2027-04-15T06:00',
    clientPrice: '900.00',
    currency: 'EUR',
  });
  const days = ((await call('GET', `/api/trip_days?trip.id=${trip.id}`)).body as unknown as AnyPage)[
    'hydra:member'
  ];
  await ok('PATCH', days[1]!['@id'], { title: 'Temples', description: 'Kinkaku-ji at opening time' });
  await ok('POST', '/api/trip_d_m_cs', { trip: trip['@id'], vendor: vendorIri, notes: 'Kyoto desk' });
  await ok('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: guestIri });
  await ok('POST', '/api/payments', { trip: trip['@id'], amount: '500.00', currency: 'EUR' });
  return { trip, hotel, tea };
};

const withFailingInsert = async (table: string, work: () => Promise<void>) => {
  await t.db.execute(
    sql.raw(`create or replace function fail_copy() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger fail_copy before insert on ${table} for each row execute function fail_copy()`),
  );
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await work();
  } finally {
    errors.mockRestore();
    await t.db.execute(sql.raw(`drop trigger fail_copy on ${table}`));
  }
};

beforeAll(async () => {
  const client = await ok('POST', '/api/clients', {
    firstName: 'Ines',
    lastName: 'Marlow',
    email: 'ines@marlow.example',
  });
  clientIri = client['@id'];
  guestIri = (await ok('POST', '/api/client_guests', { client: clientIri, name: 'Theo Marlow' }))['@id'];
  ({ venueIri: hotelIri, activityIri, vendorIri } = await insertKyotoCatalogue(t));
});

describe('create-template', () => {
  it('turns a trip into a new template: day offsets and times, prices kept, client data dropped', async () => {
    const { trip } = await richTrip();
    const made = await call('POST', '/api/trips/create-template', { id: trip.id });
    expect(made.status).toBe(201);
    const tpl = made.body;
    expect(tpl).toMatchObject({ '@type': 'TripTemplate', title: 'Kyoto for the Marlows', nbDays: 5 });
    const items = (
      (await call('GET', `/api/trip_template_items?tripTemplate.id=${tpl.id}`)).body as unknown as AnyPage
    )['hydra:member'];
    expect(items.map((i) => [i['@type'], i.startDay, i.startTime, i.endDay, i.endTime])).toEqual([
      ['TripTemplateAccommodation', 1, '15:00', 4, '11:00'],
      ['TripTemplateActivity', 2, '10:30', 2, '12:00'],
      ['TripTemplateActivity', 2, '10:30', 2, '12:00'],
      ['TripTemplateFlight', 5, '22:00', 6, '06:00'],
    ]);
    expect(items[0]).toMatchObject({ clientPrice: '2400.00', vendorPrice: '2000.00', markupPrice: '400.00' });
    expect(items[2]!.alternativeOf).toBe(`/api/trip_template_activities/${items[1]!.id}`);
    expect(await itemShape('trip_template_items', 'trip_template_id', tpl.id, '2000-01-01')).toEqual(
      await itemShape('trip_items', 'trip_id', trip.id, '2027-04-10'),
    );
    const raw = await rows<{ confirmation_number: string | null; status: string }>(
      sql`select confirmation_number, status from trip_template_items where trip_template_id = ${tpl.id}`,
    );
    expect(raw.every((r) => r.confirmation_number === null && r.status === 'initial')).toBe(true);
    const days = (
      (await call('GET', `/api/trip_template_days?tripTemplate.id=${tpl.id}`)).body as unknown as AnyPage
    )['hydra:member'];
    expect(days).toHaveLength(5);
    expect(days[1]).toMatchObject({
      dayNumber: 2,
      title: 'Temples',
      description: 'Kinkaku-ji at opening time',
    });
    const dmcs = (
      (await call('GET', `/api/trip_template_d_m_cs?tripTemplate.id=${tpl.id}`)).body as unknown as AnyPage
    )['hydra:member'];
    expect(dmcs).toHaveLength(1);
    expect(JSON.stringify(tpl)).not.toContain('VIP client');
    expect(JSON.stringify(tpl)).not.toContain('Theo');
  });

  it('takes the name given, and leaves out the items dropped from the plan (issue 30.12)', async () => {
    const { trip } = await richTrip();
    // A not-needed activity (with an alternative of its own) and a cancelled dinner.
    const [dropped] = await rows<{ id: number }>(sql`
      insert into trip_items (trip_id, type, title, status, start_date, end_date)
      values (${trip.id}, 'activity', 'Tea ceremony', 'not_needed', '2027-04-12 15:00', '2027-04-12 16:00')
      returning id`);
    await t.db.execute(sql`
      insert into trip_items (trip_id, type, title, start_date, end_date, alternative_of_id)
      values (${trip.id}, 'activity', 'Tea ceremony (other house)', '2027-04-12 15:00', '2027-04-12 16:00', ${dropped!.id})`);
    await t.db.execute(sql`
      insert into trip_items (trip_id, type, title, status, start_date, end_date)
      values (${trip.id}, 'restaurant', 'Kaiseki', 'cancelled', '2027-04-12 19:00', '2027-04-12 21:00')`);
    const made = await call('POST', '/api/trips/create-template', {
      id: trip.id,
      title: '  Kyoto in spring  ',
    });
    expect(made.status).toBe(201);
    expect(made.body.title).toBe('Kyoto in spring');
    const titles = (
      await rows<{ title: string | null }>(
        sql`select title from trip_template_items where trip_template_id = ${made.body.id}`,
      )
    ).map((r) => r.title);
    expect(titles).not.toContain('Tea ceremony');
    expect(titles).not.toContain('Tea ceremony (other house)');
    expect(titles).not.toContain('Kaiseki');
    // A blank name falls back to the trip's title; a name too long is refused.
    expect((await call('POST', '/api/trips/create-template', { id: trip.id, title: ' ' })).body.title).toBe(
      'Kyoto for the Marlows',
    );
    const long = await call('POST', '/api/trips/create-template', { id: trip.id, title: 'x'.repeat(256) });
    expect(long.status).toBe(422);
    expect(long.body.violations[0].propertyPath).toBe('title');
    // Not a string, or with a NUL byte: refused, nothing made.
    const templates = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from trip_templates`)).n;
    const before = await templates();
    for (const title of [42, 'Kyoto\u0000 in spring']) {
      const bad = await call('POST', '/api/trips/create-template', { id: trip.id, title });
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('title');
    }
    expect(await templates()).toBe(before);
  });

  it('answers 422 for a missing or unknown trip', async () => {
    expect((await call('POST', '/api/trips/create-template', {})).status).toBe(422);
    const unknown = await call('POST', '/api/trips/create-template', { id: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0].propertyPath).toBe('id');
  });

  it('writes nothing when it fails half-way', async () => {
    const { trip } = await richTrip();
    const count = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from trip_templates`)).n;
    const days = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from trip_template_days`)).n;
    const before = await count();
    const daysBefore = await days();
    await withFailingInsert('trip_template_items', async () => {
      const res = await call('POST', '/api/trips/create-template', { id: trip['@id'] });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    expect(await count()).toBe(before);
    expect(await days()).toBe(daysBefore);
    expect((await call('POST', '/api/trips/create-template', { id: trip['@id'] })).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});

describe('import-template', () => {
  it('round-trips a trip through a template into another trip from day 3 (types, days, times, prices)', async () => {
    const { trip } = await richTrip();
    const tpl = (await call('POST', '/api/trips/create-template', { id: trip.id })).body;
    const target = await newTrip('2027-09-01', '2027-09-10');
    const preview = await call(
      'GET',
      `/api/trips/import-template/preview?trip=${target.id}&tripTemplate=${tpl['@id']}&startDay=3`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      startDay: 3,
      startDate: '2027-09-03',
      missingDays: 0,
      mustExtend: false,
    });
    expect(preview.body.items.map((i: AnyItem) => [i.type, i.day, i.startTime])).toEqual([
      ['accommodation', 3, '15:00'],
      ['activity', 4, '10:30'],
      ['activity', 4, '10:30'],
      ['flight', 7, '22:00'],
    ]);
    // Named as the screens name them (issue 30.12): the catalogue record, the title, a flight's number.
    expect(preview.body.items.map((i: AnyItem) => i.name)).toEqual([
      'Aman Kyoto',
      'Tea ceremony',
      'Rainy-day option',
      'JL6',
    ]);
    expect(preview.body.days).toEqual([
      expect.objectContaining({ dayNumber: 4, title: 'Temples', kept: false }),
    ]);
    const done = await call('POST', '/api/trips/import-template', {
      trip: target['@id'],
      tripTemplate: tpl['@id'],
      startDay: 3,
    });
    expect(done.status).toBe(200);
    expect(done.body.created).toHaveLength(4);
    const original = await itemShape('trip_items', 'trip_id', trip.id, '2027-04-10');
    expect(await itemShape('trip_items', 'trip_id', target.id, '2027-09-03')).toEqual(original);
    const days = ((await call('GET', `/api/trip_days?trip.id=${target.id}`)).body as unknown as AnyPage)[
      'hydra:member'
    ];
    expect(days[3]).toMatchObject({ dayNumber: 4, title: 'Temples' });
    const dmcs = ((await call('GET', `/api/trip_d_m_cs?trip.id=${target.id}`)).body as unknown as AnyPage)[
      'hydra:member'
    ];
    expect(dmcs).toHaveLength(1);
    expect((await call('GET', target['@id'])).body.tripTemplate).toBe(tpl['@id']);
  });

  it('answers 409 with the missing days for a template longer than the rest of the trip, or extends it', async () => {
    const tpl = await ok('POST', '/api/trip_templates', { title: 'Six days', nbDays: 6 });
    await ok('POST', '/api/trip_template_activities', {
      tripTemplate: tpl['@id'],
      activity: activityIri,
      startDay: 6,
      startTime: '09:00',
    });
    const target = await newTrip('2027-10-01', '2027-10-05');
    const preview = (
      await call(
        'GET',
        `/api/trips/import-template/preview?trip=${target.id}&tripTemplate=${tpl.id}&startDay=2`,
      )
    ).body;
    expect(preview).toMatchObject({
      remainingDays: 4,
      missingDays: 2,
      mustExtend: true,
      newEndDate: '2027-10-07',
    });
    const refused = await call('POST', '/api/trips/import-template', {
      trip: target.id,
      tripTemplate: tpl.id,
      startDay: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toContain('2 day(s) are missing');
    expect((await rows(sql`select id from trip_items where trip_id = ${target.id}`)).length).toBe(0);
    const done = await call('POST', '/api/trips/import-template', {
      trip: target.id,
      tripTemplate: tpl.id,
      startDay: 2,
      extend: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.extended).toBe(true);
    const trip = (await call('GET', target['@id'])).body;
    expect(trip.endDate).toBe('2027-10-07');
    const days = ((await call('GET', `/api/trip_days?trip.id=${target.id}`)).body as unknown as AnyPage)[
      'hydra:member'
    ];
    expect(days).toHaveLength(7);
    expect(
      await rows(sql`select start_date::text as s from trip_items where trip_id = ${target.id}`),
    ).toEqual([{ s: '2027-10-07 09:00:00' }]);
  });

  it('lists the overlaps an import would create', async () => {
    const tpl = await ok('POST', '/api/trip_templates', { title: 'Hotel night', nbDays: 2 });
    await ok('POST', '/api/trip_template_accommodations', {
      tripTemplate: tpl['@id'],
      accommodation: hotelIri,
      startDay: 1,
      startTime: '15:00',
      endDay: 2,
      endTime: '11:00',
    });
    const target = await newTrip('2027-11-01', '2027-11-05');
    const existing = await ok('POST', '/api/trip_accommodations', {
      trip: target['@id'],
      accommodation: hotelIri,
      startDate: '2027-11-01T14:00',
      endDate: '2027-11-03T11:00',
    });
    const preview = (
      await call(
        'GET',
        `/api/trips/import-template/preview?trip=${target.id}&tripTemplate=${tpl.id}&startDay=2`,
      )
    ).body;
    expect(preview.overlaps).toEqual([
      expect.objectContaining({
        type: 'accommodation',
        name: 'Aman Kyoto',
        overlaps: `/api/trip_items/${existing.id}`,
        overlapsName: 'Aman Kyoto',
      }),
    ]);
    const none = (
      await call(
        'GET',
        `/api/trips/import-template/preview?trip=${target.id}&tripTemplate=${tpl.id}&startDay=3`,
      )
    ).body;
    expect(none.overlaps).toEqual([]);
  });

  it('answers 422 for a start day out of range, an unknown template or missing fields', async () => {
    const tpl = await ok('POST', '/api/trip_templates', { title: 'Two', nbDays: 2 });
    const target = await newTrip('2027-12-01', '2027-12-03');
    const out = await call('POST', '/api/trips/import-template', {
      trip: target.id,
      tripTemplate: tpl.id,
      startDay: 4,
    });
    expect(out.status).toBe(422);
    expect(out.body.violations[0]).toMatchObject({ propertyPath: 'startDay' });
    expect(
      (
        await call('POST', '/api/trips/import-template', {
          trip: target.id,
          tripTemplate: tpl.id,
          startDay: 0,
        })
      ).status,
    ).toBe(422);
    const unknown = await call('POST', '/api/trips/import-template', {
      trip: target.id,
      tripTemplate: 999999,
      startDay: 1,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0]).toMatchObject({ propertyPath: 'tripTemplate' });
    const missing = await call('POST', '/api/trips/import-template', {});
    expect(missing.body.violations.map((v: AnyItem) => v.propertyPath).sort()).toEqual([
      'startDay',
      'trip',
      'tripTemplate',
    ]);
    expect(
      (
        await call(
          'GET',
          `/api/trips/import-template/preview?trip=${target.id}&tripTemplate=999999&startDay=1`,
        )
      ).status,
    ).toBe(422);
  });

  it('writes nothing when it fails half-way (items, days, extension)', async () => {
    const { trip } = await richTrip();
    const tpl = (await call('POST', '/api/trips/create-template', { id: trip.id })).body;
    const target = await newTrip('2028-01-01', '2028-01-03');
    const state = async () => ({
      items: await rows(sql`select id from trip_items where trip_id = ${target.id}`),
      days: await rows(sql`select id, title from trip_days where trip_id = ${target.id} order by id`),
      trip: await rows(sql`select end_date::text, trip_template_id from trips where id = ${target.id}`),
    });
    const before = await state();
    await withFailingInsert('trip_dmcs', async () => {
      const res = await call('POST', '/api/trips/import-template', {
        trip: target.id,
        tripTemplate: tpl.id,
        startDay: 2,
        extend: true,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    expect(await state()).toEqual(before);
  });
});

describe('clone-trip', () => {
  it('previews and copies a trip with a new reference, as a draft, on new dates', async () => {
    const { trip } = await richTrip();
    await ok('PATCH', `/api/trips/${trip.id}/status-change`, { status: 'initial' });
    const preview = await call('GET', `/next/clone-trip/preview?trip_id=${trip.id}&startDate=2028-02-01`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      startDate: '2028-02-01',
      endDate: '2028-02-05',
      status: 'draft',
      guests: 1,
      dmcs: 1,
      dayTexts: 1,
      notCopied: { payments: 1, confirmationNumbers: 1 },
    });
    expect(preview.body.items[0]).toMatchObject({
      startDate: '2027-04-10 15:00:00',
      newStartDate: '2028-02-01 15:00:00',
    });
    const made = await call('POST', '/next/clone-trip', { trip_id: trip.id, startDate: '2028-02-01' });
    expect(made.status).toBe(201);
    const copy = made.body;
    expect(copy.reference).not.toBe(trip.reference);
    expect(copy).toMatchObject({
      status: 'draft',
      startDate: '2028-02-01',
      endDate: '2028-02-05',
      title: trip.title,
    });
    expect(await itemShape('trip_items', 'trip_id', copy.id, '2028-02-01')).toEqual(
      await itemShape('trip_items', 'trip_id', trip.id, '2027-04-10'),
    );
    const guests = ((await call('GET', `/api/trip_guests?trip.id=${copy.id}`)).body as unknown as AnyPage)[
      'hydra:totalItems'
    ];
    expect(guests).toBe(1);
    const days = ((await call('GET', `/api/trip_days?trip.id=${copy.id}`)).body as unknown as AnyPage)[
      'hydra:member'
    ];
    expect(days[1]).toMatchObject({ date: '2028-02-02', title: 'Temples' });
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from payments where trip_id = ${copy.id}`)).n,
    ).toBe(0);
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from trip_dmcs where trip_id = ${copy.id}`)).n,
    ).toBe(1);
    const same = await call('POST', '/next/clone-trip', { trip_id: `/api/trips/${trip.id}` });
    expect(same.body).toMatchObject({ startDate: '2027-04-10', endDate: '2027-04-14' });
  });

  it('names the items in its preview and keeps the items dropped from the plan not needed (issue 30.12)', async () => {
    const { trip } = await richTrip();
    await t.db.execute(sql`
      insert into trip_items (trip_id, type, title, status, start_date, end_date)
      values (${trip.id}, 'activity', 'Ikebana', 'not_needed', '2027-04-12 15:00', '2027-04-12 16:00'),
        (${trip.id}, 'restaurant', 'Kaiseki', 'cancelled', '2027-04-12 19:00', '2027-04-12 21:00')`);
    const preview = await call('GET', `/next/clone-trip/preview?trip_id=${trip.id}`);
    expect(preview.status).toBe(200);
    const planned = preview.body.items.map((i: AnyItem) => [i.name, i.status]);
    expect(planned).toEqual(
      expect.arrayContaining([
        ['Aman Kyoto', 'initial'],
        ['Tea ceremony', 'initial'],
        ['Ikebana', 'not_needed'],
        ['Kaiseki', 'cancelled'],
      ]),
    );
    const made = await call('POST', '/next/clone-trip', { trip_id: trip.id, startDate: '2028-03-01' });
    expect(made.status).toBe(201);
    const statuses = await rows<{ title: string | null; status: string }>(
      sql`select title, status from trip_items where trip_id = ${made.body.id} order by position, id`,
    );
    expect(statuses.find((r) => r.title === 'Ikebana')?.status).toBe('not_needed');
    expect(statuses.find((r) => r.title === 'Kaiseki')?.status).toBe('not_needed');
    // The rest start again as needed: a copy is not booked.
    expect(
      statuses.filter((r) => r.title !== 'Ikebana' && r.title !== 'Kaiseki').map((r) => r.status),
    ).toEqual(Array(statuses.length - 2).fill('initial'));
  });

  it('answers 422 for an unknown trip or a bad date, and writes nothing when it fails half-way', async () => {
    expect((await call('POST', '/next/clone-trip', { trip_id: 999999 })).status).toBe(422);
    expect((await call('POST', '/next/clone-trip', {})).status).toBe(422);
    const { trip } = await richTrip();
    const bad = await call('POST', '/next/clone-trip', { trip_id: trip.id, startDate: '2028-13-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('startDate');
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from trips`)).n;
    const before = await count();
    await withFailingInsert('trip_guests', async () => {
      expect((await call('POST', '/next/clone-trip', { trip_id: trip.id })).status).toBeGreaterThanOrEqual(
        400,
      );
    });
    expect(await count()).toBe(before);
  });
});

describe('create, import and clone roles', () => {
  it('lets the travel team write, the accountant preview only, and nobody else in', async () => {
    const trip = await newTrip('2028-03-01', '2028-03-03');
    const tpl = await ok('POST', '/api/trip_templates', { title: 'Roles', nbDays: 1 });
    for (const [email, read, write] of [
      ['travel@demo.travel', 200, true],
      ['accountant@demo.travel', 200, false],
      ['vendor@demo.travel', 403, false],
    ] as const) {
      const token = await t.login(email);
      const previews = [
        `/api/trips/import-template/preview?trip=${trip.id}&tripTemplate=${tpl.id}&startDay=1`,
        `/next/clone-trip/preview?trip_id=${trip.id}`,
      ];
      for (const path of previews)
        expect((await call('GET', path, undefined, token)).status, `${email} ${path}`).toBe(read);
      const writes = [
        ['/api/trips/create-template', { id: trip.id }, 201],
        ['/api/trips/import-template', { trip: trip.id, tripTemplate: tpl.id, startDay: 1 }, 200],
        ['/next/clone-trip', { trip_id: trip.id }, 201],
      ] as const;
      for (const [path, body, status] of writes) {
        expect((await call('POST', path, body, token)).status, `${email} ${path}`).toBe(write ? status : 403);
      }
    }
  });
});
