import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { day, entityTable, idColumn, instant, money, ownerId, refId, usdRate } from '../columns.ts';
import { trips } from '../trips/trips.ts';
import { accounts } from './accounts.ts';
import { documentLineColumns } from './invoice-lines.ts';
import { allocationColumns, allocationConstraints } from './payment-allocations.ts';

// A vendor's bill for items of one trip (issue 29.2, accounting/purchases). A draft is editable;
// approving it posts its entry (cost, or a supplier prepayment before the trip departs, against
// supplier payables), after which it never changes but for its status: partly_paid and paid as
// supplier payments are allocated to it, void when it is cancelled (a reversing entry). `number`
// is the supplier's own invoice number (unique per vendor among bills that are not void); `amount`
// the sum of its lines, `paidAmount` the supplier payments allocated to it. One currency per bill.
export const supplierBills = entityTable(
  'supplier_bills',
  {
    vendorId: refId('vendor_id', () => vendors.id, 'restrict').notNull(),
    tripId: refId('trip_id', () => trips.id, 'restrict'),
    number: varchar('number', { length: 64 }),
    date: day('date').notNull(),
    dueDate: day('due_date'),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: money('amount').notNull().default('0'),
    paidAmount: money('paid_amount').notNull().default('0'),
    // Units of the currency for one US dollar on the approval (currencies.rate then), kept.
    rate: usdRate('rate'),
    // draft | approved | partly_paid | paid | void (the supplierBillStatus enum).
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    approvedAt: instant('approved_at'),
    notes: text('notes'),
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
    id: idColumn(),
    billId: ownerId('bill_id', () => supplierBills.id),
    ...documentLineColumns(),
    amount: money('amount').notNull(),
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
export const supplierPayments = entityTable(
  'supplier_payments',
  {
    vendorId: refId('vendor_id', () => vendors.id, 'restrict').notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    date: day('date').notNull(),
    bankAccountId: refId('bank_account_id', () => accounts.id, 'restrict'),
    method: varchar('method', { length: 32 }),
    reference: varchar('reference', { length: 64 }),
    notes: text('notes'),
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
    id: idColumn(),
    supplierPaymentId: ownerId('supplier_payment_id', () => supplierPayments.id),
    supplierBillId: ownerId('supplier_bill_id', () => supplierBills.id),
    ...allocationColumns(),
  },
  (t) =>
    allocationConstraints('supplier_payment_allocations', 'bill', t, t.supplierPaymentId, t.supplierBillId),
);
