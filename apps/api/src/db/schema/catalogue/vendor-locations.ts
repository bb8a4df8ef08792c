import { index, numeric, varchar } from 'drizzle-orm/pg-core';
import { entityTable, ownerId, refId } from '../columns.ts';
import { destinations } from '../reference/destinations.ts';
import { vendors } from './vendors.ts';

export const vendorLocations = entityTable(
  'vendor_locations',
  {
    vendorId: ownerId('vendor_id', () => vendors.id),
    address: varchar('address', { length: 255 }),
    city: varchar('city', { length: 255 }),
    country: varchar('country', { length: 255 }),
    destinationId: refId('destination_id', () => destinations.id, 'set null'),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    index('vendor_locations_destination_idx').on(t.destinationId),
    // Nearby search narrows by a latitude band first.
    index('vendor_locations_latitude_idx').on(t.latitude, t.longitude),
  ],
);
