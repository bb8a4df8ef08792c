import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

type Problem = { violations: { propertyPath: string; message: string }[] };

const post = async (path: string, body: unknown) => t.request('POST', path, { token: admin, body });
const list = async (path: string) => json<Collection>(await t.request('GET', path, { token: admin }));

describe('airports', () => {
  it('creates with destinations, edits with PUT, filters by destinations.id, deletes', async () => {
    const country = await json<Item>(await post('/api/destinations', { name: 'Aeroland' }));
    const city = await json<Item>(
      await post('/api/destinations', { name: 'Aerocity', parent: country['@id'] }),
    );
    const res = await post('/api/airports', {
      name: 'Aerocity International',
      iata: 'aex',
      icao: 'zzae',
      city: 'Aerocity',
      country: 'Aeroland',
      latitude: 48.5,
      longitude: '2.25',
      timezone: 'Europe/Paris',
      destinations: [country['@id'], city.id],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const airport = await json<Item>(res);
    expect(airport).toMatchObject({
      '@type': 'Airport',
      iata: 'AEX',
      icao: 'ZZAE',
      latitude: '48.5000000',
      destinations: [country['@id'], city['@id']],
    });
    expect(airport).not.toHaveProperty('searchText');

    const byCity = await list(`/api/airports?destinations.id=${city.id}`);
    expect(byCity['hydra:member'].map((a) => a.id)).toEqual([airport.id]);
    expect(
      (await list(`/api/airports?destinations.id=${encodeURIComponent(city['@id'])}`))['hydra:totalItems'],
    ).toBe(1);
    expect((await list('/api/airports?exists[destinations]=true'))['hydra:totalItems']).toBe(1);

    const put = await t.request('PUT', airport['@id'], {
      token: admin,
      body: { name: 'Aerocity Intl', iata: 'AEX', destinations: [city['@id']] },
    });
    expect(put.status).toBe(200);
    expect(await json<Item>(put)).toMatchObject({ name: 'Aerocity Intl', destinations: [city['@id']] });
    // A destination filter includes the places below it (issue 10.14): the country finds its city's.
    expect((await list(`/api/airports?destinations.id=${country.id}`))['hydra:totalItems']).toBe(1);
    expect((await t.request('PATCH', airport['@id'], { token: admin, body: { name: 'x' } })).status).toBe(
      405,
    );

    // Deleting a destination drops its links, not the airport.
    expect((await t.request('DELETE', city['@id'], { token: admin })).status).toBe(204);
    expect((await json<Item>(await t.request('GET', airport['@id'], { token: admin }))).destinations).toEqual(
      [],
    );
    expect((await t.request('DELETE', airport['@id'], { token: admin })).status).toBe(204);
  });

  it('validates codes and destination IRIs; a duplicate IATA code is a 409', async () => {
    const bad = await post('/api/airports', {
      name: 'Bad',
      iata: 'TOOLONG',
      latitude: 91,
      destinations: ['/api/vendors/1', '/api/destinations/999999'],
    });
    expect(bad.status).toBe(422);
    const paths = (await json<Problem>(bad)).violations.map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['destinations', 'destinations[0]', 'iata', 'latitude']);
    expect((await post('/api/airports', { name: 'One', iata: 'ONE' })).status).toBe(201);
    expect((await post('/api/airports', { name: 'Two', iata: 'one' })).status).toBe(409);
    expect((await post('/api/airports', { name: 'No code', iata: '' })).status).toBe(201);
    expect((await post('/api/airports', { name: 'No code either', iata: null })).status).toBe(201);
  });

  it('pages by 10 by default, searches every word over name, codes and city', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: `Searchville Field ${String(i).padStart(2, '0')}`,
      iata: `S${String(i).padStart(2, '0')}`,
      city: i % 2 ? 'Northbury' : 'Southbury',
    }));
    for (const row of rows) expect((await post('/api/airports', row)).status).toBe(201);
    const page = await list('/api/airports?orSearch_search=searchville');
    expect(page['hydra:totalItems']).toBe(12);
    expect(page['hydra:member']).toHaveLength(10);
    expect(page['hydra:view']?.['hydra:next']).toContain('page=2');
    expect((await list('/api/airports?orSearch_search=searchville&page=2'))['hydra:member']).toHaveLength(2);
    expect(
      (await list('/api/airports?orSearch_search=searchville&pagination=false'))['hydra:member'],
    ).toHaveLength(12);
    expect((await list('/api/airports?orSearch_search=SEARCHVILLE%20northbury'))['hydra:totalItems']).toBe(6);
    expect((await list('/api/airports?orSearch_search=s07'))['hydra:member'].map((a) => a.iata)).toEqual([
      'S07',
    ]);
    expect((await list('/api/airports?orSearch_search=100%25'))['hydra:totalItems']).toBe(0);
  });
});

describe('airlines', () => {
  it('creates, finds by code or search, edits with PUT, deletes', async () => {
    const res = await post('/api/airlines', {
      name: 'Aero Luxe',
      iata: 'x9',
      icao: 'axl',
      country: 'France',
    });
    expect(res.status).toBe(201);
    const airline = await json<Item>(res);
    expect(airline).toMatchObject({ iata: 'X9', icao: 'AXL' });
    expect((await list('/api/airlines?orSearch_search=axl'))['hydra:member'].map((a) => a.id)).toEqual([
      airline.id,
    ]);
    expect((await list('/api/airlines?iata=X9'))['hydra:totalItems']).toBe(1);
    expect((await post('/api/airlines', { name: 'Bad', iata: 'XYZ' })).status).toBe(422);
    const put = await t.request('PUT', airline['@id'], { token: admin, body: { name: 'Aero Luxe Jets' } });
    expect((await json<Item>(put)).name).toBe('Aero Luxe Jets');
    expect((await t.request('DELETE', airline['@id'], { token: admin })).status).toBe(204);
  });
});

describe('currencies', () => {
  it('keeps the ISO code unique and the rate a decimal string; edits with PUT only', async () => {
    const res = await post('/api/currencies', { iso: 'eur', name: 'Euro', symbol: '€', rate: 0.853 });
    expect(res.status).toBe(201);
    const euro = await json<Item>(res);
    expect(euro).toMatchObject({ '@type': 'Currency', iso: 'EUR', rate: '0.85300000', symbol: '€' });
    expect((await post('/api/currencies', { iso: 'EUR', name: 'Again', rate: '1' })).status).toBe(409);
    const invalid = await post('/api/currencies', { iso: 'EURO', name: 'Bad', rate: '0' });
    expect(invalid.status).toBe(422);
    expect((await json<Problem>(invalid)).violations.map((v) => v.propertyPath).sort()).toEqual([
      'iso',
      'rate',
    ]);
    const put = await t.request('PUT', euro['@id'], {
      token: admin,
      body: { iso: 'EUR', name: 'Euro', rate: '0.86' },
    });
    expect(put.status).toBe(200);
    expect((await json<Item>(put)).rate).toBe('0.86000000');
    expect((await t.request('PATCH', euro['@id'], { token: admin, body: { rate: '1' } })).status).toBe(405);
    const all = await list('/api/currencies?pagination=false');
    expect(all['hydra:member'].map((c) => c.iso)).toContain('EUR');
    expect((await t.request('DELETE', euro['@id'], { token: admin })).status).toBe(204);
  });
});
