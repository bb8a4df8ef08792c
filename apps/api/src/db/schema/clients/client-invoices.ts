import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, entityTable, instant, money, ownerId, refId, usdRate } from '../columns.ts';
import { trips } from '../trips/trips.ts';
import { clients } from './clients.ts';

// A client's invoice or credit note (issue 29.1, accounting/sales). A draft has no number and is
// editable; issuing gives it the next number of its year (INV-2027-00001, CN-2027-00001 for a credit
// note), the currency's rate of that day and its journal entry, after which it never changes but
// for its status (partly_paid, paid as receipts are allocated; void once credited). `amount` is the
// total with tax (a decimal string in the API, calls.md 7.5), `netAmount` + `taxAmount` its parts,
// `paidAmount` the receipts allocated to it, `creditedAmount` what its credit notes credit. `trip` was the trip's IRI as text before trips
// existed: now the foreign key `trip_id`, answered as the same IRI. `pdfPath` is a stored file
// (files/file-store.ts) opened through the signed links of GET /files/{path}.
export const clientInvoices = entityTable(
  'client_invoices',
  {
    clientId: ownerId('client_id', () => clients.id),
    // invoice | credit_note
    kind: varchar('kind', { length: 16 }).notNull().default('invoice'),
    number: varchar('number', { length: 32 }),
    date: day('date').notNull(),
    dueDate: day('due_date'),
    amount: money('amount').notNull(),
    netAmount: money('net_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    paidAmount: money('paid_amount').notNull().default('0'),
    // What its credit notes credit (an invoice): it owes amount − paid − credited.
    creditedAmount: money('credited_amount').notNull().default('0'),
    currency: varchar('currency', { length: 3 }).notNull(),
    // Units of the currency for one US dollar on the issue date (currencies.rate then), kept.
    rate: usdRate('rate'),
    // draft | issued | partly_paid | paid | void (the invoiceStatus enum).
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    // How a draft was made from its trip: deposit | balance | items | manual.
    basis: varchar('basis', { length: 16 }),
    depositPercent: numeric('deposit_percent', { precision: 5, scale: 2 }),
    tripId: refId('trip_id', () => trips.id, 'no action'),
    // A credit note's invoice.
    creditOfId: integer('credit_of_id').references((): AnyPgColumn => clientInvoices.id),
    issuedAt: instant('issued_at'),
    notes: text('notes'),
    pdfPath: varchar('pdf_path', { length: 255 }),
  },
  (t) => [
    uniqueIndex('client_invoices_number_idx').on(t.number),
    index('client_invoices_client_idx').on(t.clientId, t.date),
    index('client_invoices_pdf_idx').on(t.pdfPath),
    index('client_invoices_trip_idx').on(t.tripId).where(sql`${t.tripId} is not null`),
    index('client_invoices_credit_of_idx').on(t.creditOfId).where(sql`${t.creditOfId} is not null`),
    // Aged receivables: the open invoices per client and currency with what they owe, from the
    // index alone.
    index('client_invoices_open_owed_idx')
      .on(t.clientId, t.currency, t.dueDate, t.amount, t.paidAmount, t.creditedAmount)
      .where(sql`${t.kind} = 'invoice' and ${t.status} in ('issued', 'partly_paid')`),
    check('client_invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'client_invoices_amounts_check',
      sql`${t.amount} >= 0 and ${t.paidAmount} >= 0 and ${t.creditedAmount} >= 0 and ${t.creditedAmount} <= ${t.amount}`,
    ),
  ],
);
