import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';

// The next number of a kind of document in a year (INV-2027-00001, CN-2027-00001): the counter
// row is incremented in the issuing transaction and stays locked until it ends, so concurrent
// issues of the year take turns and a rolled-back issue gives its number back: no gaps.
export const nextNumber = async (tx: Tx, prefix: 'INV' | 'CN', date: string): Promise<string> => {
  const year = Number(date.slice(0, 4));
  const { rows } = (await tx.execute(sql`
    insert into document_counters (prefix, year, last) values (${prefix}, ${year}, 1)
    on conflict (prefix, year) do update set last = document_counters.last + 1
    returning last`)) as unknown as { rows: { last: number }[] };
  return `${prefix}-${year}-${String(rows[0]!.last).padStart(5, '0')}`;
};
