import { inArray, sql } from 'drizzle-orm';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { clientInvoices } from '../../db/schema/index.ts';
import { updateWhere } from '../../engine/record-sets.ts';
import type { WriteContext } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// Sets the paid amount and status of invoices from their allocations: paid when the allocations
// reach the total, partly_paid when some are made, issued when none (a void or draft invoice keeps
// its status). Through the record service: versions bumped, changes audited.
export const refreshInvoicesPaid = async (ctx: WriteContext, invoiceIds: number[]) => {
  if (invoiceIds.length === 0) return;
  const paid = await rowsOf<{ id: number; paid: string }>(
    ctx.tx,
    sql`select i.id, coalesce(sum(pa.amount), 0)::numeric(12, 2)::text as paid
        from client_invoices i left join payment_allocations pa on pa.client_invoice_id = i.id
        where i.id = any(${`{${invoiceIds.join(',')}}`}::int[]) group by i.id`,
  );
  const byId = new Map(paid.map((r) => [Number(r.id), r.paid]));
  await updateWhere(
    ctx,
    clientInvoicesResource,
    inArray(clientInvoices.id, invoiceIds),
    (row) => {
      if (!['issued', 'partly_paid', 'paid'].includes(row.status)) return undefined;
      const paidAmount = byId.get(row.id) ?? '0.00';
      const status =
        Number(paidAmount) >= Number(row.amount) ? 'paid' : Number(paidAmount) > 0 ? 'partly_paid' : 'issued';
      return { paidAmount, status };
    },
    { beforeWrite: false },
  );
};
