import { sql } from 'drizzle-orm';
import type { Row, Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

type Names = { id: number; vendor_name: string | null; trip_reference: string | null };

// The names the purchases screens show beside a bill's or a supplier payment's links: its vendor's
// name and, for a bill or a commission, its trip's reference. One query per list page (or single answer), so a list
// never reads its vendors and trips one by one (as client-invoice-names.ts does for invoices).
export const addPurchaseNames = async (
  tx: Tx,
  table: 'supplier_bills' | 'supplier_payments' | 'supplier_commissions',
  items: Row[],
) => {
  const ids = items.map((item) => Number(item.id)).filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  const trip =
    table !== 'supplier_payments'
      ? sql`(select t.reference from trips t where t.id = d.trip_id)`
      : sql`null::text`;
  const rows = await rowsOf<Names>(
    tx,
    sql`select d.id, v.name as vendor_name, ${trip} as trip_reference
        from ${sql.identifier(table)} d left join vendors v on v.id = d.vendor_id
        where d.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const item of items) {
    const names = byId.get(Number(item.id));
    item.vendorName = names?.vendor_name ?? null;
    if (table !== 'supplier_payments') item.tripReference = names?.trip_reference ?? null;
  }
};

// The read hooks of a resource whose answers carry those names, on list pages and single answers.
export const purchaseNameHooks = (table: 'supplier_payments' | 'supplier_commissions') => ({
  afterList: (items: Row[], { tx }: { tx: Tx }) => addPurchaseNames(tx, table, items),
  afterRead: (item: Row, { tx }: { tx: Tx }) => addPurchaseNames(tx, table, [item]),
});
