import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/index.ts';
import type { WriteContext } from '../../engine/types.ts';
import { deleteOrphanFile } from '../../files/delete-file-later.ts';
import { fileStoreOf, storeFile } from '../../files/file-store.ts';
import { invoicePdf } from '../../seed/demo-invoices.ts';
import type { InvoiceRow } from './drafts.ts';
import { readLines } from './invoice-lines.ts';

// The PDF of an invoice or credit note as issued (issue 29.1): drawn once, when it is issued, under
// a fresh stored path that nothing ever rewrites (the document itself never changes after), so the
// file is the immutable version of what was sent. It is written inside the issuing transaction
// (its number is only known there); `stored` collects the paths so that a transaction that fails
// after drawing removes its orphan (removeOrphans).
export const storeIssuedPdf = async (ctx: WriteContext, row: InvoiceRow, stored: string[]) => {
  const [client] = await ctx.tx
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, row.clientId));
  const lines = await readLines(ctx.tx, row.id);
  const title = row.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  const text = [
    `${title} ${row.number}`,
    `Date: ${row.date}${row.dueDate && row.kind === 'invoice' ? `   Due: ${row.dueDate}` : ''}`,
    `Client: ${client?.name ?? ''}`,
    ...lines.map(
      (l) =>
        `${l.description.slice(0, 60)}  ${l.quantity} x ${l.unitPrice}  tax ${l.taxPercent}%  = ${l.total}`,
    ),
    `Net: ${row.netAmount} ${row.currency}   Tax: ${row.taxAmount}   Total: ${row.amount} ${row.currency}`,
  ];
  const path = await storeFile(fileStoreOf(ctx.deps.config), invoicePdf(text), {
    extension: 'pdf',
    contentType: 'application/pdf',
  });
  stored.push(path);
  return path;
};

export const removeOrphans = async (ctx: Pick<WriteContext, 'deps'>, stored: string[]) => {
  for (const path of stored) await deleteOrphanFile(ctx.deps.db, ctx.deps.config, path);
};
