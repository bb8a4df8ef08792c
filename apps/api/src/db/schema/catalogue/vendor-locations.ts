import { index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';
import { destinations } from '../reference/destinations.ts';
import { vendors } from './vendors.ts';

export const vendorLocations = pgTable(
  'vendor_locations',
  {
    id: idColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 255 }),
    city: varchar('city', { length: 255 }),
    country: varchar('country', { length: 255 }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    ...auditColumns(),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    index('vendor_locations_destination_idx').on(t.destinationId),
    // Nearby search narrows by a latitude band first.
    index('vendor_locations_latitude_idx').on(t.latitude, t.longitude),
  ],
);
