import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';
import { bucketColumns, bucketsOf, daysLate } from './ageing.ts';

// Aged payables on a date (issue 29.4): what the agency still owes on each open bill (approved or
// partly paid: amount − allocated payments), per vendor and currency in buckets of days past its
// due date (not yet due, 1–30, 31–60, 61–90, over 90), and per due date and currency (what falls
// due when). Both read supplier_bills_open_owed_idx; vendors are joined to the sums.
export const agedPayables = async (tx: Tx, date: string, vendorId?: number) => {
  const vendor = vendorId === undefined ? sql`true` : sql`b.vendor_id = ${vendorId}`;
  const open = sql`
    select b.vendor_id, b.currency, b.due_date, b.amount - b.paid_amount as owed,
      ${daysLate(date, sql`b.due_date`)} as late
    from supplier_bills b
    where b.status in ('approved', 'partly_paid') and ${vendor}`;
  const [rows, dueDates] = await Promise.all([
    rowsOf<Record<string, string | number>>(
      tx,
      sql`
        with open as (${open}),
        sums as (
          select vendor_id, currency, ${bucketColumns}, count(*)::int as bills
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
      ...bucketsOf(r),
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
