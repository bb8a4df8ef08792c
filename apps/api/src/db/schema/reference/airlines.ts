import { varchar } from 'drizzle-orm/pg-core';
import { entityTable, searchIndexes, searchTextOf } from '../columns.ts';

// IATA airline designators are reused over time, so neither code is unique.
export const airlines = entityTable(
  'airlines',
  {
    name: varchar('name', { length: 255 }).notNull(),
    iata: varchar('iata', { length: 2 }),
    icao: varchar('icao', { length: 3 }),
    callsign: varchar('callsign', { length: 64 }),
    country: varchar('country', { length: 255 }),
    searchText: searchTextOf('name', 'iata', 'icao'),
  },
  (t) => [...searchIndexes('airlines', t)],
);
