import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';
import { bucketColumns, bucketsOf, daysLate } from './ageing.ts';

// Aged receivables on a date (issue 29.4): what is still owed on each open invoice (issued or
// partly paid: total − allocated receipts − credit notes), by client and currency, in buckets of
// days past its due date: not yet due, 1–30, 31–60, 61–90, over 90 (ageing.ts). Summed per (client,
// currency) from client_invoices_open_owed_idx alone, then named (clients joined to the sums, not to
// every invoice).
export const agedReceivables = async (tx: Tx, date: string) => {
  const rows = await rowsOf<Record<string, string | number>>(
    tx,
    sql`
      with open as (
        select i.client_id, i.currency, i.amount - i.paid_amount - i.credited_amount as owed,
          ${daysLate(date, sql`i.due_date`)} as late
        from client_invoices i
        where i.kind = 'invoice' and i.status in ('issued', 'partly_paid')
      ),
      sums as (
        select client_id, currency, ${bucketColumns}, count(*)::int as invoices
        from open group by client_id, currency
      )
      select s.*, c.name as client_name
      from sums s join clients c on c.id = s.client_id
      order by c.name, s.client_id, s.currency`,
  );
  return {
    date,
    rows: rows.map((r) => ({
      client: `/api/clients/${r.client_id}`,
      clientName: r.client_name,
      currency: r.currency,
      ...bucketsOf(r),
      invoices: Number(r.invoices),
    })),
  };
};
