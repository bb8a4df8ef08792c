import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, namesOf, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

// Filtering a list by a destination includes everything below it in the tree (engine/filters.ts).
const t = adminAppForFile();

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[] };

const post = (path: string, body: unknown) => postCreated(t, path, body);
const names = (path: string) => namesOf(t, path);

let italy: Item;
let veneto: Item;
let venice: Item;
let rome: Item;
let japan: Item;

beforeAll(async () => {
  italy = await post('/api/destinations.json', { name: 'Italy Tree' });
  veneto = await post('/api/destinations.json', { name: 'Veneto Tree', parent: italy['@id'] });
  venice = await post('/api/destinations.json', { name: 'Venice Tree', parent: veneto['@id'] });
  rome = await post('/api/destinations.json', { name: 'Rome Tree', parent: italy['@id'] });
  japan = await post('/api/destinations.json', { name: 'Japan Tree' });
  const vendor = await post('/api/vendors.json', { name: 'Tree Hotels' });
  const location = (destination: Item, city: string) =>
    post('/api/vendor_locations', {
      vendor: vendor['@id'],
      address: '1 Tree Street',
      city,
      destination: destination['@id'],
    });
  const atVenice = await location(venice, 'Venice');
  const atRome = await location(rome, 'Rome');
  const atKyoto = await location(japan, 'Kyoto');
  await post('/api/accommodations', {
    name: 'Gritti Palace',
    vendor: vendor['@id'],
    location: atVenice['@id'],
  });
  await post('/api/accommodations', {
    name: 'Hotel de Russie',
    vendor: vendor['@id'],
    location: atRome['@id'],
  });
  await post('/api/accommodations', { name: 'Aman Kyoto', vendor: vendor['@id'], location: atKyoto['@id'] });
  const provider = await post('/api/activity_providers', { name: 'Tree Walks', vendor: vendor['@id'] });
  await post('/api/activities', {
    name: 'Gondola',
    activityProvider: provider['@id'],
    destination: venice['@id'],
  });
  await post('/api/activities', {
    name: 'Tea ceremony',
    activityProvider: provider['@id'],
    destination: japan['@id'],
  });
  await post('/api/airports', { name: 'Marco Polo Tree', destinations: [venice['@id']] });
  await post('/api/airports', { name: 'Kansai Tree', destinations: [japan['@id']] });
});

describe('the destination filter includes sub-destinations', () => {
  it("Italy finds Venice's accommodations, as Venice and its region do", async () => {
    expect(await names(`/api/accommodations?location.destination.id=${italy.id}`)).toEqual([
      'Gritti Palace',
      'Hotel de Russie',
    ]);
    expect(await names(`/api/accommodations?location.destination.id=${veneto.id}`)).toEqual([
      'Gritti Palace',
    ]);
    expect(await names(`/api/accommodations?location.destination.id=${venice['@id']}`)).toEqual([
      'Gritti Palace',
    ]);
    expect(await names(`/api/accommodations?location.destination.id=${japan.id}`)).toEqual(['Aman Kyoto']);
    // Several destinations: the union of their subtrees.
    expect(
      await names(
        `/api/accommodations?location.destination.id[]=${veneto.id}&location.destination.id[]=${japan.id}`,
      ),
    ).toEqual(['Aman Kyoto', 'Gritti Palace']);
  });

  it('applies to every list filtered by destination: locations, activities, airports', async () => {
    expect(await names(`/api/activities?destination.id=${italy.id}`)).toEqual(['Gondola']);
    expect(await names(`/api/airports?destinations.id=${italy.id}`)).toEqual(['Marco Polo Tree']);
    const res = await t.request('GET', `/api/vendor_locations?destination.id=${italy.id}`, {
      token: t.admin,
    });
    const cities = (await json<Collection>(res))['hydra:member'].map((m) => m.city).sort();
    expect(cities).toEqual(['Rome', 'Venice']);
  });

  it("keeps the tree's own parent filter one level deep", async () => {
    expect(await names(`/api/destinations?parent.id=${italy.id}`)).toEqual(['Rome Tree', 'Veneto Tree']);
  });
});
