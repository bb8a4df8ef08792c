import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { tripItems } from '../trips/trip-items.ts';
import { taxRates } from './tax-rates.ts';

// The lines of an invoice or credit note: written with the draft (replaced as a whole by an edit),
// fixed once it is issued. net = round(quantity × unitPrice), tax = round(net × taxPercent / 100)
// in the invoice's currency; the invoice's amounts are their sums. A credit note's line names the
// invoice line it credits (`credits_line_id`), so what is left to credit on each line is that line's
// total less the credit lines naming it (sales/credit-note.ts).
export const clientInvoiceLines = pgTable(
  'client_invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => clientInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: varchar('description', { length: 255 }).notNull(),
    tripItemId: integer('trip_item_id').references(() => tripItems.id, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull().default('1'),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    taxRateId: integer('tax_rate_id').references(() => taxRates.id),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 3 }).notNull().default('0'),
    net: numeric('net', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    creditsLineId: integer('credits_line_id').references((): AnyPgColumn => clientInvoiceLines.id),
  },
  (t) => [
    index('client_invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('client_invoice_lines_credits_idx').on(t.creditsLineId).where(sql`${t.creditsLineId} is not null`),
    check('client_invoice_lines_amounts_check', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
  ],
);
