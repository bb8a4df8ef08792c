import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';
import { bucketColumns, bucketsOf, daysLate } from './ageing.ts';

// Aged commissions on a date (issue 29.4: supplier-paid commissions, a receivable with its own
// ageing): what vendors still owe the agency on expected commissions, per vendor and currency in
// buckets of days past the due date (not yet due, 1–30, 31–60, 61–90, over 90), and per due date
// and currency (when it should come in). The same shape as aged payables; both read
// supplier_commissions_open_idx; vendors are joined to the sums.
export const agedCommissions = async (tx: Tx, date: string, vendorId?: number) => {
  const vendor = vendorId === undefined ? sql`true` : sql`c.vendor_id = ${vendorId}`;
  const open = sql`
    select c.vendor_id, c.currency, c.due_date, c.amount as owed,
      ${daysLate(date, sql`c.due_date`)} as late
    from supplier_commissions c
    where c.status = 'expected' and ${vendor}`;
  const [rows, dueDates] = await Promise.all([
    rowsOf<Record<string, string | number>>(
      tx,
      sql`
        with open as (${open}),
        sums as (
          select vendor_id, currency, ${bucketColumns}, count(*)::int as commissions
          from open group by vendor_id, currency
        )
        select s.*, v.name as vendor_name
        from sums s join vendors v on v.id = s.vendor_id
        order by v.name, s.vendor_id, s.currency`,
    ),
    rowsOf<{ due_date: string | null; currency: string; amount: string; commissions: number }>(
      tx,
      sql`
        with open as (${open})
        select due_date::text as due_date, currency, sum(owed)::numeric(14, 2)::text as amount,
          count(*)::int as commissions
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
      commissions: Number(r.commissions),
    })),
    dueDates: dueDates.map((r) => ({
      dueDate: r.due_date,
      currency: r.currency,
      amount: r.amount,
      commissions: Number(r.commissions),
    })),
  };
};
