import type { Trip } from '@backoffice/sdk';
import { formatMoney } from '../../trip-domain/item-format.ts';

// The trip's money (product.md §9), as the trip answer gives it: computed by the server from the
// items and payments, read again after every item change.
export const MoneyPanel = ({ trip }: { trip: Trip }) => {
  const totals = trip.totals ?? {};
  const currency = trip.currency;
  const rows: [string, string][] = [
    ['Vendor total', formatMoney(totals.vendorTotal ?? '0', currency)],
    ['Client total', formatMoney(totals.clientTotal ?? '0', currency)],
    ['Margin', formatMoney(totals.margin ?? '0', currency)],
    ['Margin rate', totals.marginRate ? `${Number(totals.marginRate).toFixed(1)} %` : '—'],
    ['Paid', formatMoney(totals.paid ?? '0', currency)],
    ['Balance', formatMoney(totals.balance ?? '0', currency)],
  ];
  return (
    <section aria-label="Money" className="rounded-lg border border-stone-200 bg-white p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-stone-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
