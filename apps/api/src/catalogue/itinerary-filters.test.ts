import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, namesOf, postCreated } from '../test/admin-app.ts';
import type { Item } from '../test/test-app.ts';

// The catalogue filters the itinerary side list sends from the client's preferences (calls.md §3):
// accommodations by boutique, room amenities and room size; spas by modality and treatment type;
// restaurants by tags and cuisines; transfers by car type.
const t = adminAppForFile();

const post = (path: string, body: unknown) => postCreated(t, path, body);
const names = (path: string) => namesOf(t, path);

let vendor: Item;
beforeAll(async () => {
  vendor = await post('/api/vendors', { name: 'Filter Vendor' });
});

describe('itinerary filters on the catalogue', () => {
  it('filters accommodations by boutique, room amenities and room size', async () => {
    const view = await post('/api/accommodation_room_amenities', { name: 'Filter Lagoon View' });
    const tub = await post('/api/accommodation_room_amenities', { name: 'Filter Soaking Tub' });
    const junior = await post('/api/room_sizes', { name: 'Filter Junior Suite' });
    const deluxe = await post('/api/room_sizes', { name: 'Deluxe Room' });
    const a = await post('/api/accommodations', {
      name: 'FLT Boutique Lagoon',
      vendor: vendor['@id'],
      boutique: true,
    });
    const b = await post('/api/accommodations', { name: 'FLT Grand Tub', vendor: vendor['@id'] });
    await post('/api/accommodations', { name: 'FLT Plain', vendor: vendor['@id'] });
    await post('/api/accommodation_rooms', {
      name: 'Lagoon room',
      accommodation: a['@id'],
      amenities: [view['@id']],
      size: deluxe['@id'],
    });
    await post('/api/accommodation_rooms', {
      name: 'Tub suite',
      accommodation: b['@id'],
      amenities: [tub['@id']],
      size: junior['@id'],
    });
    const base = '/api/accommodations?name=FLT';
    expect(await names(base)).toEqual(['FLT Boutique Lagoon', 'FLT Grand Tub', 'FLT Plain']);
    expect(await names(`${base}&boutique=true`)).toEqual(['FLT Boutique Lagoon']);
    expect(await names(`${base}&rooms.amenities.id[]=${view.id}`)).toEqual(['FLT Boutique Lagoon']);
    // Any of the amenities.
    expect(await names(`${base}&rooms.amenities.id[]=${view.id}&rooms.amenities.id[]=${tub['@id']}`)).toEqual(
      ['FLT Boutique Lagoon', 'FLT Grand Tub'],
    );
    // The enum value against the room_sizes names: deluxe is "Deluxe Room"; junior_suite does not
    // match "Filter Junior Suite" (another name).
    expect(await names(`${base}&roomSize=deluxe`)).toEqual(['FLT Boutique Lagoon']);
    expect(await names(`${base}&roomSize=junior_suite`)).toEqual([]);
    const exact = await post('/api/room_sizes', { name: 'Junior  Suite!' });
    await post('/api/accommodation_rooms', { name: 'Other', accommodation: b['@id'], size: exact['@id'] });
    expect(await names(`${base}&roomSize=junior_suite`)).toEqual(['FLT Grand Tub']);
  });

  it('filters spas by modality and treatment type', async () => {
    const ayurveda = await post('/api/spa_modalities', { name: 'Filter Ayurveda' });
    const s1 = await post('/api/spas', {
      name: 'FLT Spa One',
      vendor: vendor['@id'],
      modalities: [ayurveda['@id']],
    });
    const s2 = await post('/api/spas', { name: 'FLT Spa Two', vendor: vendor['@id'] });
    await post('/api/spa_treatments', { name: 'Deep tissue', spa: s2['@id'], type: 'massage', duration: 60 });
    await post('/api/spa_treatments', { name: 'Glow', spa: s1['@id'], type: 'facial', duration: 45 });
    const base = '/api/spas?name=FLT';
    expect(await names(`${base}&modalities.id[]=${ayurveda.id}`)).toEqual(['FLT Spa One']);
    expect(await names(`${base}&treatments.type[]=massage`)).toEqual(['FLT Spa Two']);
    expect(await names(`${base}&treatments.type[]=massage&treatments.type[]=facial`)).toEqual([
      'FLT Spa One',
      'FLT Spa Two',
    ]);
  });

  it('filters restaurants by tags and cuisines, transfers by car type', async () => {
    const tag = await post('/api/restaurant_tags', { name: 'Filter Rooftop' });
    const cuisine = await post('/api/restaurant_cuisines', { name: 'Filter Kaiseki' });
    await post('/api/restaurants', { name: 'FLT Roof', vendor: vendor['@id'], tags: [tag['@id']] });
    await post('/api/restaurants', {
      name: 'FLT Kaiseki',
      vendor: vendor['@id'],
      cuisines: [cuisine['@id']],
    });
    expect(await names(`/api/restaurants?name=FLT&tags.id[]=${tag.id}`)).toEqual(['FLT Roof']);
    expect(await names(`/api/restaurants?name=FLT&cuisines.id[]=${cuisine.id}`)).toEqual(['FLT Kaiseki']);

    const provider = await post('/api/transportation_providers', { name: 'FLT Cars', vendor: vendor['@id'] });
    const suv = await post('/api/transfer_car_types', { name: 'Filter SUV' });
    await post('/api/transfers', {
      name: 'FLT SUV ride',
      transportationProvider: provider['@id'],
      carType: suv['@id'],
    });
    await post('/api/transfers', { name: 'FLT Sedan ride', transportationProvider: provider['@id'] });
    expect(await names(`/api/transfers?name=FLT&carType.id=${suv.id}`)).toEqual(['FLT SUV ride']);
  });
});
