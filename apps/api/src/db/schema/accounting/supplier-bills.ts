import { sql } from 'drizzle-orm';
import {
  check,
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
import { auditColumns, idColumn } from '../columns.ts';
import { tripItems } from '../trips/trip-items.ts';
import { trips } from '../trips/trips.ts';
import { accounts } from './accounts.ts';

// A vendor's bill for items of one trip (issue 29.2, accounting/purchases). A draft is editable;
// approving it posts its entry (cost, or a supplier prepayment before the trip departs, against
// supplier payables), after which it never changes but for its status: partly_paid and paid as
// supplier payments are allocated to it, void when it is cancelled (a reversing entry). `number`
// is the supplier's own invoice number (unique per vendor among bills that are not void); `amount`
// the sum of its lines, `paidAmount` the supplier payments allocated to it. One currency per bill.
export const supplierBills = pgTable(
  'supplier_bills',
  {
    id: idColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 64 }),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    // Units of the currency for one US dollar on the approval (currencies.rate then), kept.
    rate: numeric('rate', { precision: 20, scale: 8 }),
    // draft | approved | partly_paid | paid | void (the supplierBillStatus enum).
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    // The same supplier invoice is not entered twice (a void bill gives its number back).
    uniqueIndex('supplier_bills_vendor_number_unique')
      .on(t.vendorId, sql`upper(${t.number})`)
      .where(sql`${t.number} is not null and ${t.status} <> 'void'`),
    index('supplier_bills_vendor_idx').on(t.vendorId, t.dueDate),
    index('supplier_bills_trip_idx').on(t.tripId).where(sql`${t.tripId} is not null`),
    index('supplier_bills_status_due_idx').on(t.status, t.dueDate),
    // Aged payables: the open bills per vendor and currency with what they owe, from the index alone.
    index('supplier_bills_open_owed_idx')
      .on(t.vendorId, t.currency, t.dueDate, t.amount, t.paidAmount)
      .where(sql`${t.status} in ('approved', 'partly_paid')`),
    check('supplier_bills_amounts_check', sql`${t.amount} >= 0 and ${t.paidAmount} >= 0`),
    check(
      'supplier_bills_status_check',
      sql`${t.status} in ('draft', 'approved', 'partly_paid', 'paid', 'void')`,
    ),
  ],
);

// A line of a bill: what one trip item costs (its vendor total price when the bill was made),
// or a line typed by hand on a draft. Fixed once the bill is approved.
export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    billId: integer('bill_id')
      .notNull()
      .references(() => supplierBills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: varchar('description', { length: 255 }).notNull(),
    tripItemId: integer('trip_item_id').references(() => tripItems.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('supplier_bill_lines_bill_idx').on(t.billId, t.position),
    index('supplier_bill_lines_item_idx').on(t.tripItemId).where(sql`${t.tripItemId} is not null`),
    check('supplier_bill_lines_amount_check', sql`${t.amount} >= 0`),
  ],
);

// Money the agency paid a vendor (issue 29.3), from one of its bank accounts (an asset account of
// the chart: the operating account unless said otherwise). Posted when recorded (payables debited,
// the bank credited); a change of its money reverses that entry and posts a new one, a delete
// reverses it. What is not allocated to bills is an advance to the vendor.
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: idColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    bankAccountId: integer('bank_account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 32 }),
    reference: varchar('reference', { length: 64 }),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    index('supplier_payments_vendor_idx').on(t.vendorId, t.date),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

// How much of a supplier payment settles which bill. Never more than the payment nor the bill has
// left (checked with both rows locked). One row per (payment, bill): allocating again adds to it.
export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierPaymentId: integer('supplier_payment_id')
      .notNull()
      .references(() => supplierPayments.id, { onDelete: 'cascade' }),
    supplierBillId: integer('supplier_bill_id')
      .notNull()
      .references(() => supplierBills.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('supplier_payment_allocations_pair_unique').on(t.supplierPaymentId, t.supplierBillId),
    index('supplier_payment_allocations_bill_idx').on(t.supplierBillId),
    check('supplier_payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
