import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { clientInvoices } from '../clients/client-invoices.ts';
import { idColumn, money, ownerId, refId } from '../columns.ts';
import { tripItems } from '../trips/trip-items.ts';
import { taxRates } from './tax-rates.ts';

// What every line of a document (an invoice, a bill) starts with after its document: its place,
// its text, and the trip item it is for (none for a line typed by hand).
export const documentLineColumns = () => ({
  position: integer('position').notNull().default(0),
  description: varchar('description', { length: 255 }).notNull(),
  tripItemId: refId('trip_item_id', () => tripItems.id, 'set null'),
});

// The lines of an invoice or credit note: written with the draft (replaced as a whole by an edit),
// fixed once it is issued. net = round(quantity × unitPrice), tax = round(net × taxPercent / 100)
// in the invoice's currency; the invoice's amounts are their sums. A credit note's line names the
// invoice line it credits (`credits_line_id`), so what is left to credit on each line is that line's
// total less the credit lines naming it (sales/credit-note.ts).
export const clientInvoiceLines = pgTable(
  'client_invoice_lines',
  {
    id: idColumn(),
    invoiceId: ownerId('invoice_id', () => clientInvoices.id),
    ...documentLineColumns(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull().default('1'),
    unitPrice: money('unit_price').notNull(),
    taxRateId: refId('tax_rate_id', () => taxRates.id, 'no action'),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 3 }).notNull().default('0'),
    net: money('net').notNull(),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull(),
    creditsLineId: integer('credits_line_id').references((): AnyPgColumn => clientInvoiceLines.id),
  },
  (t) => [
    index('client_invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('client_invoice_lines_credits_idx').on(t.creditsLineId).where(sql`${t.creditsLineId} is not null`),
    check('client_invoice_lines_amounts_check', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
  ],
);
