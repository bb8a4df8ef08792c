import type { RealApi } from './real-api.ts';

// A destination tree and its airports for the geo screens' tests, written through the real API:
// 12 countries with their cities (Amalfi Coast under Italy awaiting approval), one branch four
// levels deep (France › Provence-Alpes-Côte d'Azur › Antibes › Cap d’Antibes) and 22 airports.

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
const airports: [string, string, string, string][] = [
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

export type SeededPlace = { '@id': string; id: number };

/** Writes the tree and the airports; answers each destination's IRI and id by name. */
export const seedGeo = async (api: RealApi) => {
  const byName = new Map<string, SeededPlace>();
  const add = async (name: string, parent: string | null) => {
    const { '@id': iri, id } = await api.post('/api/destinations', {
      name,
      parent,
      pending: pendingPlaces.has(name),
    });
    byName.set(name, { '@id': iri, id });
    return iri;
  };
  for (const [country, cities] of places) {
    const countryIri = await add(country, null);
    for (const city of cities) await add(city, countryIri);
  }
  await add(
    'Cap d’Antibes',
    await add('Antibes', await add("Provence-Alpes-Côte d'Azur", byName.get('France')!['@id'])),
  );
  for (const [iata, name, city, country] of airports) {
    const destinations = [byName.get(country), byName.get(city)].flatMap((p) => (p ? [p['@id']] : []));
    await api.post('/api/airports', { name, iata, city, country, destinations });
  }
  await api.query(
    `update destinations set created_at = '2026-01-01T00:00:00Z', updated_at = '2026-01-01T00:00:00Z'`,
  );
  return byName;
};
