import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

export type TrialBalanceRow = {
  account: string;
  code: string;
  name: string;
  type: string;
  currency: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
};

// The trial balance of a period (issue 29.4): per account and currency, the debits and credits of
// the lines dated from `from` to `to` (both included), their difference (balance = debit − credit),
// and the account's balance before and after the period (opening, closing: what an accountant
// reconciles against the bank and the ledgers). A balance-sheet account (asset, liability, equity)
// opens with every line before `from`; an income or expense account with the lines of its year
// before `from` only (its year starts at zero). Read from journal_daily (the lines' sums per day,
// account and currency, kept by a trigger): a year is at most 365 × accounts × currencies rows
// whatever the number of lines. Totals per currency are equal on both sides: every entry balances.
export const trialBalance = async (tx: Tx, from: string, to: string) => {
  // The query's rows: the report row's own columns, the account by its id.
  const rows = await rowsOf<
    Pick<TrialBalanceRow, 'code' | 'name' | 'type' | 'currency' | 'debit' | 'credit' | 'opening'> & {
      account_id: number;
    }
  >(
    tx,
    sql`
      with sums as (
        select d.account_id, d.currency,
          coalesce(sum(d.debit) filter (where d.date >= ${from}::date), 0) as debit,
          coalesce(sum(d.credit) filter (where d.date >= ${from}::date), 0) as credit,
          coalesce(sum(d.debit - d.credit) filter (
            where d.date < ${from}::date
              and (a.type in ('asset', 'liability', 'equity') or d.date >= date_trunc('year', ${from}::date))
          ), 0) as opening
        from journal_daily d join accounts a on a.id = d.account_id
        where d.date <= ${to}::date
        group by d.account_id, d.currency
      )
      select a.id as account_id, a.code, a.name, a.type, s.currency, s.debit::text as debit,
        s.credit::text as credit, s.opening::text as opening
      from sums s join accounts a on a.id = s.account_id
      where s.debit <> 0 or s.credit <> 0 or s.opening <> 0
      order by a.code, s.currency`,
  );
  const cents = (v: string) => Math.round(Number(v) * 100);
  const accountRows: TrialBalanceRow[] = rows.map((r) => ({
    account: `/api/accounts/${r.account_id}`,
    code: r.code,
    name: r.name,
    type: r.type,
    currency: r.currency,
    debit: r.debit,
    credit: r.credit,
    balance: ((cents(r.debit) - cents(r.credit)) / 100).toFixed(2),
    opening: (cents(r.opening) / 100).toFixed(2),
    closing: ((cents(r.opening) + cents(r.debit) - cents(r.credit)) / 100).toFixed(2),
  }));
  const totals = new Map<string, { debit: number; credit: number }>();
  for (const r of rows) {
    const t = totals.get(r.currency) ?? { debit: 0, credit: 0 };
    t.debit += Math.round(Number(r.debit) * 100);
    t.credit += Math.round(Number(r.credit) * 100);
    totals.set(r.currency, t);
  }
  return {
    from,
    to,
    rows: accountRows,
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        debit: (t.debit / 100).toFixed(2),
        credit: (t.credit / 100).toFixed(2),
      })),
  };
};
