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
};

// The trial balance of a period (issue 29.4): per account and currency, the debits and credits of
// the lines dated from `from` to `to` (both included) and their difference (debit − credit). Read
// from journal_daily (the lines' sums per day, account and currency, kept by a trigger): a year is
// at most 365 × accounts × currencies rows whatever the number of lines. Totals per currency are
// equal on both sides: every entry balances.
export const trialBalance = async (tx: Tx, from: string, to: string) => {
  const rows = await rowsOf<{
    account_id: number;
    code: string;
    name: string;
    type: string;
    currency: string;
    debit: string;
    credit: string;
  }>(
    tx,
    sql`
      with sums as (
        select account_id, currency, sum(debit) as debit, sum(credit) as credit
        from journal_daily where date >= ${from}::date and date <= ${to}::date
        group by account_id, currency
      )
      select a.id as account_id, a.code, a.name, a.type, s.currency, s.debit::text as debit, s.credit::text as credit
      from sums s join accounts a on a.id = s.account_id
      order by a.code, s.currency`,
  );
  const accountRows: TrialBalanceRow[] = rows.map((r) => ({
    account: `/api/accounts/${r.account_id}`,
    code: r.code,
    name: r.name,
    type: r.type,
    currency: r.currency,
    debit: r.debit,
    credit: r.credit,
    balance: (Number(r.debit) - Number(r.credit)).toFixed(2),
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
