import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityTable, ownerId } from '../columns.ts';
import { linkTable } from './catalogue-columns.ts';
import {
  accommodations,
  activityProviders,
  conciergeries,
  restaurants,
  spas,
  transportationProviders,
} from './vendor-kinds.ts';
import { vendors } from './vendors.ts';

// A person at a vendor. The lists say which of the vendor's places the contact looks after;
// a contact with none belongs to the vendor in general (calls.md §2 contact actions).
export const vendorContacts = entityTable(
  'vendor_contacts',
  {
    vendorId: ownerId('vendor_id', () => vendors.id),
    title: varchar('title', { length: 255 }).notNull(),
    jobTitle: varchar('job_title', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 64 }),
    position: smallint('position').notNull().default(0),
    notes: text('notes'),
  },
  (t) => [index('vendor_contacts_vendor_idx').on(t.vendorId, t.position)],
);

const contactLink = <const N extends string>(name: N, column: string, target: () => AnyPgColumn) =>
  linkTable(
    name,
    { column: 'contact_id', references: () => vendorContacts.id },
    { column, references: target },
  );

export const vendorContactAccommodations = contactLink(
  'vendor_contact_accommodations',
  'accommodation_id',
  () => accommodations.id,
);
export const vendorContactRestaurants = contactLink(
  'vendor_contact_restaurants',
  'restaurant_id',
  () => restaurants.id,
);
export const vendorContactSpas = contactLink('vendor_contact_spas', 'spa_id', () => spas.id);
export const vendorContactTransportationProviders = contactLink(
  'vendor_contact_transportation_providers',
  'transportation_provider_id',
  () => transportationProviders.id,
);
export const vendorContactActivityProviders = contactLink(
  'vendor_contact_activity_providers',
  'activity_provider_id',
  () => activityProviders.id,
);
export const vendorContactConciergeries = contactLink(
  'vendor_contact_conciergeries',
  'conciergerie_id',
  () => conciergeries.id,
);

// A contract period with a vendor; its status moves through the state machine of
// catalogue/contract-states.ts, and a renewal points back at the contract it continues.
export const vendorContracts = entityTable(
  'vendor_contracts',
  {
    vendorId: ownerId('vendor_id', () => vendors.id),
    name: varchar('name', { length: 255 }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    // Agency commission in percent.
    commission: numeric('commission', { precision: 5, scale: 2 }),
    notes: text('notes'),
    renewedFromId: integer('renewed_from_id').references((): AnyPgColumn => vendorContracts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('vendor_contracts_vendor_idx').on(t.vendorId),
    index('vendor_contracts_status_idx').on(t.status),
    index('vendor_contracts_renewed_from_idx').on(t.renewedFromId),
  ],
);
