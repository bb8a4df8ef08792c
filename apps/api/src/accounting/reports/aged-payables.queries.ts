import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// Aged payables on a date (issue 29.4): what the agency still owes on each open bill (approved or
// partly paid: amount − allocated payments), per vendor and currency in buckets of days past its
// due date (not yet due, 1–30, 31–60, 61–90, over 90), and per due date and currency (what falls
// due when). Both read supplier_bills_open_owed_idx; vendors are joined to the sums.
export const agedPayables = async (tx: Tx, date: string, vendorId?: number) => {
  const vendor = vendorId === undefined ? sql`true` : sql`b.vendor_id = ${vendorId}`;
  const open = sql`
    select b.vendor_id, b.currency, b.due_date, b.amount - b.paid_amount as owed,
      ${date}::date - coalesce(b.due_date, ${date}::date) as late
    from supplier_bills b
    where b.status in ('approved', 'partly_paid') and ${vendor}`;
  const [rows, dueDates] = await Promise.all([
    rowsOf<Record<string, string | number>>(
      tx,
      sql`
        with open as (${open}),
        sums as (
          select vendor_id, currency,
            coalesce(sum(owed) filter (where late <= 0), 0)::numeric(14, 2)::text as current,
            coalesce(sum(owed) filter (where late between 1 and 30), 0)::numeric(14, 2)::text as days1_30,
            coalesce(sum(owed) filter (where late between 31 and 60), 0)::numeric(14, 2)::text as days31_60,
            coalesce(sum(owed) filter (where late between 61 and 90), 0)::numeric(14, 2)::text as days61_90,
            coalesce(sum(owed) filter (where late > 90), 0)::numeric(14, 2)::text as over90,
            sum(owed)::numeric(14, 2)::text as total,
            count(*)::int as bills
          from open group by vendor_id, currency
        )
        select s.*, v.name as vendor_name
        from sums s join vendors v on v.id = s.vendor_id
        order by v.name, s.vendor_id, s.currency`,
    ),
    rowsOf<{ due_date: string | null; currency: string; amount: string; bills: number }>(
      tx,
      sql`
        with open as (${open})
        select due_date::text as due_date, currency, sum(owed)::numeric(14, 2)::text as amount, count(*)::int as bills
        from open group by due_date, currency
        order by due_date nulls last, currency`,
    ),
  ]);
  return {
    date,
    rows: rows.map((r) => ({
      vendor: `/api/vendors/${r.vendor_id}`,
      vendorName: r.vendor_name,
      currency: r.currency,
      current: r.current,
      days1To30: r.days1_30,
      days31To60: r.days31_60,
      days61To90: r.days61_90,
      over90: r.over90,
      total: r.total,
      bills: Number(r.bills),
    })),
    dueDates: dueDates.map((r) => ({
      dueDate: r.due_date,
      currency: r.currency,
      amount: r.amount,
      bills: Number(r.bills),
    })),
  };
};
