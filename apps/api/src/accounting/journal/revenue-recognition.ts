import { sql } from 'drizzle-orm';
import type { WriteContext } from '../../engine/types.ts';
import { rateOrFaceValue, rowsOf, toCents } from '../money.ts';
import { postEntry } from './post-entry.ts';

// Revenue is recognised at departure (issue 29.4): for every trip that has started on `date`, what
// client deposits still hold for it (per currency) moves to revenue, dated the trip's start date
// (or `date` when that is earlier than a deposit's posting… never: deposits are only posted before
// the start). Run daily by the accounting.recognise-revenue job and on demand; a trip whose
// deposits are already moved posts nothing, so running it twice changes nothing.
export const recogniseRevenue = async (ctx: WriteContext, date: string) => {
  const held = await rowsOf<{
    trip_id: number;
    client_id: number | null;
    start_date: string;
    currency: string;
    held: string;
  }>(
    ctx.tx,
    sql`
      select l.trip_id, t.client_id, t.start_date::text as start_date, l.currency, sum(l.credit - l.debit)::text as held
      from journal_lines l
      join accounts a on a.id = l.account_id and a.system_key = 'client_deposits'
      join trips t on t.id = l.trip_id and t.start_date <= ${date}::date
      group by l.trip_id, t.client_id, t.start_date, l.currency
      having sum(l.credit - l.debit) <> 0
      order by l.trip_id, l.currency`,
  );
  let posted = 0;
  for (const h of held) {
    const cents = toCents(h.held)!;
    const rate = await rateOrFaceValue(ctx.tx, h.currency);
    const moved = cents > 0n ? cents : -cents;
    const id = await postEntry(ctx, {
      date,
      kind: 'revenue_recognition',
      memo: `Revenue recognised at departure (${h.start_date})`,
      tripId: Number(h.trip_id),
      clientId: h.client_id === null ? null : Number(h.client_id),
      lines: [
        {
          account: 'client_deposits',
          currency: h.currency,
          rate,
          ...(cents > 0n ? { debit: moved } : { credit: moved }),
        },
        {
          account: 'revenue',
          currency: h.currency,
          rate,
          ...(cents > 0n ? { credit: moved } : { debit: moved }),
        },
      ],
    });
    if (id) posted++;
  }
  return posted;
};
