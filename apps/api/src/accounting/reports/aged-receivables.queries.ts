import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// Aged receivables on a date (issue 29.4): what is still owed on each open invoice (issued or
// partly paid: total − allocated receipts), by client and currency, in buckets of days past its
// due date: not yet due, 1–30, 31–60, 61–90, over 90. Summed per (client, currency) from
// client_invoices_open_owed_idx alone, then named (clients joined to the sums, not to every invoice).
export const agedReceivables = async (tx: Tx, date: string) => {
  const rows = await rowsOf<Record<string, string | number>>(
    tx,
    sql`
      with open as (
        select i.client_id, i.currency, i.amount - i.paid_amount as owed,
          ${date}::date - coalesce(i.due_date, ${date}::date) as late
        from client_invoices i
        where i.kind = 'invoice' and i.status in ('issued', 'partly_paid')
      ),
      sums as (
        select client_id, currency,
          coalesce(sum(owed) filter (where late <= 0), 0)::text as current,
          coalesce(sum(owed) filter (where late between 1 and 30), 0)::text as days1_30,
          coalesce(sum(owed) filter (where late between 31 and 60), 0)::text as days31_60,
          coalesce(sum(owed) filter (where late between 61 and 90), 0)::text as days61_90,
          coalesce(sum(owed) filter (where late > 90), 0)::text as over90,
          sum(owed)::text as total,
          count(*)::int as invoices
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
      current: r.current,
      days1To30: r.days1_30,
      days31To60: r.days31_60,
      days61To90: r.days61_90,
      over90: r.over90,
      total: r.total,
      invoices: Number(r.invoices),
    })),
  };
};
