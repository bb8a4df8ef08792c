const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of the sales screens: '12500.5', 'GBP' → 'GBP 12,500.50' (no currency: '12,500.50'). */
export const formatMoney = (amount: string | number, currency: string | null | undefined) =>
  `${currency ?? ''} ${withCents.format(Number(amount))}`.trim();
