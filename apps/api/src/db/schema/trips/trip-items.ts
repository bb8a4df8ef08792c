import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { itemTypeColumns } from '../../../trips/item-types/trip-item-types.ts';
import { day, entityTable, ownerId } from '../columns.ts';
import { trips } from './trips.ts';

const price = (name: string) => numeric(name, { precision: 12, scale: 2 });
// Wall-clock date-time at the item's place (what the planner books and the client reads); `timezone`
// says where, for the checks that compare items in different zones (decision 73).
const localTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });

// The columns every item has, whoever owns it (a trip, a template): one definition for both tables
// (trip_items and trip_template_items), so the seven item types are declared once.
export const itemHeadColumns = () => ({
  // The item type's value (trips/item-types: accommodation, flight, activity…).
  type: varchar('type', { length: 32 }).notNull(),
  // product.md §4.3 (itemStatus), moved along the item state machine.
  status: varchar('status', { length: 32 }).notNull().default('initial'),
  position: integer('position').notNull().default(0),
  title: varchar('title', { length: 255 }),
  startDate: localTime('start_date'),
  endDate: localTime('end_date'),
  timezone: varchar('timezone', { length: 64 }),
  notes: text('notes'),
  confirmationNumber: varchar('confirmation_number', { length: 64 }),
});

export const itemBodyColumns = () => ({
  // The seven prices of the item, in `currency` (strings in JSON).
  currency: varchar('currency', { length: 3 }),
  vendorNetPrice: price('vendor_net_price'),
  vendorTotalPrice: price('vendor_total_price'),
  clientNetPrice: price('client_net_price'),
  clientTotalPrice: price('client_total_price'),
  vendorPrice: price('vendor_price'),
  clientPrice: price('client_price'),
  markupPrice: price('markup_price'),
  // Each item type's own columns (its catalogue link first), from the registry of item types.
  ...itemTypeColumns(),
});

// Every item of a trip, of every type, in one table (decision 38: one variant table with a
// discriminator and per-type columns): shared columns first, then the columns of each type.
// Catalogue links refuse the catalogue record's delete while a trip uses it.
export const tripItems = entityTable(
  'trip_items',
  {
    tripId: ownerId('trip_id', () => trips.id),
    ...itemHeadColumns(),
    // The item in the trip this one is an alternative to (null for the one in the trip).
    alternativeOfId: integer('alternative_of_id').references((): AnyPgColumn => tripItems.id, {
      onDelete: 'cascade',
    }),
    ...itemBodyColumns(),
    // The sell price (client net and total) was typed by hand: it is kept when the trip's markup
    // changes; otherwise the server derives it from the cost and the trip's markup (issue 22).
    clientPriceOverridden: boolean('client_price_overridden').notNull().default(false),
    // The supplier's terms of a booked item: the last day to cancel it without a charge, and the day
    // the agency must pay the supplier by (task templates remind of both, issue 26).
    cancelByDate: day('cancel_by_date'),
    supplierPaymentDueDate: day('supplier_payment_due_date'),
    // Accommodation: how many rooms of `room` and the board basis (room only, B&B, half board...).
    roomCount: integer('room_count'),
    boardBasis: varchar('board_basis', { length: 32 }),
  },
  (t) => [
    index('trip_items_trip_position_idx').on(t.tripId, t.position, t.id),
    index('trip_items_trip_start_idx').on(t.tripId, t.startDate),
    index('trip_items_cancel_by_idx').on(t.cancelByDate).where(sql`${t.cancelByDate} is not null`),
    index('trip_items_supplier_payment_due_idx')
      .on(t.supplierPaymentDueDate)
      .where(sql`${t.supplierPaymentDueDate} is not null`),
    // The links below are null on most rows (an item has one catalogue link of its type, and is
    // rarely an alternative): partial indexes leave those rows out, so a write that moves many
    // items (the reorder of 120) writes four index entries a row instead of ten. Lookups by a value
    // (`= $1`, the foreign keys' cascades included) still use them.
    index('trip_items_alternative_idx').on(t.alternativeOfId).where(sql`${t.alternativeOfId} is not null`),
    index('trip_items_accommodation_idx').on(t.accommodationId).where(sql`${t.accommodationId} is not null`),
    index('trip_items_activity_idx').on(t.activityId).where(sql`${t.activityId} is not null`),
    index('trip_items_transfer_idx').on(t.transferId).where(sql`${t.transferId} is not null`),
    index('trip_items_spa_idx').on(t.spaId).where(sql`${t.spaId} is not null`),
    index('trip_items_restaurant_idx').on(t.restaurantId).where(sql`${t.restaurantId} is not null`),
    index('trip_items_conciergerie_service_idx')
      .on(t.conciergerieServiceId)
      .where(sql`${t.conciergerieServiceId} is not null`),
  ],
);
