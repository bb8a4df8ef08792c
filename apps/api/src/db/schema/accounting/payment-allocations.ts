import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { payments } from '../trips/trip-children.ts';

// How much of a client's receipt (a paid payment) settles which invoice (issue 29.3). A receipt's
// allocations never exceed its amount, an invoice's never exceed its total; what is left of a
// receipt is the client's credit (an over-payment), refunded by refunding the payment. One row per
// (payment, invoice): allocating again adds to it.
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    clientInvoiceId: integer('client_invoice_id')
      .notNull()
      .references(() => clientInvoices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('payment_allocations_pair_unique').on(t.paymentId, t.clientInvoiceId),
    index('payment_allocations_invoice_idx').on(t.clientInvoiceId),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
