import { sql } from 'drizzle-orm';
import { index, text, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// IATA airline designators are reused over time, so neither code is unique.
export const airlines = entityTable(
  'airlines',
  {
    name: varchar('name', { length: 255 }).notNull(),
    iata: varchar('iata', { length: 2 }),
    icao: varchar('icao', { length: 3 }),
    callsign: varchar('callsign', { length: 64 }),
    country: varchar('country', { length: 255 }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(iata, '') || ' ' || coalesce(icao, ''))`,
    ),
  },
  (t) => [
    index('airlines_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('airlines_name_id_idx').on(t.name, t.id),
  ],
);
