import { sql } from 'drizzle-orm';
import { check, index, text, varchar } from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { day, entityTable, money, refId } from '../columns.ts';
import { tripItems } from '../trips/trip-items.ts';
import { trips } from '../trips/trips.ts';

// A commission a vendor owes the agency for a trip (issue 29.4: "supplier-paid commissions are a
// receivable with its own ageing"), e.g. a hotel's 10 % on a booking the client paid the hotel for.
// Recorded (`expected`) it posts commissions receivable against commission income on its date;
// `received` posts the operating bank against the receivable on `receivedDate`; `written_off` (or
// a delete) reverses what is standing. `dueDate` is when the vendor should pay it (its ageing).
export const supplierCommissions = entityTable(
  'supplier_commissions',
  {
    vendorId: refId('vendor_id', () => vendors.id, 'restrict').notNull(),
    tripId: refId('trip_id', () => trips.id, 'restrict').notNull(),
    tripItemId: refId('trip_item_id', () => tripItems.id, 'set null'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    // The day it was earned (posted), today by default.
    date: day('date').notNull(),
    dueDate: day('due_date'),
    // expected | received | written_off
    status: varchar('status', { length: 32 }).notNull().default('expected'),
    receivedDate: day('received_date'),
    memo: text('memo'),
  },
  (t) => [
    index('supplier_commissions_vendor_idx').on(t.vendorId, t.dueDate),
    index('supplier_commissions_trip_idx').on(t.tripId),
    // Aged commissions: the expected ones per vendor and currency with their amounts, from the index.
    index('supplier_commissions_open_idx')
      .on(t.vendorId, t.currency, t.dueDate, t.amount)
      .where(sql`${t.status} = 'expected'`),
    check('supplier_commissions_amount_check', sql`${t.amount} > 0`),
    check('supplier_commissions_status_check', sql`${t.status} in ('expected', 'received', 'written_off')`),
  ],
);
