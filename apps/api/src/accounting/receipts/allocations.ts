import { payments } from '../../db/schema/index.ts';
import { lockById } from '../../engine/record-sets.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, unprocessable } from '../../http/problem.ts';
import { type AllocationKind, allocateMoney, releaseMoney } from '../allocation.ts';
import { receiptSide } from '../exchange-differences.ts';
import { lockInvoice } from '../sales/drafts.ts';
import { paymentAllocationsResource } from './allocations.resource.ts';
import { refreshInvoicesPaid } from './invoice-paid-status.ts';

type Receipt = typeof payments.$inferSelect;
type Invoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

// A receipt (a paid payment) settles an issued invoice of the same client and currency
// (allocation.ts holds the rules both ways).
const receipts: AllocationKind<Receipt, Invoice> = {
  resource: paymentAllocationsResource,
  table: 'payment_allocations',
  paymentColumn: 'payment_id',
  documentColumn: 'client_invoice_id',
  payment: {
    field: 'payment',
    key: 'paymentId',
    collection: 'payments',
    iriMessage: 'This value should be a payment IRI.',
    noun: 'receipt',
  },
  document: {
    field: 'clientInvoice',
    key: 'clientInvoiceId',
    collection: 'client_invoices',
    iriMessage: 'This value should be an invoice IRI.',
    noun: 'invoice',
  },
  lockPayment: lockById(payments),
  lockDocument: lockInvoice,
  check: (payment, invoice) => {
    if (payment.status !== 'paid') throw conflict('Only a paid payment (a receipt) can be allocated.');
    if (invoice.kind !== 'invoice' || !['issued', 'partly_paid', 'paid'].includes(invoice.status))
      throw conflict(
        `Only an issued invoice can be paid (this one is ${invoice.kind === 'invoice' ? invoice.status : 'a credit note'}).`,
      );
    if (payment.clientId !== invoice.clientId)
      throw unprocessable([
        { propertyPath: 'clientInvoice', message: "This invoice is not the payment's client's." },
      ]);
  },
  refresh: refreshInvoicesPaid,
  exchange: receiptSide,
};

// POST /api/payment_allocations {payment, clientInvoice, amount?}.
export const allocate = (ctx: WriteContext, body: Row) => allocateMoney(ctx, receipts, body);

// DELETE /api/payment_allocations/{id}: the receipt's money goes back to the client's credit.
export const release = (ctx: WriteContext, id: number) => releaseMoney(ctx, receipts, id);
