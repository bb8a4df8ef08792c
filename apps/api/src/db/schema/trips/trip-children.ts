import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { clientGuests } from '../clients/client-children.ts';
import { clients } from '../clients/clients.ts';
import { auditColumns, idColumn } from '../columns.ts';
import { trips } from './trips.ts';

const tripId = () =>
  integer('trip_id')
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' });

// A vendor acting as destination management company for the trip.
export const tripDmcs = pgTable(
  'trip_dmcs',
  {
    id: idColumn(),
    tripId: tripId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('trip_dmcs_trip_vendor_unique').on(t.tripId, t.vendorId),
    index('trip_dmcs_vendor_idx').on(t.vendorId),
  ],
);

// Which of the client's guests travel on the trip.
export const tripGuests = pgTable(
  'trip_guests',
  {
    id: idColumn(),
    tripId: tripId(),
    clientGuestId: integer('client_guest_id')
      .notNull()
      .references(() => clientGuests.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('trip_guests_trip_guest_unique').on(t.tripId, t.clientGuestId),
    index('trip_guests_guest_idx').on(t.clientGuestId),
  ],
);

// Meetings, reminders and notes on the trip's timeline (eventType enum).
export const tripEvents = pgTable(
  'trip_events',
  {
    id: idColumn(),
    tripId: tripId(),
    type: varchar('type', { length: 32 }).notNull().default('note'),
    title: varchar('title', { length: 255 }).notNull(),
    startDate: timestamp('start_date', { mode: 'string', withTimezone: false }).notNull(),
    endDate: timestamp('end_date', { mode: 'string', withTimezone: false }),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [index('trip_events_trip_start_idx').on(t.tripId, t.startDate)],
);

// Money the client owes or paid for a trip (paymentStatus enum). A trip with payments cannot be
// deleted: money records are kept.
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paidDate: date('paid_date', { mode: 'string' }),
    method: varchar('method', { length: 32 }),
    status: varchar('status', { length: 32 }).notNull().default('pending'),
    reference: varchar('reference', { length: 64 }),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [index('payments_trip_idx').on(t.tripId, t.dueDate), index('payments_client_idx').on(t.clientId)],
);
