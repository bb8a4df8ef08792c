import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { creationColumns, idColumn, money, ownerId } from '../columns.ts';
import { payments } from '../trips/trip-children.ts';

// How much of a client's receipt (a paid payment) settles which invoice (issue 29.3). A receipt's
// allocations never exceed its amount, an invoice's never exceed its total; what is left of a
// receipt is the client's credit (an over-payment), refunded by refunding the payment. One row per
// (payment, invoice): allocating again adds to it.
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: idColumn(),
    paymentId: ownerId('payment_id', () => payments.id),
    clientInvoiceId: ownerId('client_invoice_id', () => clientInvoices.id),
    amount: money('amount').notNull(),
    ...creationColumns(),
  },
  (t) => [
    uniqueIndex('payment_allocations_pair_unique').on(t.paymentId, t.clientInvoiceId),
    index('payment_allocations_invoice_idx').on(t.clientInvoiceId),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
