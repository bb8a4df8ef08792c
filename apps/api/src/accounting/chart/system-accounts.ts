import { isNotNull } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { Tx } from '../../engine/types.ts';

// The accounts the postings use, by their system key (seeded by the accounting migration).
export const systemAccountKeys = [
  'trust_bank',
  'operating_bank',
  'receivables',
  'commissions_receivable',
  'supplier_prepayments',
  'supplier_payables',
  'client_deposits',
  'tax_payable',
  'retained_earnings',
  'revenue',
  'margin_income',
  'commission_income',
  'cost_of_sales',
  'exchange_differences',
] as const;
export type SystemAccount = (typeof systemAccountKeys)[number];

export const systemAccountIds = async (tx: Tx): Promise<Record<SystemAccount, number>> => {
  const rows = await tx
    .select({ id: accounts.id, key: accounts.systemKey })
    .from(accounts)
    .where(isNotNull(accounts.systemKey));
  const ids = Object.fromEntries(rows.map((r) => [r.key, r.id])) as Record<SystemAccount, number>;
  for (const key of systemAccountKeys) {
    if (ids[key] === undefined) throw new Error(`The chart of accounts lacks the system account ${key}`);
  }
  return ids;
};
