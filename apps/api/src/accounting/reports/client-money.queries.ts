import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// Money held for clients on a day (issue 29.4): for every trip not yet travelled on `date` (its
// start date after it), what its receipts put in the trust bank and in the operating bank, and what
// client deposits (the liability) hold for it, from the journal lines dated up to that day. One
// pass over `journal_lines_trip_idx` (trip_id, account_id, currency, debit, credit) for the bank and
// deposit accounts; trips and clients joined to the sums. `accounts` sums the rows per bank account
// and currency (what the bank statements should show for client money), `totals` per currency.
export const clientMoney = async (tx: Tx, date: string) => {
  const rows = await rowsOf<Record<string, string>>(
    tx,
    sql`
      with held as (
        select l.trip_id, l.currency,
          coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'trust_bank'), 0)::numeric(14, 2) as trust,
          coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'operating_bank'), 0)::numeric(14, 2) as operating,
          coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'client_deposits'), 0)::numeric(14, 2) as deposits
        from journal_lines l
        join accounts a on a.id = l.account_id and a.system_key in ('trust_bank', 'operating_bank', 'client_deposits')
        join trips t on t.id = l.trip_id and t.start_date > ${date}::date
        where l.trip_id is not null and l.date <= ${date}::date
        group by l.trip_id, l.currency
      )
      select h.trip_id::text as trip_id, t.reference, t.start_date::text as start_date, c.name as client_name,
        h.currency, h.trust::text as trust, h.operating::text as operating, h.deposits::text as deposits
      from held h join trips t on t.id = h.trip_id left join clients c on c.id = t.client_id
      where h.trust <> 0 or h.operating <> 0 or h.deposits <> 0
      order by t.start_date, t.reference, h.currency`,
  );
  const accounts = await rowsOf<Record<string, string>>(
    tx,
    sql`select id::text as id, code, name, system_key from accounts
        where system_key in ('trust_bank', 'operating_bank') order by code`,
  );
  const sum = (list: Record<string, string>[], key: string) =>
    (list.reduce((n, r) => n + Math.round(Number(r[key]) * 100), 0) / 100).toFixed(2);
  const currencies = [...new Set(rows.map((r) => r.currency!))].sort();
  return {
    date,
    rows: rows.map((r) => ({
      trip: `/api/trips/${r.trip_id}`,
      tripReference: r.reference,
      clientName: r.client_name ?? null,
      startDate: r.start_date,
      currency: r.currency,
      trust: r.trust,
      operating: r.operating,
      deposits: r.deposits,
    })),
    accounts: accounts.flatMap((a) =>
      currencies.map((currency) => ({
        account: `/api/accounts/${a.id}`,
        code: a.code,
        name: a.name,
        kind: a.system_key === 'trust_bank' ? 'trust' : 'operating',
        currency,
        amount: sum(
          rows.filter((r) => r.currency === currency),
          a.system_key === 'trust_bank' ? 'trust' : 'operating',
        ),
      })),
    ),
    totals: currencies.map((currency) => {
      const of = rows.filter((r) => r.currency === currency);
      return {
        currency,
        trust: sum(of, 'trust'),
        operating: sum(of, 'operating'),
        deposits: sum(of, 'deposits'),
        trips: new Set(of.map((r) => r.trip_id)).size,
      };
    }),
  };
};
