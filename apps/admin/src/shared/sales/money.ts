import { formatMoney as format } from '@backoffice/ui/currency';
import * as v from 'valibot';

/** An amount of the sales screens, to the cent: '12500.5', 'GBP' → 'GBP 12,500.50' (the admin's one format, issue 30.12). */
export const formatMoney = (amount: string | number, currency: string | null | undefined) =>
  format(amount, currency, { cents: 'always' });

/** How many decimals the currency has (JPY 0, EUR 2), as the API checks amounts. */
export const decimalsOf = (currency: string) => {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2; // not a currency code: the form says so on its own field
  }
};

/** An amount typed by the user ("1,250.5") is valid for the currency: at most its decimals, above 0. */
export const isAmountOf = (value: string, currency: string) => {
  const decimals = decimalsOf(currency);
  const plain = plainAmount(value);
  const pattern = decimals === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`);
  return pattern.test(plain) && Number(plain) > 0;
};

/** A form's currency field: typed in any case, kept as its ISO code. */
export const currencyField = v.pipe(
  v.string(),
  v.transform((s: string) => s.trim().toUpperCase()),
  v.check((s) => /^[A-Z]{3}$/.test(s), 'Please enter a currency code such as EUR'),
);

/** What the user typed as the API takes it: "1,250.5" → "1250.5". */
export const plainAmount = (typed: string) => typed.trim().replaceAll(',', '');
