// Money in the words the server sends to the admin (history titles, checks): the admin's one money
// format (packages/ui currency.ts formatMoney, issue 30.12), so a check and a table read alike:
// 'EUR 16,000', 'GBP 4,000.50'. The PDFs keep their own (the client's document, decision on PDFs).
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const moneyText = (value: string | number, currency: string | null | undefined) => {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return `${currency ?? ''} ${value}`.trim();
  const cents = Math.round(Number((amount * 100).toPrecision(12)));
  const units = cents / 100 + 0;
  const text = cents % 100 === 0 ? whole.format(units) : withCents.format(units);
  return currency ? `${currency} ${text}` : text;
};
