import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, callAs } from '../test/admin-app.ts';
import { insertKyotoCatalogue } from '../test/catalogue-rows.ts';

const t = adminAppForFile();
let hotelIri: string;
let activityIri: string;
let vendorIri: string;
let destA: string;
let destB: string;

type Item = Record<string, any> & { '@id': string; id: number };
type Page = { 'hydra:member': Item[]; 'hydra:totalItems': number };

const call = (method: string, path: string, body?: unknown, token = t.admin) =>
  callAs(t, method, path, body, token);
const newTemplate = async (over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/trip_templates', { title: 'Kyoto in autumn', nbDays: 5, ...over });
  expect(res.status).toBe(201);
  return res.body;
};

beforeAll(async () => {
  ({ venueIri: hotelIri, activityIri, vendorIri } = await insertKyotoCatalogue(t));
  destA = (await call('POST', '/api/destinations', { name: 'Japan' })).body['@id'];
  destB = (await call('POST', '/api/destinations', { name: 'Iceland' })).body['@id'];
});

describe('trip templates', () => {
  it('creates, reads, lists (destination filter, title search, SQL pages), updates and deletes', async () => {
    const a = await newTemplate({ title: 'Kyoto temples', destinations: [destA], description: 'Slow days' });
    const b = await newTemplate({
      title: 'Hokkaido snow',
      nbDays: 3,
      destinations: [destB],
      image: '/files/x.jpg',
    });
    expect(a).toMatchObject({
      '@type': 'TripTemplate',
      title: 'Kyoto temples',
      nbDays: 5,
      destinations: [destA],
    });
    expect((await call('GET', a['@id'])).body).toMatchObject({ description: 'Slow days' });
    const byDest = (await call('GET', `/api/trip_templates?destinations.id=${destB.split('/').pop()}`))
      .body as unknown as Page;
    expect(byDest['hydra:member'].map((m) => m.id)).toContain(b.id);
    expect(byDest['hydra:member'].map((m) => m.id)).not.toContain(a.id);
    const search = (await call('GET', '/api/trip_templates?search=temples')).body as unknown as Page;
    expect(search['hydra:member'].map((m) => m.id)).toEqual([a.id]);
    const paged = (await call('GET', '/api/trip_templates?itemsPerPage=1&page=2')).body as unknown as Page;
    expect(paged['hydra:member']).toHaveLength(1);
    expect(paged['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    const patched = await call('PATCH', b['@id'], { title: 'Hokkaido powder' });
    expect(patched.body.title).toBe('Hokkaido powder');
    expect((await call('DELETE', b['@id'])).status).toBe(204);
    expect((await call('GET', b['@id'])).status).toBe(404);
  });

  it('refuses a missing title and an nbDays out of 1..60 (422)', async () => {
    const bad = await call('POST', '/api/trip_templates', { nbDays: 0 });
    expect(bad.status).toBe(422);
    const paths = (bad.body.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['nbDays', 'title']);
    expect((await call('POST', '/api/trip_templates', { title: 'Long', nbDays: 61 })).status).toBe(422);
  });

  it('keeps one day per day 1..nbDays, and shortening over items answers 409 unless told move or delete', async () => {
    const tpl = await newTemplate({ nbDays: 4 });
    const days = async () =>
      ((await call('GET', `/api/trip_template_days?tripTemplate.id=${tpl.id}`)).body as unknown as Page)[
        'hydra:member'
      ];
    expect((await days()).map((d) => d.dayNumber)).toEqual([1, 2, 3, 4]);
    const day2 = (await days())[1]!;
    const written = await call('PATCH', day2['@id'], { title: 'Arashiyama', description: 'Bamboo grove' });
    expect(written.body).toMatchObject({ title: 'Arashiyama', dayNumber: 2 });
    expect((await call('PATCH', tpl['@id'], { nbDays: 6 })).status).toBe(200);
    expect((await days()).map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    const late = await call('POST', '/api/trip_template_activities', {
      tripTemplate: tpl['@id'],
      activity: activityIri,
      startDay: 6,
      startTime: '10:00',
      endDay: 6,
      endTime: '12:00',
    });
    expect(late.status).toBe(201);
    const refused = await call('PATCH', tpl['@id'], { nbDays: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toContain(
      late.body['@id'].replace('trip_template_activities', 'trip_template_items'),
    );
    expect((await days()).length).toBe(6);
    expect((await call('PATCH', tpl['@id'], { nbDays: 3, removedDayItems: 'move' })).status).toBe(200);
    expect((await days()).map((d) => d.dayNumber)).toEqual([1, 2, 3]);
    const moved = (await call('GET', `/api/trip_template_items/${late.body.id}`)).body;
    expect(moved).toMatchObject({ startDay: 3, startTime: '10:00', endDay: 3, endTime: '12:00' });
    expect((await call('PATCH', tpl['@id'], { nbDays: 2, removedDayItems: 'delete' })).status).toBe(200);
    expect((await call('GET', `/api/trip_template_items/${late.body.id}`)).status).toBe(404);
  });

  it('posts items by type with days and times on the reference calendar, lists them and deletes them', async () => {
    const tpl = await newTemplate({ nbDays: 5 });
    const hotel = await call('POST', '/api/trip_template_accommodations', {
      tripTemplate: tpl['@id'],
      accommodation: hotelIri,
      isMainAccommodation: true,
      startDay: 1,
      startTime: '15:00',
      endDay: 4,
      endTime: '11:00',
      currency: 'EUR',
      clientPrice: '1200.00',
    });
    expect(hotel.status).toBe(201);
    expect(hotel.body).toMatchObject({
      '@type': 'TripTemplateAccommodation',
      startDate: '2000-01-01 15:00:00',
      endDate: '2000-01-04 11:00:00',
      startDay: 1,
      startTime: '15:00',
      endDay: 4,
      endTime: '11:00',
      clientPrice: '1200.00',
      isMainAccommodation: true,
      item: { '@id': hotelIri, name: 'Aman Kyoto' },
    });
    expect(hotel.body).not.toHaveProperty('status');
    const flight = await call('POST', '/api/trip_template_flights', {
      tripTemplate: tpl['@id'],
      flightNumber: 'JL5',
      startDate: '2000-01-05T18:00',
      endDate: '2000-01-06T07:00',
    });
    expect(flight.status).toBe(201);
    expect(flight.body).toMatchObject({
      '@type': 'TripTemplateFlight',
      startDay: 5,
      endDay: 6,
      flightNumber: 'JL5',
    });
    for (const [path, type] of [
      ['trip_template_activities', 'TripTemplateActivity'],
      ['trip_template_transfers', 'TripTemplateTransfer'],
      ['trip_template_spas', 'TripTemplateSpa'],
      ['trip_template_restaurants', 'TripTemplateRestaurant'],
      ['trip_template_conciergerie_services', 'TripTemplateConciergerieService'],
    ]) {
      const made = await call('POST', `/api/${path}`, { tripTemplate: tpl['@id'], title: path, startDay: 2 });
      expect(made.status).toBe(201);
      expect(made.body['@type']).toBe(type);
    }
    const outside = await call('POST', '/api/trip_template_activities', {
      tripTemplate: tpl['@id'],
      startDay: 9,
    });
    expect(outside.status).toBe(422);
    const patched = await call('PATCH', `/api/trip_template_flights/${flight.body.id}`, {
      startTime: '19:30',
    });
    expect(patched.body).toMatchObject({ startDay: 5, startTime: '19:30' });
    const list = (await call('GET', `/api/trip_template_items?tripTemplate.id=${tpl.id}`))
      .body as unknown as Page;
    expect(list['hydra:totalItems']).toBe(7);
    expect(list['hydra:member'][0]).toMatchObject({ '@type': 'TripTemplateAccommodation', startDay: 1 });
    expect((await call('DELETE', `/api/trip_template_items/${flight.body.id}`)).status).toBe(204);
    const after = (await call('GET', `/api/trip_template_items?tripTemplate.id=${tpl.id}`))
      .body as unknown as Page;
    expect(after['hydra:totalItems']).toBe(6);
  });

  it('keeps DMCs once per vendor', async () => {
    const tpl = await newTemplate();
    const made = await call('POST', '/api/trip_template_d_m_cs', {
      tripTemplate: tpl['@id'],
      vendor: vendorIri,
      notes: 'Local',
    });
    expect(made.status).toBe(201);
    const again = await call('POST', '/api/trip_template_d_m_cs', {
      tripTemplate: tpl['@id'],
      vendor: vendorIri,
    });
    expect(again.status).toBe(409);
    const list = (await call('GET', `/api/trip_template_d_m_cs?tripTemplate.id=${tpl.id}`))
      .body as unknown as Page;
    expect(list['hydra:member']).toHaveLength(1);
    expect((await call('PATCH', made.body['@id'], { notes: 'Kyoto office' })).body.notes).toBe(
      'Kyoto office',
    );
    expect((await call('DELETE', made.body['@id'])).status).toBe(204);
  });
});

describe('trip template roles', () => {
  // product.md §6: the vendor role has the trip-templates section (area `templates`), not trips.
  it('lets the travel team and the vendor role write, and nobody else in', async () => {
    const tpl = await newTemplate();
    for (const email of [
      'travel@demo.travel',
      'accountant@demo.travel',
      'vendor@demo.travel',
      'content@demo.travel',
    ]) {
      const token = await t.login(email);
      const canRead = email === 'travel@demo.travel' || email === 'vendor@demo.travel';
      const canWrite = canRead;
      for (const path of [
        '/api/trip_templates',
        tpl['@id'],
        `/api/trip_template_days?tripTemplate.id=${tpl.id}`,
        `/api/trip_template_items?tripTemplate.id=${tpl.id}`,
        `/api/trip_template_d_m_cs?tripTemplate.id=${tpl.id}`,
      ]) {
        expect((await call('GET', path, undefined, token)).status, `${email} GET ${path}`).toBe(
          canRead ? 200 : 403,
        );
      }
      const write = await call('PATCH', tpl['@id'], { title: 'Renamed' }, token);
      expect(write.status, `${email} PATCH`).toBe(canWrite ? 200 : 403);
      const item = await call(
        'POST',
        '/api/trip_template_spas',
        { tripTemplate: tpl['@id'], startDay: 1 },
        token,
      );
      expect(item.status, `${email} POST item`).toBe(canWrite ? 201 : 403);
    }
  });
});
