import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/index.ts';
import type { Tx } from '../engine/types.ts';
import { isIsoCurrency } from './money.ts';

// The currency the books measure exchange differences in (issue 29): the setting
// `accounting.base_currency`, else the pound sterling, the London agency's home currency (the
// demo's agency address, its first invoices). A value that is not an ISO 4217 code counts as unset.
export const baseCurrencySetting = 'accounting.base_currency';
export const defaultBaseCurrency = 'GBP';

export const baseCurrency = async (tx: Tx): Promise<string> => {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.code, baseCurrencySetting))
    .limit(1);
  const code = row?.value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) && isIsoCurrency(code) ? code : defaultBaseCurrency;
};
