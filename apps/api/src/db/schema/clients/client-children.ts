import { index, text, varchar } from 'drizzle-orm/pg-core';
import { linksOf } from '../catalogue/catalogue-columns.ts';
import { day, entityTable, instant, ownerId, refId } from '../columns.ts';
import { diets, foodAllergies } from '../reference/name-lists.ts';
import { clients } from './clients.ts';

const clientId = () => ownerId('client_id', () => clients.id);

// Family and travel companions of a client.
export const clientGuests = entityTable(
  'client_guests',
  {
    clientId: clientId(),
    // The whole name as shown everywhere; made of first and last name when they are given.
    name: varchar('name', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 120 }),
    lastName: varchar('last_name', { length: 120 }),
    nationality: varchar('nationality', { length: 120 }),
    relation: varchar('relation', { length: 64 }),
    // Where a guest receives the trip documents sent to the client (copied when chosen).
    email: varchar('email', { length: 180 }),
    // adult, child, infant, staff, other (the clientGuestStatus enum).
    status: varchar('status', { length: 32 }),
    birthday: day('birthday'),
    passportExpiry: day('passport_expiry'),
    // The passport number, sealed like card numbers (clients/vault.ts, the cards key): written,
    // never read back but through POST /api/client_guests/{id}/reveal-passport (logged); its last
    // characters are kept to tell passports apart.
    passportNumberSealed: text('passport_number_sealed'),
    passportLast4: varchar('passport_last4', { length: 4 }),
    // When the vault purge dropped the number (PASSPORT_RETENTION_DAYS, clients/vault-purge.ts).
    passportPurgedAt: instant('passport_purged_at'),
  },
  (t) => [index('client_guests_client_idx').on(t.clientId, t.id)],
);

const guestLinks = linksOf('client_guest', () => clientGuests.id);
export const clientGuestDiets = guestLinks('diets', 'diet_id', () => diets.id);
export const clientGuestAllergies = guestLinks('food_allergies', 'food_allergy_id', () => foodAllergies.id);

// Who a client brought to the agency: another client, or a name when that person is not one yet.
export const referrals = entityTable(
  'referrals',
  {
    clientId: clientId(),
    referredClientId: refId('referred_client_id', () => clients.id, 'set null'),
    referredName: varchar('referred_name', { length: 255 }),
    referredOn: day('referred_on').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('referrals_client_idx').on(t.clientId, t.id),
    index('referrals_referred_idx').on(t.referredClientId),
  ],
);

// Loyalty and travel programmes a client belongs to (an airline's, a hotel group's, the agency's).
export const memberships = entityTable(
  'memberships',
  {
    clientId: clientId(),
    programme: varchar('programme', { length: 255 }).notNull(),
    number: varchar('number', { length: 120 }),
    startDate: day('start_date'),
    endDate: day('end_date'),
    status: varchar('status', { length: 32 }).notNull().default('active'),
  },
  (t) => [index('memberships_client_idx').on(t.clientId, t.id), index('memberships_status_idx').on(t.status)],
);
