import { sql } from 'drizzle-orm';
import { index, integer, text, varchar } from 'drizzle-orm/pg-core';
import { day, entityTable, searchIndexes } from '../columns.ts';

// A client of the agency (or a prospect on its way to becoming one). `name` is what trips and lists
// show: the server derives it from first and last name on every write.
export const clients = entityTable(
  'clients',
  {
    firstName: varchar('first_name', { length: 120 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 180 }),
    phone: varchar('phone', { length: 64 }),
    mobilePhone: varchar('mobile_phone', { length: 64 }),
    address: varchar('address', { length: 255 }),
    addressLine2: varchar('address_line2', { length: 255 }),
    postalCode: varchar('postal_code', { length: 32 }),
    city: varchar('city', { length: 120 }),
    region: varchar('region', { length: 120 }),
    country: varchar('country', { length: 120 }),
    birthday: day('birthday'),
    nationality: varchar('nationality', { length: 120 }),
    language: varchar('language', { length: 16 }),
    currency: varchar('currency', { length: 3 }),
    notes: text('notes'),
    status: varchar('status', { length: 32 }).notNull().default('prospect'),
    invitationHash: varchar('invitation_hash', { length: 128 }),
    // The client's one client_preferences row, kept by that resource (no FK: the row points back).
    preferencesId: integer('preferences_id'),
    // One lower-cased text for partial search over name, e-mail and phones, indexed with trigrams.
    // The phones come twice: as written and as bare digits (the `phones` search of the engine).
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(mobile_phone, ''), '[^0-9]', '', 'g'))`,
    ),
  },
  (t) => [
    ...searchIndexes('clients', t),
    index('clients_updated_id_idx').on(t.updatedAt, t.id),
    index('clients_status_idx').on(t.status),
    // The destination-interest filter reaches clients from their preferences.
    index('clients_preferences_idx').on(t.preferencesId),
    // The duplicate checks of POST /api/clients.
    index('clients_email_lower_idx').on(sql`lower(${t.email})`),
    index('clients_names_birthday_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.birthday),
  ],
);
