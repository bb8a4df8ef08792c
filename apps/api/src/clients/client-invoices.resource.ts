import { sql } from 'drizzle-orm';
import { clientInvoices } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import type { FileHolder } from '../files/define-file-resource.ts';

// calls.md 7.5: GET /api/client_invoices (client.id). Read-only: invoices are created from trips
// (a later issue). `amount` is a decimal string (product.md §3: prices are strings), `trip` the
// trip's IRI or null, `pdfPath` the stored PDF, opened like an attachment with GET /files/{path}.
export const clientInvoicesResource = defineResource({
  type: 'ClientInvoice',
  path: 'client_invoices',
  table: clientInvoices,
  access: 'clients',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId' },
  },
  filters: {
    'client.id': { kind: 'exact', path: 'client.id' },
    status: { kind: 'exact', path: 'status' },
    number: { kind: 'partial', path: 'number' },
  },
  order: ['date', 'number', 'amount', 'id'],
  defaultOrder: { date: 'desc', id: 'desc' },
});

// The PDF opens through the signed file links, for whoever may read clients.
export const clientInvoicePdfs: FileHolder = {
  access: 'clients',
  select: (path) =>
    sql`select number as name, 'pdf' as extension, 'application/pdf' as mime_type from client_invoices where pdf_path = ${path}`,
};
