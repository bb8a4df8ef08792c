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

// Which of the vendor's places of one kind a contact looks after: `vendor_contact_<kind>s`, linked
// by `<kind>_id`.
const contactLink = <const K extends string>(kind: K, target: () => AnyPgColumn) =>
  linkTable(
    `vendor_contact_${kind}s`,
    { column: 'contact_id', references: () => vendorContacts.id },
    { column: `${kind}_id`, references: target },
  );

export const vendorContactAccommodations = contactLink('accommodation', () => accommodations.id);
export const vendorContactRestaurants = contactLink('restaurant', () => restaurants.id);
export const vendorContactSpas = contactLink('spa', () => spas.id);
export const vendorContactTransportationProviders = contactLink(
  'transportation_provider',
  () => transportationProviders.id,
);
export const vendorContactActivityProviders = contactLink('activity_provider', () => activityProviders.id);
export const vendorContactConciergeries = contactLink('conciergerie', () => conciergeries.id);

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
