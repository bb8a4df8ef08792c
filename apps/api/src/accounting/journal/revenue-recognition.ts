import { sql } from 'drizzle-orm';
import type { WriteContext } from '../../engine/types.ts';
import type { SystemAccount } from '../chart/system-accounts.ts';
import { rateOrFaceValue, rowsOf, toCents } from '../money.ts';
import { type EntryKind, postEntry } from './post-entry.ts';

// What moves at departure: the client deposits (a liability, credit balance) to revenue, and the
// supplier prepayments (an asset, debit balance: bills approved before the trip) to the cost of
// travel sold.
const moves: { from: SystemAccount; to: SystemAccount; kind: EntryKind; memo: string }[] = [
  { from: 'client_deposits', to: 'revenue', kind: 'revenue_recognition', memo: 'Revenue recognised' },
  { from: 'supplier_prepayments', to: 'cost_of_sales', kind: 'cost_recognition', memo: 'Cost recognised' },
];

// Revenue and cost are recognised at departure (issue 29.4): for every trip that has started on
// `date`, what client deposits and supplier prepayments still hold for it (per currency) moves to
// revenue and to cost, dated `date`, one entry per trip, account and currency. Run daily by the
// accounting.recognise-revenue job and on demand; a trip whose balances are already moved posts
// nothing, so running it twice changes nothing. Answers the number of entries posted.
export const recogniseRevenue = async (ctx: WriteContext, date: string) => {
  let posted = 0;
  for (const move of moves) {
    const held = await rowsOf<{
      trip_id: number;
      client_id: number | null;
      start_date: string;
      currency: string;
      held: string;
    }>(
      ctx.tx,
      sql`
        select l.trip_id, t.client_id, t.start_date::text as start_date, l.currency, sum(l.debit - l.credit)::text as held
        from journal_lines l
        join accounts a on a.id = l.account_id and a.system_key = ${move.from}
        join trips t on t.id = l.trip_id and t.start_date <= ${date}::date
        group by l.trip_id, t.client_id, t.start_date, l.currency
        having sum(l.debit - l.credit) <> 0
        order by l.trip_id, l.currency`,
    );
    for (const h of held) {
      // A debit balance (prepayments) is credited away, a credit balance (deposits) debited away.
      const cents = toCents(h.held)!;
      const moved = cents > 0n ? cents : -cents;
      const rate = await rateOrFaceValue(ctx.tx, h.currency);
      const id = await postEntry(ctx, {
        date,
        kind: move.kind,
        memo: `${move.memo} at departure (${h.start_date})`,
        tripId: Number(h.trip_id),
        clientId: h.client_id === null ? null : Number(h.client_id),
        lines: [
          {
            account: move.from,
            currency: h.currency,
            rate,
            ...(cents > 0n ? { credit: moved } : { debit: moved }),
          },
          {
            account: move.to,
            currency: h.currency,
            rate,
            ...(cents > 0n ? { debit: moved } : { credit: moved }),
          },
        ],
      });
      if (id) posted++;
    }
  }
  return posted;
};
