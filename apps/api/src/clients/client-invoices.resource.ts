import { sql } from 'drizzle-orm';
import { lineOutput, readLines } from '../accounting/sales/invoice-lines.ts';
import { clientInvoices } from '../db/schema/index.ts';
import { defineReadOnlyResource } from '../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../engine/exact-filters.ts';
import { toOne } from '../engine/relations.ts';
import type { FileHolder } from '../files/define-file-resource.ts';
import { addInvoiceNames } from './client-invoice-names.ts';

// calls.md 7.5: GET /api/client_invoices (client.id), read by whoever reads clients (the travel
// team reads the invoices of its trips). Invoices and credit notes (`kind`) are written by the
// accounting routes (accounting/sales: create from a trip, edit a draft, issue, credit), never by
// the generic engine. `amount` is a decimal string (product.md §3: prices are strings), `trip` the
// trip's IRI or null, `pdfPath` the stored PDF, opened like an attachment with GET /files/{path};
// a single invoice carries its `lines`.
export const clientInvoicesResource = defineReadOnlyResource({
  type: 'ClientInvoice',
  path: 'client_invoices',
  table: clientInvoices,
  access: 'clients',
  relations: {
    ...toOne({ client: 'Client', trip: 'Trip', creditOf: 'ClientInvoice' }),
  },
  filters: {
    ...exactFilters('client.id', 'trip.id', 'status', 'kind'),
    number: { kind: 'partial', path: 'number' },
    ...dateFilters('dueDate', 'date'),
  },
  order: ['date', 'dueDate', 'number', 'amount', 'id'],
  defaultOrder: { date: 'desc', id: 'desc' },
  extraOutput: {
    lines: {
      type: 'array',
      description:
        'The lines (single item answers only): id, description, quantity, unitPrice, taxRate, taxPercent, tripItem, net, tax, total; credited (what credit notes credit of an invoice line) and creditsLine (the id of the invoice line a credit note line credits, or null).',
      items: { type: 'object' },
    },
    clientName: { type: ['string', 'null'], description: "The client's name (client-invoice-names.ts)" },
    tripReference: { type: ['string', 'null'], description: "The trip's reference, when made from a trip" },
    creditOfNumber: {
      type: ['string', 'null'],
      description: 'A credit note: the number of the invoice it credits',
    },
  },
  hooks: {
    afterList: (items, { tx }) => addInvoiceNames(tx, items),
    afterRead: async (item, { tx }) => {
      item.lines = (await readLines(tx, Number(item.id))).map(lineOutput);
      await addInvoiceNames(tx, [item]);
    },
  },
});

// The PDF opens through the signed file links, for whoever may read clients.
export const clientInvoicePdfs: FileHolder = {
  access: 'clients',
  select: (path) =>
    sql`select coalesce(number, 'draft') as name, 'pdf' as extension, 'application/pdf' as mime_type from client_invoices where pdf_path = ${path}`,
};
