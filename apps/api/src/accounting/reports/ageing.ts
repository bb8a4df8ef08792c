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

// The open documents of `open` (party_id, currency, due_date, owed and late) summed per party
// (`client`: clients, `vendor`: vendors) and currency in buckets, named (the party table joined to
// the sums, not to every document), each row counting its documents under `count`.
export const agedByParty = async <K extends string>(
  tx: Tx,
  open: SQL,
  party: 'client' | 'vendor',
  count: K,
) => {
  const key = sql.raw(`${party}_id`);
  const rows = await rowsOf<Record<string, string | number>>(
    tx,
    sql`
      with open as (${open}),
      sums as (
        select ${key}, currency, ${bucketColumns}, count(*)::int as documents
        from open group by ${key}, currency
      )
      select s.*, p.name as party_name
      from sums s join ${sql.raw(`${party}s`)} p on p.id = s.${key}
      order by p.name, s.${key}, s.currency`,
  );
  return rows.map((r) => ({
    [party]: `/api/${party}s/${r[`${party}_id`]}`,
    [`${party}Name`]: r.party_name,
    currency: r.currency,
    ...bucketsOf(r),
    ...({ [count]: Number(r.documents ?? 0) } as Record<K, number>),
  }));
};

// What is open with a vendor (bills the agency owes, commissions owed to it), aged on `date`: per
// vendor and currency in buckets (agedByParty), and per due date and currency; `open` selects
// vendor_id, currency, due_date, owed and late, and each row counts its documents under `count`
// ('bills', 'commissions').
export const agedByVendor = async <K extends string>(tx: Tx, date: string, open: SQL, count: K) => {
  const [rows, dueDates] = await Promise.all([
    agedByParty(tx, open, 'vendor', count),
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
    rows,
    dueDates: dueDates.map((r) => ({
      dueDate: r.due_date,
      currency: r.currency,
      amount: r.amount,
      ...counted(r.documents),
    })),
  };
};
