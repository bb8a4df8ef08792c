import { getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { updateWhere } from '../engine/record-sets.ts';
import type { Resource, WriteContext } from '../engine/types.ts';
import { rowsOf, toCents } from './money.ts';

// A document paid through allocations (a client invoice by receipts, a supplier bill by supplier
// payments): its paid amount and status follow them: paid when they reach its amount (less what
// credit notes credit of an invoice), partly_paid when some are made, `open` (issued, approved)
// when none; a draft or void document keeps its status. Through the record service: versions bumped, changes audited.
export const refreshPaidStatus = async (
  ctx: WriteContext,
  doc: { resource: Resource<PgTable>; open: string; allocations: string; key: string },
  ids: number[],
) => {
  if (ids.length === 0) return;
  const table = sql.identifier(getTableName(doc.resource.table));
  const paid = await rowsOf<{ id: number; paid: string }>(
    ctx.tx,
    sql`select d.id, coalesce(sum(a.amount), 0)::numeric(12, 2)::text as paid
        from ${table} d left join ${sql.identifier(doc.allocations)} a on a.${sql.identifier(doc.key)} = d.id
        where d.id = any(${`{${ids.join(',')}}`}::int[]) group by d.id`,
  );
  const byId = new Map(paid.map((r) => [Number(r.id), r.paid]));
  await updateWhere(
    ctx,
    doc.resource,
    inArray(doc.resource.idColumn, ids),
    (row) => {
      if (![doc.open, 'partly_paid', 'paid'].includes(row.status as string)) return undefined;
      const paidAmount = byId.get(row.id as number) ?? '0.00';
      const cents = toCents(paidAmount)!;
      // An invoice partly credited owes only the rest: paid once its receipts cover that.
      const owed = toCents(row.amount as string)! - (toCents(row.creditedAmount ?? '0') ?? 0n);
      const status = cents >= owed ? 'paid' : cents > 0n ? 'partly_paid' : doc.open;
      if (paidAmount === row.paidAmount && status === row.status) return undefined;
      return { paidAmount, status };
    },
    { beforeWrite: false },
  );
};
