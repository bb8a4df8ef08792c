import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';
import { clients } from './clients.ts';

// A client's invoice. Read-only for now: invoices will be created from trips. `trip` holds the
// trip's IRI until the trips table exists, then becomes a foreign key; `pdfPath` is a stored file
// (files/file-store.ts) opened through the signed links of GET /files/{path}.
export const clientInvoices = pgTable(
  'client_invoices',
  {
    id: idColumn(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 32 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    // draft | issued | paid | overdue | cancelled (the invoiceStatus enum).
    status: varchar('status', { length: 32 }).notNull().default('issued'),
    trip: varchar('trip', { length: 64 }),
    pdfPath: varchar('pdf_path', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('client_invoices_number_idx').on(t.number),
    index('client_invoices_client_idx').on(t.clientId, t.date),
    index('client_invoices_pdf_idx').on(t.pdfPath),
  ],
);
