import { sql } from 'drizzle-orm';
import { check, type ExtraConfigColumn, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { creationColumns, idColumn, money, ownerId } from '../columns.ts';
import { payments } from '../trips/trip-children.ts';

// An allocation: how much of a payment settles a document (a receipt an invoice, a supplier payment
// a bill), written with who made it. One row per (payment, document), whose amount is positive.
export const allocationColumns = () => ({ amount: money('amount').notNull(), ...creationColumns() });
export const allocationConstraints = (
  name: string,
  documentWord: string,
  t: { amount: ExtraConfigColumn },
  payment: ExtraConfigColumn,
  document: ExtraConfigColumn,
) => [
  uniqueIndex(`${name}_pair_unique`).on(payment, document),
  index(`${name}_${documentWord}_idx`).on(document),
  check(`${name}_amount_check`, sql`${t.amount} > 0`),
];

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
    ...allocationColumns(),
  },
  (t) => allocationConstraints('payment_allocations', 'invoice', t, t.paymentId, t.clientInvoiceId),
);
