import { inArray, sql } from 'drizzle-orm';
import { supplierBills } from '../../db/schema/index.ts';
import { updateWhere } from '../../engine/record-sets.ts';
import type { WriteContext } from '../../engine/types.ts';
import { rowsOf, toCents } from '../money.ts';
import { supplierBillsResource } from './supplier-bills.resource.ts';

// Sets the paid amount and status of bills from their allocations: paid when they reach the
// amount, partly_paid when some are made, approved when none (a draft or void bill keeps its
// status). Through the record service: versions bumped, changes audited.
export const refreshBillsPaid = async (ctx: WriteContext, billIds: number[]) => {
  if (billIds.length === 0) return;
  const paid = await rowsOf<{ id: number; paid: string }>(
    ctx.tx,
    sql`select b.id, coalesce(sum(a.amount), 0)::numeric(12, 2)::text as paid
        from supplier_bills b left join supplier_payment_allocations a on a.supplier_bill_id = b.id
        where b.id = any(${`{${billIds.join(',')}}`}::int[]) group by b.id`,
  );
  const byId = new Map(paid.map((r) => [Number(r.id), r.paid]));
  await updateWhere(
    ctx,
    supplierBillsResource,
    inArray(supplierBills.id, billIds),
    (row) => {
      if (!['approved', 'partly_paid', 'paid'].includes(row.status)) return undefined;
      const paidAmount = byId.get(row.id) ?? '0.00';
      const cents = toCents(paidAmount)!;
      const status = cents >= toCents(row.amount)! ? 'paid' : cents > 0n ? 'partly_paid' : 'approved';
      if (paidAmount === row.paidAmount && status === row.status) return undefined;
      return { paidAmount, status };
    },
    { beforeWrite: false },
  );
};
