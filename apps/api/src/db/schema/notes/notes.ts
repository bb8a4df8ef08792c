import { sql } from 'drizzle-orm';
import { check, index, text } from 'drizzle-orm/pg-core';
import { vendors } from '../catalogue/vendors.ts';
import { clientInvoices } from '../clients/client-invoices.ts';
import { clients } from '../clients/clients.ts';
import { entityTable, refId } from '../columns.ts';
import { trips } from '../trips/trips.ts';

// Notes on records (issue 29.6, calls.md 7.9 /api/notes): a staff member's free text on one trip,
// client, vendor or invoice; the author is the audit column created_by. A note goes with its record.
export const notes = entityTable(
  'notes',
  {
    body: text('body').notNull(),
    tripId: refId('trip_id', () => trips.id, 'cascade'),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    vendorId: refId('vendor_id', () => vendors.id, 'cascade'),
    clientInvoiceId: refId('client_invoice_id', () => clientInvoices.id, 'cascade'),
  },
  (t) => [
    check(
      'notes_one_record',
      sql`num_nonnulls(${t.tripId}, ${t.clientId}, ${t.vendorId}, ${t.clientInvoiceId}) = 1`,
    ),
    // A record's notes, newest first: one index per kind, holding only that kind's rows.
    index('notes_trip_idx').on(t.tripId, t.id).where(sql`${t.tripId} is not null`),
    index('notes_client_idx').on(t.clientId, t.id).where(sql`${t.clientId} is not null`),
    index('notes_vendor_idx').on(t.vendorId, t.id).where(sql`${t.vendorId} is not null`),
    index('notes_client_invoice_idx')
      .on(t.clientInvoiceId, t.id)
      .where(sql`${t.clientInvoiceId} is not null`),
  ],
);
