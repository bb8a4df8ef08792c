// Stateful handlers for destinations (a tree of four levels with __children and the pending flag)
// and airports (keyword search, destination filter, 10 per page), over their own small database.
import { Collection } from '@msw/data';
import { http, type RequestHandler } from 'msw';
import type { Airport, Destination, Violation } from '../generated/model/index.ts';
import { recordSchema, type StoredFields } from './db.ts';
import type { StatefulHandlerOptions } from './handlers.ts';
import { hydraResourceHandlers, jsonLd, problem, rules } from './hydra.ts';

export type DestinationRecord = Omit<Destination, '@context' | '__children'> & StoredFields;
export type AirportRecord = Omit<Airport, '@context'> & StoredFields;

export const createGeoMockDb = () => ({
  destinations: new Collection({ schema: recordSchema<DestinationRecord>() }),
  airports: new Collection({ schema: recordSchema<AirportRecord>() }),
});

export type GeoMockDb = ReturnType<typeof createGeoMockDb>;

const maxLevel = 4;
const iriOf = (id: number) => `/api/destinations/${id}`;
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name) || a.id - b.id;

export const destinationHandlers = (
  db: GeoMockDb,
  { baseUrl = '*' }: StatefulHandlerOptions = {},
): RequestHandler[] => {
  const origin = baseUrl.replace(/\/+$/, '');
  const all = () => db.destinations.all() as DestinationRecord[];
  const childrenOf = (iri: string | null) => all().filter((d) => d.parent === iri);
  const byIri = (iri: string) => all().find((d) => d['@id'] === iri);
  const deepest = (record: DestinationRecord): number =>
    Math.max(record.level, ...childrenOf(record['@id']).map(deepest));
  const serialize = (record: DestinationRecord) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('_')));
  const nest = (record: DestinationRecord): Record<string, unknown> => ({
    ...serialize(record),
    __children: childrenOf(record['@id']).sort(byName).map(nest),
  });

  // ?tree=true: the roots (or the children of parent.id), each with its subtree under __children.
  const treeList = http.get(`${origin}/api/destinations`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (!['true', '1'].includes(params.get('tree') ?? '')) return undefined;
    const parentId = params.get('parent.id');
    const name = params.get('name')?.toLowerCase() ?? '';
    const pending = params.get('pending');
    const roots = childrenOf(parentId ? iriOf(Number(parentId.replace(/^.*\//, ''))) : null)
      .filter((d) => d.name.toLowerCase().includes(name))
      .filter((d) => pending === null || d.pending === (pending === 'true' || pending === '1'))
      .sort(byName);
    const paginate = !['false', '0'].includes(params.get('pagination') ?? '');
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('itemsPerPage') ?? 30);
    const members = paginate ? roots.slice((page - 1) * perPage, page * perPage) : roots;
    return jsonLd({
      '@context': '/api/contexts/Destination',
      '@id': '/api/destinations',
      '@type': 'hydra:Collection',
      'hydra:totalItems': roots.length,
      'hydra:member': members.map(nest),
    });
  });

  // Like the API: a destination with sub-destinations is not deleted.
  const refuseParentDelete = http.delete(`${origin}/api/destinations/:id`, ({ params }) => {
    if (childrenOf(iriOf(Number(params.id))).length === 0) return undefined;
    return problem(409, 'This destination has sub-destinations: delete or move them first.');
  });

  const generic = hydraResourceHandlers<DestinationRecord>({
    type: 'Destination',
    path: '/api/destinations',
    collection: db.destinations,
    baseUrl,
    fields: {
      name: rules.requiredText(255),
      pending: rules.bool(),
      description: rules.text(65535, { nullable: true }),
      parent: rules.iri('/api/destinations', (id) => byIri(iriOf(id)) !== undefined),
    },
    required: ['name'],
    defaults: { pending: false, description: null, parent: null, level: 1, attachments: [], images: [] },
    filters: {
      name: { kind: 'partial', field: 'name' },
      pending: { kind: 'boolean', field: 'pending' },
      level: { kind: 'exact', field: 'level' },
      'parent.id': { kind: 'iri', field: 'parent' },
    },
    order: ['name', 'id', 'level', 'createdAt', 'updatedAt'],
    defaultOrder: { name: 'asc' },
    updateVerbs: ['PATCH'],
    postPatchRoutes: ['/api/destination/:id/update'],
    postCreateRoutes: ['/api/destinations.json'],
    // The level follows the parent; a move never goes under itself nor below level 4.
    beforeWrite: (values, { existing }): Record<string, unknown> | Violation[] => {
      if (existing && !('parent' in values)) return values;
      const parent = typeof values.parent === 'string' ? byIri(values.parent) : undefined;
      const level = parent ? parent.level + 1 : 1;
      if (existing) {
        for (let at = parent; at; at = at.parent ? byIri(at.parent) : undefined) {
          if (at.id === existing.id) {
            return [
              {
                propertyPath: 'parent',
                message: 'A destination cannot be placed under itself or one of its sub-destinations.',
              },
            ];
          }
        }
      }
      const below = existing ? deepest(existing) - existing.level : 0;
      if (level + below > maxLevel) {
        return [
          { propertyPath: 'parent', message: `Destinations can be nested ${maxLevel} levels deep at most.` },
        ];
      }
      return { ...values, level };
    },
  });
  return [treeList, refuseParentDelete, ...generic];
};

export const airportHandlers = (db: GeoMockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers<AirportRecord>({
    type: 'Airport',
    path: '/api/airports',
    collection: db.airports,
    baseUrl,
    fields: {
      name: rules.requiredText(255),
      iata: (v) =>
        v === null || (typeof v === 'string' && /^[A-Z0-9]{3}$/.test(v))
          ? undefined
          : 'This value is not a valid IATA airport code.',
      icao: (v) =>
        v === null || (typeof v === 'string' && /^[A-Z0-9]{4}$/.test(v))
          ? undefined
          : 'This value is not a valid ICAO airport code.',
      city: rules.text(255, { nullable: true }),
      country: rules.text(255, { nullable: true }),
      latitude: (v) => (v === null || Math.abs(Number(v)) <= 90 ? undefined : 'Out of range.'),
      longitude: (v) => (v === null || Math.abs(Number(v)) <= 180 ? undefined : 'Out of range.'),
      timezone: rules.text(64, { nullable: true }),
      destinations: (v) =>
        Array.isArray(v) && v.every((iri) => typeof iri === 'string' && iri.startsWith('/api/destinations/'))
          ? undefined
          : 'Expected a list of IRIs of /api/destinations.',
    },
    required: ['name'],
    defaults: {
      iata: null,
      icao: null,
      city: null,
      country: null,
      latitude: null,
      longitude: null,
      timezone: null,
      destinations: [],
    },
    filters: {
      orSearch_search: { kind: 'search', fields: ['name', 'iata', 'icao', 'city'] },
      name: { kind: 'partial', field: 'name' },
      iata: { kind: 'exact', field: 'iata' },
      country: { kind: 'partial', field: 'country' },
      'destinations.id': { kind: 'iri', field: 'destinations' },
    },
    order: ['name', 'iata', 'city', 'country', 'id'],
    defaultOrder: { name: 'asc' },
    updateVerbs: ['PUT'],
    itemsPerPage: 10,
  });

// [country, [city...]] with a pending city awaiting approval; then airports [iata, name, city, country].
const places: [string, string[]][] = [
  ['France', ['Paris', 'Nice']],
  ['Italy', ['Rome', 'Amalfi Coast']],
  ['Japan', ['Tokyo', 'Kyoto']],
  ['United States', ['New York', 'Los Angeles']],
  ['Greece', ['Athens', 'Santorini']],
  ['Spain', ['Madrid', 'Barcelona']],
  ['Portugal', ['Lisbon']],
  ['Morocco', ['Marrakech']],
  ['Thailand', ['Bangkok', 'Phuket']],
  ['Mexico', ['Mexico City']],
  ['Iceland', ['Reykjavik']],
  ['Kenya', ['Nairobi']],
];
const pendingPlaces = new Set(['Amalfi Coast']);
const airportSeed: [string, string, string, string][] = [
  ['CDG', 'Charles de Gaulle International Airport', 'Paris', 'France'],
  ['ORY', 'Paris-Orly Airport', 'Paris', 'France'],
  ['NCE', "Nice-Côte d'Azur Airport", 'Nice', 'France'],
  ['FCO', 'Leonardo da Vinci-Fiumicino Airport', 'Rome', 'Italy'],
  ['NAP', 'Naples International Airport', 'Naples', 'Italy'],
  ['NRT', 'Narita International Airport', 'Tokyo', 'Japan'],
  ['HND', 'Tokyo Haneda International Airport', 'Tokyo', 'Japan'],
  ['KIX', 'Kansai International Airport', 'Osaka', 'Japan'],
  ['JFK', 'John F Kennedy International Airport', 'New York', 'United States'],
  ['LGA', 'La Guardia Airport', 'New York', 'United States'],
  ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'United States'],
  ['ATH', 'Eleftherios Venizelos International Airport', 'Athens', 'Greece'],
  ['JTR', 'Santorini Airport', 'Santorini', 'Greece'],
  ['MAD', 'Adolfo Suárez Madrid-Barajas Airport', 'Madrid', 'Spain'],
  ['BCN', 'Barcelona International Airport', 'Barcelona', 'Spain'],
  ['LIS', 'Humberto Delgado Airport', 'Lisbon', 'Portugal'],
  ['RAK', 'Menara Airport', 'Marrakech', 'Morocco'],
  ['BKK', 'Suvarnabhumi Airport', 'Bangkok', 'Thailand'],
  ['HKT', 'Phuket International Airport', 'Phuket', 'Thailand'],
  ['MEX', 'Licenciado Benito Juarez International Airport', 'Mexico City', 'Mexico'],
  ['KEF', 'Keflavik International Airport', 'Reykjavik', 'Iceland'],
  ['NBO', 'Jomo Kenyatta International Airport', 'Nairobi', 'Kenya'],
];

/** Fills an empty geo database with the fixed demo tree above and its airports. */
export const seedGeoMockDb = async (db: GeoMockDb) => {
  const at = '2026-01-01T00:00:00.000Z';
  const stamp = { createdAt: at, updatedAt: at, createdBy: null, updatedBy: null, _version: 1 };
  let nextId = 0;
  const ids = new Map<string, number>();
  const addDestination = async (name: string, parent: number | null, level: number) => {
    nextId += 1;
    ids.set(name, nextId);
    await db.destinations.create({
      '@id': iriOf(nextId),
      '@type': 'Destination',
      id: nextId,
      name,
      level,
      parent: parent === null ? null : iriOf(parent),
      pending: pendingPlaces.has(name),
      description: null,
      attachments: [],
      images: [],
      ...stamp,
    });
    return nextId;
  };
  for (const [country, cities] of places) {
    const countryId = await addDestination(country, null, 1);
    for (const city of cities) await addDestination(city, countryId, 2);
  }
  // Deeper levels under France: Nice in its region would be level 3; keep one branch four deep.
  const riviera = await addDestination("Provence-Alpes-Côte d'Azur", ids.get('France')!, 2);
  const antibes = await addDestination('Antibes', riviera, 3);
  await addDestination('Cap d’Antibes', antibes, 4);

  await db.airports.createMany(airportSeed.length, (i) => {
    const [iata, name, city, country] = airportSeed[i]!;
    const links = [ids.get(country), ids.get(city)].filter((id): id is number => id !== undefined);
    return {
      '@id': `/api/airports/${i + 1}`,
      '@type': 'Airport',
      id: i + 1,
      name,
      iata,
      icao: null,
      city,
      country,
      latitude: null,
      longitude: null,
      timezone: null,
      destinations: links.map(iriOf),
      ...stamp,
    };
  });
  return db;
};

/** The geo handlers over a new seeded database; prepend them with `server.use(...handlers)`. */
export const createGeoMockApi = async (options: StatefulHandlerOptions = {}) => {
  const db = await seedGeoMockDb(createGeoMockDb());
  return { db, handlers: [...destinationHandlers(db, options), ...airportHandlers(db, options)] };
};
