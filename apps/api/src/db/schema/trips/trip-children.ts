import { index, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { clientGuests } from '../clients/client-children.ts';
import { clients } from '../clients/clients.ts';
import { day, entityTable, money, ownerId, refId, uniquePair } from '../columns.ts';
import { trips } from './trips.ts';

const tripId = () => ownerId('trip_id', () => trips.id);

// A vendor acting as destination management company for a trip (or a template), with notes.
export const dmcColumns = () => ({
  vendorId: refId('vendor_id', () => vendors.id, 'restrict').notNull(),
  notes: text('notes'),
});

export const tripDmcs = entityTable('trip_dmcs', { tripId: tripId(), ...dmcColumns() }, (t) =>
  uniquePair('trip_dmcs', ['trip', 'vendor'], t.tripId, t.vendorId),
);

// Which of the client's guests travel on the trip.
export const tripGuests = entityTable(
  'trip_guests',
  {
    tripId: tripId(),
    clientGuestId: ownerId('client_guest_id', () => clientGuests.id),
    notes: text('notes'),
  },
  (t) => uniquePair('trip_guests', ['trip', 'guest'], t.tripId, t.clientGuestId),
);

// Meetings, reminders and notes on the trip's timeline (eventType enum).
export const tripEvents = entityTable(
  'trip_events',
  {
    tripId: tripId(),
    type: varchar('type', { length: 32 }).notNull().default('note'),
    title: varchar('title', { length: 255 }).notNull(),
    startDate: timestamp('start_date', { mode: 'string', withTimezone: false }).notNull(),
    endDate: timestamp('end_date', { mode: 'string', withTimezone: false }),
    description: text('description'),
  },
  (t) => [index('trip_events_trip_start_idx').on(t.tripId, t.startDate)],
);

// Money the client owes or paid for a trip (paymentStatus enum). A trip with payments cannot be
// deleted: money records are kept.
export const payments = entityTable(
  'payments',
  {
    tripId: refId('trip_id', () => trips.id, 'restrict').notNull(),
    clientId: refId('client_id', () => clients.id, 'restrict'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    dueDate: day('due_date'),
    paidDate: day('paid_date'),
    method: varchar('method', { length: 32 }),
    status: varchar('status', { length: 32 }).notNull().default('pending'),
    reference: varchar('reference', { length: 64 }),
    notes: text('notes'),
  },
  (t) => [index('payments_trip_idx').on(t.tripId, t.dueDate), index('payments_client_idx').on(t.clientId)],
);
