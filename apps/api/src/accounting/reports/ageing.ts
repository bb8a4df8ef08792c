import { type SQL, sql } from 'drizzle-orm';

// What every ageing report shares (aged receivables and payables, decisions 304 and 322): from a
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
