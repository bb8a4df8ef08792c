import { airportDestinations, airports } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { decimal, optionalCode, optionalText, requiredText } from '../engine/fields.ts';

export const airportsResource = defineResource({
  type: 'Airport',
  path: 'airports',
  table: airports,
  access: 'reference',
  updateVerbs: ['PUT'],
  hidden: ['searchText'],
  writable: {
    name: requiredText(255),
    iata: optionalCode(/^[A-Z0-9]{3}$/, 'This value is not a valid IATA airport code.'),
    icao: optionalCode(/^[A-Z0-9]{4}$/, 'This value is not a valid ICAO airport code.'),
    city: optionalText(),
    country: optionalText(),
    latitude: decimal({ min: -90, max: 90 }),
    longitude: decimal({ min: -180, max: 180 }),
    timezone: optionalText(64),
  },
  required: ['name'],
  relations: {
    destinations: {
      kind: 'manyThrough',
      target: 'Destination',
      through: airportDestinations,
      sourceKey: 'airportId',
      targetKey: 'destinationId',
    },
  },
  filters: {
    // The airport picker's keyword: every word must appear in the name, a code or the city.
    orSearch_search: {
      kind: 'search',
      column: 'searchText',
      // Issue 30.6: "NAP" brings Naples first (codes, then city and name prefixes).
      rank: { exact: ['iata', 'icao'], prefix: ['city', 'name'], known: ['iata'] },
    },
    name: { kind: 'partial', path: 'name' },
    iata: { kind: 'exact', path: 'iata' },
    country: { kind: 'partial', path: 'country' },
    'destinations.id': { kind: 'exact', path: 'destinations.id' },
  },
  exists: ['destinations'],
  order: ['name', 'iata', 'city', 'country', 'id'],
  defaultOrder: { name: 'asc' },
  // calls.md 7.4 / product.md §9: page 1, 10 per page by default.
  itemsPerPage: 10,
  clientPagination: true,
});
