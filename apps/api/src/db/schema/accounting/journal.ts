import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { clients } from '../clients/clients.ts';
import { creationColumns, day, idColumn, refId, usdRate } from '../columns.ts';
import { trips } from '../trips/trips.ts';
import { accounts } from './accounts.ts';

// The double-entry journal (issue 29.4). An entry is posted once with its lines and never changed:
// triggers refuse an UPDATE or DELETE of either table (migration accounting_sql), whoever asks, and
// a deferred constraint trigger refuses a commit whose entry's lines do not balance per currency.
// A correction is a new entry reversing the old one (`reversesId`).
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: idColumn(),
    date: day('date').notNull(),
    // invoice | credit_note | receipt | refund | revenue_recognition | reversal | supplier_bill |
    // supplier_bill_void | supplier_payment | cost_recognition | commission | commission_receipt |
    // opening_balance | exchange_difference
    kind: varchar('kind', { length: 32 }).notNull(),
    memo: varchar('memo', { length: 255 }).notNull(),
    tripId: refId('trip_id', () => trips.id, 'no action'),
    clientId: refId('client_id', () => clients.id, 'no action'),
    clientInvoiceId: refId('client_invoice_id', () => clientInvoices.id, 'no action'),
    // The payment it posts (no foreign key: a deleted payment's entries stay, reversed).
    paymentId: integer('payment_id'),
    // The supplier bill or supplier payment it posts (no foreign keys, like paymentId).
    supplierBillId: integer('supplier_bill_id'),
    supplierPaymentId: integer('supplier_payment_id'),
    // The supplier-paid commission it posts (no foreign key, like paymentId).
    supplierCommissionId: integer('supplier_commission_id'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => journalEntries.id),
    ...creationColumns(),
  },
  (t) => [
    index('journal_entries_date_idx').on(t.date, t.id),
    index('journal_entries_invoice_idx').on(t.clientInvoiceId).where(sql`${t.clientInvoiceId} is not null`),
    index('journal_entries_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    index('journal_entries_supplier_bill_idx')
      .on(t.supplierBillId)
      .where(sql`${t.supplierBillId} is not null`),
    index('journal_entries_supplier_payment_idx')
      .on(t.supplierPaymentId)
      .where(sql`${t.supplierPaymentId} is not null`),
    index('journal_entries_supplier_commission_idx')
      .on(t.supplierCommissionId)
      .where(sql`${t.supplierCommissionId} is not null`),
    index('journal_entries_trip_idx').on(t.tripId).where(sql`${t.tripId} is not null`),
  ],
);

// One debit or credit in the entry's currency, with the rate (units per US dollar) it was posted
// at. date, trip and client are copied from the entry so the reports read this table alone.
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entryId: refId('entry_id', () => journalEntries.id, 'no action').notNull(),
    accountId: refId('account_id', () => accounts.id, 'no action').notNull(),
    date: day('date').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    debit: numeric('debit', { precision: 14, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull().default('0'),
    rate: usdRate('rate').notNull().default('1'),
    tripId: integer('trip_id'),
    clientId: integer('client_id'),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    // A period's trial balance: the lines of the dates, read from the index alone.
    index('journal_lines_date_idx').on(t.date, t.accountId, t.currency, t.debit, t.credit),
    // A trip's profit and balance: its lines, from the index alone.
    index('journal_lines_trip_idx')
      .on(t.tripId, t.accountId, t.currency, t.debit, t.credit)
      .where(sql`${t.tripId} is not null`),
    check(
      'journal_lines_amounts_check',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

// The journal's movements per day, account and currency, kept by a statement trigger on
// journal_lines (migration accounting_daily_sql): the lines are only ever inserted, so the sums only
// ever grow. A period's trial balance reads at most days × accounts × currencies rows of it
// instead of every line of the period.
export const journalDaily = pgTable(
  'journal_daily',
  {
    date: day('date').notNull(),
    accountId: refId('account_id', () => accounts.id, 'no action').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    debit: numeric('debit', { precision: 16, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.date, t.accountId, t.currency] })],
);
