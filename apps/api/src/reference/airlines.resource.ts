import { airlines } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { optionalCode, optionalText, requiredText } from '../engine/fields.ts';

export const airlinesResource = defineResource({
  type: 'Airline',
  path: 'airlines',
  table: airlines,
  access: 'reference',
  updateVerbs: ['PUT'],
  hidden: ['searchText'],
  writable: {
    name: requiredText(255),
    iata: optionalCode(/^[A-Z0-9]{2}$/, 'This value is not a valid IATA airline code.'),
    icao: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid ICAO airline code.'),
    callsign: optionalText(64),
    country: optionalText(),
  },
  required: ['name'],
  filters: {
    orSearch_search: {
      kind: 'search',
      column: 'searchText',
      // Issue 30.6: "United" brings United Airlines before China United, "Delta" Delta Air Lines
      // (coded) before Delta Aerotaxi (no IATA code).
      rank: { exact: ['iata', 'icao', 'name'], prefix: ['name'], known: ['iata'] },
    },
    name: { kind: 'partial', path: 'name' },
    ...exactFilters('iata', 'icao'),
    country: { kind: 'partial', path: 'country' },
  },
  order: ['name', 'iata', 'country', 'id'],
  defaultOrder: { name: 'asc' },
  clientPagination: true,
});
