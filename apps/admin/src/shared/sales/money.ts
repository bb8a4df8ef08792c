import { formatMoney as format } from '@backoffice/ui/currency';

/** An amount of the sales screens, to the cent: '12500.5', 'GBP' → 'GBP 12,500.50' (the admin's one format, issue 30.12). */
export const formatMoney = (amount: string | number, currency: string | null | undefined) =>
  format(amount, currency, { cents: 'always' });
