import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// What every ageing report shares (aged receivables, payables and commissions, decisions 304, 322, 360): from a
// set of open documents, each with what is still `owed` and how many days it is `late` on the
// report's day, the sums per bucket of days past due: not yet due, 1–30, 31–60, 61–90, over 90.

/** Days past the due date on `date` (0 when there is none: not yet due). */
export const daysLate = (date: string, dueDate: SQL) =>
  sql`${date}::date - coalesce(${dueDate}, ${date}::date)`;

/** The bucket sums and the total, as select columns over rows with `owed` and `late`. */
export const bucketColumns = sql`
  coalesce(sum(owed) filter (where late <= 0), 0)::numeric(14, 2)::text as current,
  coalesce(sum(owed) filter (where late between 1 and 30), 0)::numeric(14, 2)::text as days1_30,
  coalesce(sum(owed) filter (where late between 31 and 60), 0)::numeric(14, 2)::text as days31_60,
  coalesce(sum(owed) filter (where late between 61 and 90), 0)::numeric(14, 2)::text as days61_90,
  coalesce(sum(owed) filter (where late > 90), 0)::numeric(14, 2)::text as over90,
  sum(owed)::numeric(14, 2)::text as total`;

/** A row's buckets as the reports answer them. */
export const bucketsOf = (r: Record<string, string | number>) => ({
  current: r.current as string,
  days1To30: r.days1_30 as string,
  days31To60: r.days31_60 as string,
  days61To90: r.days61_90 as string,
  over90: r.over90 as string,
  total: r.total as string,
});

// What is open with a vendor (bills the agency owes, commissions owed to it), aged on `date`: per
// vendor and currency in buckets, and per due date and currency; `open` selects vendor_id,
// currency, due_date, owed and late, and each row counts its documents under `count` ('bills',
// 'commissions'). Vendors are joined to the sums.
export const agedByVendor = async <K extends string>(tx: Tx, date: string, open: SQL, count: K) => {
  const [rows, dueDates] = await Promise.all([
    rowsOf<Record<string, string | number>>(
      tx,
      sql`
        with open as (${open}),
        sums as (
          select vendor_id, currency, ${bucketColumns}, count(*)::int as documents
          from open group by vendor_id, currency
        )
        select s.*, v.name as vendor_name
        from sums s join vendors v on v.id = s.vendor_id
        order by v.name, s.vendor_id, s.currency`,
    ),
    rowsOf<{ due_date: string | null; currency: string; amount: string; documents: number }>(
      tx,
      sql`
        with open as (${open})
        select due_date::text as due_date, currency, sum(owed)::numeric(14, 2)::text as amount,
          count(*)::int as documents
        from open group by due_date, currency
        order by due_date nulls last, currency`,
    ),
  ]);
  const counted = (n: string | number) => ({ [count]: Number(n) }) as Record<K, number>;
  return {
    date,
    rows: rows.map((r) => ({
      vendor: `/api/vendors/${r.vendor_id}`,
      vendorName: r.vendor_name,
      currency: r.currency,
      ...bucketsOf(r),
      ...counted(r.documents ?? 0),
    })),
    dueDates: dueDates.map((r) => ({
      dueDate: r.due_date,
      currency: r.currency,
      amount: r.amount,
      ...counted(r.documents),
    })),
  };
};
