import {
  type Airline,
  type AirlineInput,
  createAirline,
  deleteAirline,
  getAirline,
  listAirlines,
  replaceAirline,
} from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import * as v from 'valibot';
import { optional, required } from '../shared/forms/form-rules.ts';
import type { Body, ResourceScreen } from './types.ts';

// An optional upper-cased code: empty becomes null, as the API stores it.
const code = (pattern: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check((s) => s === '' || pattern.test(s), message),
    v.transform((s) => (s === '' ? null : s)),
  );

const nullable = (max: number) =>
  v.pipe(
    optional(max),
    v.transform((s) => (s === '' ? null : s)),
  );

// The form values, once the schema below has checked and normalised them, read as the API's input.
const inputShape = v.object({
  name: v.string(),
  iata: v.nullable(v.string()),
  icao: v.nullable(v.string()),
  callsign: v.nullable(v.string()),
  country: v.nullable(v.string()),
});
const toInput = (body: Body): AirlineInput => v.parse(inputShape, body);

const column = createDataTableColumnHelper<Airline>();
const dash = (value: string | null) => value || '—';

// Airlines (OpenFlights data): name, IATA and ICAO designators, radio callsign, country. The API
// edits them with PUT (calls.md 7.1), so every field is sent on save.
export const airlinesScreen: ResourceScreen<Airline> = {
  key: 'airlines',
  title: 'Airlines',
  singular: 'airline',
  list: (params) => listAirlines(params),
  get: (id) => getAirline(id),
  create: (body) => createAirline(toInput(body)),
  update: (id, body, options) => replaceAirline(id, toInput(body), options),
  remove: (id) => deleteAirline(id),
  columns: [
    column.accessor('name', { header: 'Name', enableSorting: true }),
    column.accessor('iata', { header: 'IATA', enableSorting: true, cell: (c) => dash(c.getValue()) }),
    column.accessor('icao', { header: 'ICAO', cell: (c) => dash(c.getValue()) }),
    column.accessor('callsign', { header: 'Callsign', cell: (c) => dash(c.getValue()) }),
    column.accessor('country', { header: 'Country', enableSorting: true, cell: (c) => dash(c.getValue()) }),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'iata', label: 'IATA code', kind: 'text', placeholder: 'e.g. TG' },
    { name: 'icao', label: 'ICAO code', kind: 'text', placeholder: 'e.g. THA' },
    { name: 'callsign', label: 'Callsign', kind: 'text', placeholder: 'e.g. THAI' },
    { name: 'country', label: 'Country', kind: 'text' },
  ],
  schema: () =>
    v.object({
      name: required(255),
      iata: code(/^[A-Z0-9]{2}$/, 'IATA code: 2 letters or digits'),
      icao: code(/^[A-Z]{3}$/, 'ICAO code: 3 letters'),
      callsign: nullable(64),
      country: nullable(255),
    }),
  toForm: (a) => ({
    name: a?.name ?? '',
    iata: a?.iata ?? '',
    icao: a?.icao ?? '',
    callsign: a?.callsign ?? '',
    country: a?.country ?? '',
  }),
  // orSearch_search matches the name and both codes.
  searchParam: 'orSearch_search',
  defaultSort: { id: 'name', desc: false },
};
