import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable, ownerId, searchIndexes, searchTextOf } from '../columns.ts';
import { destinations } from './destinations.ts';

export const airports = entityTable(
  'airports',
  {
    name: varchar('name', { length: 255 }).notNull(),
    iata: varchar('iata', { length: 3 }),
    icao: varchar('icao', { length: 4 }),
    city: varchar('city', { length: 255 }),
    country: varchar('country', { length: 255 }),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    // IANA time zone, e.g. Europe/Paris.
    timezone: varchar('timezone', { length: 64 }),
    // One lower-cased text for orSearch_search (name, codes, city), indexed with trigrams.
    searchText: searchTextOf('name', 'iata', 'icao', 'city'),
  },
  (t) => [
    uniqueIndex('airports_iata_unique').on(t.iata).where(sql`${t.iata} is not null`),
    ...searchIndexes('airports', t),
  ],
);

// Which destinations an airport serves (its country, the cities around it).
export const airportDestinations = pgTable(
  'airport_destinations',
  {
    airportId: ownerId('airport_id', () => airports.id),
    destinationId: ownerId('destination_id', () => destinations.id),
  },
  (t) => [
    primaryKey({ columns: [t.airportId, t.destinationId] }),
    index('airport_destinations_destination_idx').on(t.destinationId),
  ],
);
