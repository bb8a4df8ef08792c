import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();

type Item = Record<string, unknown> & { '@id': string; id: number };
type Member = Item & { distance: number; name: string };

const post = (path: string, body: unknown) => postCreated(t, path, body);
const get = async <T>(path: string) => {
  const res = await t.request('GET', path, { token: t.admin });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return json<T>(res);
};

// Three vendors around Paris and one in Nice; a villa and a hotel share the Ritz's coordinates.
const place = async (name: string, latitude: string, longitude: string, destination?: string) => {
  const vendor = await post('/api/vendors', { name });
  const location = await post('/api/vendor_locations', {
    vendor: vendor['@id'],
    latitude,
    longitude,
    city: name,
    destination: destination ?? null,
  });
  return { vendor, location };
};

let france: Item;
let paris: Item;
let ritz: Awaited<ReturnType<typeof place>>;
let bristol: Awaited<ReturnType<typeof place>>;
let nice: Awaited<ReturnType<typeof place>>;
let hotel: Item;
let villa: Item;
let spa: Item;
let activity: Item;

beforeAll(async () => {
  france = await post('/api/destinations.json', { name: 'France Geo' });
  paris = await post('/api/destinations.json', { name: 'Paris Geo', parent: france['@id'] });
  ritz = await place('Ritz Geo', '48.8681', '2.3290', paris['@id']);
  bristol = await place('Bristol Geo', '48.8719', '2.3147', paris['@id']);
  await place('Trianon Geo', '48.8100', '2.1190');
  nice = await place('Negresco Geo', '43.6947', '7.2580');
  const villaType = await post('/api/villa_types', { name: 'Townhouse Geo' });
  hotel = await post('/api/accommodations', { name: 'Ritz Paris Geo', vendor: ritz.vendor['@id'] });
  villa = await post('/api/accommodations', {
    name: 'Ritz Villa Geo',
    vendor: ritz.vendor['@id'],
    location: ritz.location['@id'],
    villaType: villaType['@id'],
  });
  spa = await post('/api/spas', { name: 'Bristol Spa Geo', vendor: bristol.vendor['@id'] });
  const provider = await post('/api/activity_providers', {
    name: 'Negresco Tours Geo',
    vendor: nice.vendor['@id'],
  });
  activity = await post('/api/activities', {
    name: 'Paris by night Geo',
    activityProvider: provider['@id'],
    destination: paris['@id'],
  });
});

describe('vendors near a point', () => {
  it('lists vendors within the distance, nearest first, with the distance in km', async () => {
    const near = await get<{ 'hydra:member': Member[] }>(
      '/api/vendors/nearby?latitude=48.8682&longitude=2.3291&distance=30',
    );
    expect(near['hydra:member'].map((m) => m.name)).toEqual(['Ritz Geo', 'Bristol Geo', 'Trianon Geo']);
    const [first, second, third] = near['hydra:member'];
    expect(first!.distance).toBeLessThan(0.1);
    expect(second!.distance).toBeGreaterThan(1);
    expect(second!.distance).toBeLessThan(1.5);
    expect(third!.distance).toBeGreaterThan(15);
    expect(third!.distance).toBeLessThan(20);

    const close = await get<{ 'hydra:member': Member[] }>(
      '/api/vendors/nearby?latitude=48.8682&longitude=2.3291&distance=5',
    );
    expect(close['hydra:member'].map((m) => m.name)).toEqual(['Ritz Geo', 'Bristol Geo']);
    const spas = await get<{ 'hydra:member': Member[] }>(
      `/api/vendors/nearby?latitude=48.8682&longitude=2.3291&distance=5&service=spas`,
    );
    expect(spas['hydra:member'].map((m) => m.name)).toEqual(['Bristol Geo']);
    const others = await get<{ 'hydra:member': Member[] }>(
      `/api/vendors/nearby?latitude=48.8682&longitude=2.3291&distance=5&exclude=${ritz.vendor.id}`,
    );
    expect(others['hydra:member'].map((m) => m.name)).toEqual(['Bristol Geo']);
  });

  it('answers 400 for a missing or impossible point', async () => {
    expect((await t.request('GET', '/api/vendors/nearby?longitude=2', { token: t.admin })).status).toBe(400);
    expect(
      (await t.request('GET', '/api/vendors/nearby?latitude=91&longitude=2', { token: t.admin })).status,
    ).toBe(400);
    expect(
      (await t.request('GET', '/api/vendors/nearby?latitude=1&longitude=2&service=x', { token: t.admin }))
        .status,
    ).toBe(400);
  });
});

describe('vendor map', () => {
  it('gives markers by type and the locations they share', async () => {
    const map = await get<Record<string, Member[]> & { shared_locations: Record<string, string[]> }>(
      '/api/vendors/map',
    );
    const byName = (slug: string) => map[slug]!.map((m) => m.name);
    expect(byName('hotel')).toContain('Ritz Paris Geo');
    expect(byName('villa')).toEqual(['Ritz Villa Geo']);
    expect(byName('spa')).toContain('Bristol Spa Geo');
    // An activity sits where its provider is.
    expect(map.activity!.find((m) => m.name === 'Paris by night Geo')).toMatchObject({
      '@id': activity['@id'],
      type: 'activity',
      latitude: 43.6947,
      longitude: 7.258,
    });
    expect(map.restaurant).toEqual([]);
    expect(map.otherServices).toEqual([]);
    expect(map.shared_locations['48.8681 2.329']).toEqual([hotel['@id'], villa['@id']]);
    expect(map.spa!.find((m) => m['@id'] === spa['@id'])).toMatchObject({
      vendor: bristol.vendor['@id'],
      latitude: 48.8719,
      longitude: 2.3147,
    });
  });
});

describe('associate items', () => {
  it('finds records of a destination and the places below it, by keyword', async () => {
    const inFrance = await get<{ 'hydra:member': Member[] }>(
      `/api/vendors/associate-item.json?destinations=${france.id}&keyword=geo`,
    );
    expect(inFrance['hydra:member'].map((m) => [m['@type'], m.name])).toEqual([
      ['Spa', 'Bristol Spa Geo'],
      ['Activity', 'Paris by night Geo'],
      ['Accommodation', 'Ritz Paris Geo'],
      ['Accommodation', 'Ritz Villa Geo'],
    ]);
    expect(inFrance['hydra:member'][3]).toMatchObject({ vendorName: 'Ritz Geo', destination: paris['@id'] });
    const keyword = await get<{ 'hydra:member': Member[] }>(
      `/api/vendors/associate-item.json?destinations=${paris['@id']}&keyword=night`,
    );
    expect(keyword['hydra:member'].map((m) => m.name)).toEqual(['Paris by night Geo']);
    expect(
      (await t.request('GET', '/api/vendors/associate-item.json?destinations=abc', { token: t.admin }))
        .status,
    ).toBe(400);
  });
});

describe('map services', () => {
  it('says which renderer to use and that drive time is unavailable without a service', async () => {
    expect(await get('/api/vendors/map-config')).toMatchObject({
      renderer: 'maplibre',
      mapboxToken: null,
      directions: false,
    });
    const res = await t.request('GET', '/api/vendors/directions?from=48.86,2.32&to=48.80,2.12', {
      token: t.admin,
    });
    expect(res.status).toBe(503);
  });

  it('asks the configured directions service for one simplified GeoJSON route without steps', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            {
              duration: 1260.5,
              distance: 18200,
              geometry: {
                type: 'LineString',
                coordinates: [
                  [2.32, 48.86],
                  [2.12, 48.8],
                ],
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    t.config.map.directionsUrl = `http://127.0.0.1:${port}/route/v1/driving`;
    try {
      expect(await get('/api/vendors/map-config')).toMatchObject({ directions: true });
      const route = await get<{ duration: number; distance: number }>(
        '/api/vendors/directions?from=48.86,2.32&to=48.80,2.12',
      );
      expect(route).toMatchObject({ duration: 1260.5, distance: 18200 });
      const url = new URL(seen[0]!, 'http://x');
      expect(url.pathname).toBe('/route/v1/driving/2.32,48.86;2.12,48.8');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        alternatives: 'false',
        geometries: 'geojson',
        overview: 'simplified',
        steps: 'false',
      });
      expect(
        (await t.request('GET', '/api/vendors/directions?from=x&to=1,2', { token: t.admin })).status,
      ).toBe(400);
    } finally {
      t.config.map.directionsUrl = undefined;
      server.close();
    }
  });
});
