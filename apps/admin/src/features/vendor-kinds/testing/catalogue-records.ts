import type { RealApi } from '../../../testing/real-api.ts';

// The vendor kind screens' fixtures, written through the real API: reference lists in a fixed order
// (so their ids are known: Hotel is type 1, Villa 2; Spa amenity 1, Butler Service 2…), a small
// destination tree (Italy 1 › Venice 2, Florence 3; Japan 4), and what the screens sent.

const lists: [string, string[]][] = [
  ['accommodation_types', ['Hotel', 'Villa']],
  ['villa_types', ['Pool Villa']],
  ['accommodation_amenities', ['Spa', 'Butler Service']],
  ['accommodation_room_amenities', ['Ocean View']],
  ['room_sizes', ['Suite']],
  ['bed_types', ['King']],
  ['spa_modalities', ['Ayurveda', 'Hammam']],
  ['restaurant_dress_codes', ['Smart']],
  ['restaurant_cuisines', ['Italian']],
  ['restaurant_tags', ['Romantic']],
  ['winery_dress_codes', ['Casual']],
  ['winery_tags', ['Organic']],
  ['activity_categories', ['Culture']],
  ['activity_tags', ['Family']],
  ['transfer_types', ['Airport transfer', 'Day hire']],
  ['transfer_car_types', ['Sedan']],
  ['service_types', ['Babysitting']],
];

export const seedReference = async (api: RealApi) => {
  for (const [collection, names] of lists)
    for (const name of names) await api.post(`/api/${collection}`, { name });
  const italy = await api.post('/api/destinations', { name: 'Italy' });
  for (const name of ['Venice', 'Florence'])
    await api.post('/api/destinations', { name, parent: italy['@id'] });
  await api.post('/api/destinations', { name: 'Japan' });
};

type Write = { method: string; path: string; body: Record<string, unknown>; ifMatch: string | null };

/** The writes and list queries the screens sent to one collection (and its items). */
export const sentTo = (api: RealApi, path: string) => {
  const mine = () =>
    api.requests.filter(
      (e) => e.path === path || (/^[/?.]/.test(e.path.slice(path.length)) && e.path.startsWith(path)),
    );
  return {
    get writes(): Write[] {
      return mine()
        .filter((e) => e.method !== 'GET')
        .map((e) => ({
          ...e,
          body: e.body ?? {},
          ifMatch: ['PATCH', 'PUT'].includes(e.method) ? e.ifMatch : null,
        }));
    },
    get queries() {
      return mine()
        .filter((e) => e.method === 'GET' && e.path.split('?')[0] === path)
        .map((e) => new URLSearchParams(e.path.split('?')[1] ?? ''));
    },
  };
};

/** Creates a record that gets the id a fixture names (earlier ids go to copies deleted at once). */
export const createWithId = async (api: RealApi, path: string, id: number, body: object) => {
  for (;;) {
    const created = await api.post(path, body);
    if (created.id >= id) return created;
    await api.delete(created['@id']);
  }
};

/** A record as the API answers it, its relations as IRIs (as the screens send them). */
export const readRecord = async (api: RealApi, iri: string) =>
  Object.fromEntries(
    Object.entries(await api.get(iri)).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((v) => (typeof v === 'object' && v && '@id' in v ? v['@id'] : v))
        : value,
    ]),
  );
