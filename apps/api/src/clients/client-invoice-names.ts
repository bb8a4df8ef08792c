import { sql } from 'drizzle-orm';
import type { Row, Tx } from '../engine/types.ts';

type Names = {
  id: number;
  client_name: string | null;
  trip_reference: string | null;
  credit_of_number: string | null;
};

// The names the sales screens show beside an invoice's links: its client's name, its trip's
// reference and, for a credit note, the number of the invoice it credits. One query per list page
// (or single answer), so a list of invoices never reads its clients and trips one by one.
export const addInvoiceNames = async (tx: Tx, items: Row[]) => {
  const ids = items.map((item) => Number(item.id)).filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  const { rows } = (await tx.execute(sql`
    select ci.id, c.name as client_name, t.reference as trip_reference, cr.number as credit_of_number
    from client_invoices ci
    left join clients c on c.id = ci.client_id
    left join trips t on t.id = ci.trip_id
    left join client_invoices cr on cr.id = ci.credit_of_id
    where ci.id = any(${`{${ids.join(',')}}`}::int[])`)) as unknown as { rows: Names[] };
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const item of items) {
    const names = byId.get(Number(item.id));
    item.clientName = names?.client_name ?? null;
    item.tripReference = names?.trip_reference ?? null;
    item.creditOfNumber = names?.credit_of_number ?? null;
  }
};
