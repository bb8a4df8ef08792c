const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A payment's amount: '12500.5', 'GBP' → 'GBP 12,500.50'. */
export const formatAmount = (amount: string | number, currency: string | null | undefined) =>
  `${currency ?? ''} ${withCents.format(Number(amount))}`.trim();

/** A trip total (integers as strings, product.md §9): '-1250', 'GBP' → 'GBP -1,250'. */
export const formatTotal = (amount: string | null | undefined, currency: string) =>
  `${currency} ${whole.format(Number(amount ?? 0))}`;
