// Destinations (a tree of four levels with __children and the pending flag) and airports, from the
// contract like every stateful mock, with a fixed demo seed.
import type { Airport, Destination } from '../generated/model/index.ts';
import { createMockDb, type StoredFields } from './db.ts';
import type { StatefulHandlerOptions } from './handlers.ts';
import { hydraResourceHandlers, insertRecord } from './hydra.ts';
import type { RecordCollection } from './store.ts';

export type DestinationRecord = Omit<Destination, '@context' | '__children'> & StoredFields;
export type AirportRecord = Omit<Airport, '@context'> & StoredFields;

export const createGeoMockDb = () => {
  const db = createMockDb();
  return Object.assign(db, {
    destinations: db.collection('/api/destinations') as unknown as RecordCollection<DestinationRecord>,
    airports: db.collection('/api/airports') as unknown as RecordCollection<AirportRecord>,
  });
};

export type GeoMockDb = ReturnType<typeof createGeoMockDb>;

// The tree (?tree=true) and the filters come from the contract; level is computed by the API from
// the parent (read-only in the contract).
export const destinationHandlers = (db: GeoMockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers(db, {
    path: '/api/destinations',
    baseUrl,
    defaultOrder: { name: 'asc' },
    derive: (values, { existing }) => {
      if (existing && !('parent' in values)) return values;
      const parent = db.destinations.all().find((d) => d['@id'] === values.parent);
      return { ...values, level: parent ? parent.level + 1 : 1 };
    },
  });

// The API pages airports by 10 (not in the contract).
export const airportHandlers = (db: GeoMockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers(db, {
    path: '/api/airports',
    baseUrl,
    defaultOrder: { name: 'asc' },
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
  const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const iris = new Map<string, string>();
  const add = (name: string, parent: string | null, level: number) => {
    const { '@id': iri } = insertRecord(db, '/api/destinations', {
      ...stamp,
      name,
      level,
      parent,
      pending: pendingPlaces.has(name),
    });
    iris.set(name, iri);
    return iri;
  };
  for (const [country, cities] of places) {
    const countryIri = add(country, null, 1);
    for (const city of cities) add(city, countryIri, 2);
  }
  // Deeper levels under France: Nice in its region would be level 3; keep one branch four deep.
  add('Cap d’Antibes', add('Antibes', add("Provence-Alpes-Côte d'Azur", iris.get('France')!, 2), 3), 4);
  for (const [iata, name, city, country] of airportSeed) {
    const destinations = [iris.get(country), iris.get(city)].filter((iri) => iri !== undefined);
    insertRecord(db, '/api/airports', { ...stamp, name, iata, city, country, destinations });
  }
  return db;
};

/** The geo handlers over a new seeded database; prepend them with `server.use(...handlers)`. */
export const createGeoMockApi = async (options: StatefulHandlerOptions = {}) => {
  const db = await seedGeoMockDb(createGeoMockDb());
  return { db, handlers: [...destinationHandlers(db, options), ...airportHandlers(db, options)] };
};
