import { sql } from 'drizzle-orm';
import { index, text, varchar } from 'drizzle-orm/pg-core';
import { entityTable, refId, searchIndexes } from '../columns.ts';
import { vendorGroups } from './vendor-groups.ts';

export const vendors = entityTable(
  'vendors',
  {
    name: varchar('name', { length: 255 }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('active'),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 64 }),
    website: varchar('website', { length: 255 }),
    description: text('description'),
    groupId: refId('group_id', () => vendorGroups.id, 'set null'),
    // The cities and countries of the vendor's locations, kept by a trigger on vendor_locations
    // (migration 0005), so that the search finds a vendor by where it is.
    places: text('places').notNull().default(''),
    // The vendor kinds it has records of (accommodations, spas…), kept by triggers on the seven
    // kind tables (migration 0006): a list filters and shows them without a sub-query per row.
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    // One lower-cased text for partial search, indexed with trigrams.
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(website, '') || ' ' || places)`,
    ),
  },
  (t) => [
    ...searchIndexes('vendors', t),
    index('vendors_status_idx').on(t.status),
    index('vendors_group_idx').on(t.groupId),
    index('vendors_services_idx').using('gin', t.services),
  ],
);
