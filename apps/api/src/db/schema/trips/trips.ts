import { sql } from 'drizzle-orm';
import { index, integer, numeric, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { destinationLinks } from '../catalogue/catalogue-columns.ts';
import { clients } from '../clients/clients.ts';
import { day, entityTable, ownerId, refId } from '../columns.ts';

// A trip (an itinerary) for a client. `reference` is the human key the server gives it
// (TR-2026-0042) and the one PDFs and the client portal use; dates are calendar dates at the
// destination, start and end included; money totals are never stored (computed from the items).
export const trips = entityTable(
  'trips',
  {
    reference: varchar('reference', { length: 20 }).notNull(),
    clientId: refId('client_id', () => clients.id, 'restrict').notNull(),
    title: varchar('title', { length: 255 }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    // The trip's currency: every item price is converted into it for totals and margin.
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    // Default markup in percent, proposed on new items.
    markup: numeric('markup', { precision: 6, scale: 2 }).notNull().default('0'),
    tripType: varchar('trip_type', { length: 32 }),
    // The trip template it was built from (templates land with their own issue; no FK yet).
    tripTemplateId: integer('trip_template_id'),
    // calls.md: the name the mobile app shows (mobile_app_itinerary_name on the wire).
    mobileAppItineraryName: varchar('mobile_app_itinerary_name', { length: 255 }),
    adults: integer('adults'),
    children: integer('children'),
    // The inquiry as the client put it (the inquiry tab), and internal notes.
    // The staff user who runs the trip: task templates assign to them (assignee rule
    // travel_director) and the travel director role sees the trip's tasks.
    travelDirectorId: refId('travel_director_id', () => users.id, 'set null'),
    inquiry: text('inquiry'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('trips_reference_unique').on(t.reference),
    index('trips_start_id_idx').on(t.startDate, t.id),
    index('trips_status_start_idx').on(t.status, t.startDate, t.id),
    index('trips_client_start_idx').on(t.clientId, t.startDate),
    index('trips_travel_director_idx').on(t.travelDirectorId).where(sql`${t.travelDirectorId} is not null`),
    index('trips_reference_trgm').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
  ],
);

export const tripDestinations = destinationLinks('trip', () => trips.id);

// One row per date of the trip, start to end, kept in step with the trip's dates by the server.
export const tripDays = entityTable(
  'trip_days',
  {
    tripId: ownerId('trip_id', () => trips.id),
    dayNumber: integer('day_number').notNull(),
    date: day('date').notNull(),
    title: varchar('title', { length: 255 }),
    description: text('description'),
  },
  (t) => [uniqueIndex('trip_days_trip_date_unique').on(t.tripId, t.date)],
);
