import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, bodyOf } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let clientIri: string;

beforeAll(async () => {
  const res = await t.request('POST', '/api/clients', {
    token: t.admin,
    body: { firstName: 'Octavia', lastName: 'Reyes', email: 'octavia@reyes.example' },
  });
  clientIri = (await json<{ '@id': string }>(res))['@id'];
});

type Item = Record<string, unknown> & { '@id': string; id: number; reference: string };

describe('trips', () => {
  it('creates trips with consecutive references of the year and refuses an end before the start', async () => {
    const body = { client: clientIri, startDate: '2027-03-02', endDate: '2027-03-12', currency: 'eur' };
    const resA = await t.request('POST', '/api/trips', { token: t.admin, body });
    const a = await json<Item>(resA);
    const resB = await t.request('POST', '/api/trips', { token: t.admin, body });
    const b = await json<Item>(resB);
    const year = new Date().getUTCFullYear();
    expect(a.reference).toMatch(new RegExp(`^TR-${year}-\\d{4}$`));
    expect(Number(b.reference.slice(-4))).toBe(Number(a.reference.slice(-4)) + 1);
    expect(a).toMatchObject({ '@type': 'Trip', status: 'draft', currency: 'EUR' });

    const bad = await t.request('POST', '/api/trips', {
      token: t.admin,
      body: { ...body, startDate: '2027-03-12', endDate: '2027-03-02' },
    });
    expect(bad.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(bad);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['endDate']);
  });

  it('gives distinct references to concurrent creates', async () => {
    const body = { client: clientIri, startDate: '2027-05-01', endDate: '2027-05-08' };
    const made = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', '/api/trips', { token: t.admin, body })),
    );
    const refs = await Promise.all(made.map(async (r) => (await json<Item>(r)).reference));
    expect(new Set(refs).size).toBe(5);
  });
});

type Page = { 'hydra:member': Item[]; 'hydra:totalItems': number };

describe('trip fields and filters', () => {
  it('takes dateRange for the dates and mobile_app_itinerary_name for the app name', async () => {
    const res = await t.request('POST', '/api/trips', {
      token: t.admin,
      body: {
        client: clientIri,
        dateRange: ['2028-01-10', '2028-01-20'],
        mobile_app_itinerary_name: 'Patagonia',
      },
    });
    const trip = await bodyOf<Item>(res, 201);
    expect(trip).toMatchObject({
      startDate: '2028-01-10',
      endDate: '2028-01-20',
      mobileAppItineraryName: 'Patagonia',
    });
    expect(trip).not.toHaveProperty('dateRange');
    const renamed = await t.request('PATCH', trip['@id'], {
      token: t.admin,
      body: { mobile_app_itinerary_name: 'Andes' },
    });
    expect(await json<Item>(renamed)).toMatchObject({ mobileAppItineraryName: 'Andes' });
    const missing = await t.request('POST', '/api/trips', { token: t.admin, body: { client: clientIri } });
    expect(missing.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(missing);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['startDate', 'endDate']);
    const bad = await t.request('POST', '/api/trips', {
      token: t.admin,
      body: { client: clientIri, dateRange: ['2028-01-10'] },
    });
    expect(bad.status).toBe(422);
  });

  it('filters by destination, client, status (one or many), dates and words of the reference or client name', async () => {
    const other = await json<Item>(
      await t.request('POST', '/api/clients', {
        token: t.admin,
        body: { firstName: 'Bartholomew', lastName: 'Quayle' },
      }),
    );
    const peru = await json<Item>(
      await t.request('POST', '/api/destinations', { token: t.admin, body: { name: 'Peru' } }),
    );
    const a = await json<Item>(
      await t.request('POST', '/api/trips', {
        token: t.admin,
        body: {
          client: other['@id'],
          startDate: '2029-02-01',
          endDate: '2029-02-05',
          destinations: [peru['@id']],
          status: 'new_inquiry',
        },
      }),
    );
    const b = await json<Item>(
      await t.request('POST', '/api/trips', {
        token: t.admin,
        body: { client: other['@id'], startDate: '2029-03-01', endDate: '2029-03-05', status: 'initial' },
      }),
    );
    const ids = async (query: string) =>
      (await json<Page>(await t.request('GET', `/api/trips?${query}`, { token: t.admin })))[
        'hydra:member'
      ].map((x) => x.id);
    expect(await ids(`destinations.id=${peru.id}`)).toEqual([a.id]);
    expect(await ids(`client.id=${other.id}&order[startDate]=asc`)).toEqual([a.id, b.id]);
    expect(await ids(`client.id=${other.id}&order[startDate]=desc`)).toEqual([b.id, a.id]);
    expect(await ids(`client.id=${other.id}&status=initial`)).toEqual([b.id]);
    expect(
      await ids(`client.id=${other.id}&status[]=initial&status[]=new_inquiry&order[startDate]=asc`),
    ).toEqual([a.id, b.id]);
    expect(await ids('startDate[after]=2029-02-15&startDate[before]=2029-03-31')).toEqual([b.id]);
    expect(await ids('search=quayle&order[startDate]=asc')).toEqual([a.id, b.id]);
    expect(await ids('search=bartholomew quay&order[startDate]=asc')).toEqual([a.id, b.id]);
    expect(await ids(`search=${String(a.reference).toLowerCase()}`)).toEqual([a.id]);
    expect(await ids('search=nobody-like-this')).toEqual([]);
    const paged = await json<Page & { 'hydra:view': Record<string, string> }>(
      await t.request('GET', `/api/trips?itemsPerPage=1&client.id=${other.id}`, { token: t.admin }),
    );
    expect(paged['hydra:totalItems']).toBe(2);
    expect(paged['hydra:member']).toHaveLength(1);
  });
});
