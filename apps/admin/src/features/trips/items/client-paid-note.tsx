import type { Payment } from '@backoffice/sdk';
import { formatMoney } from '../../trip-domain/item-format.ts';
import { useTripPaymentsQuery } from '../tabs/trip-records-api.ts';

/**
 * Under an item "Client paid - To book": the trip's payments recorded as paid, the money the status
 * refers to (the server refuses the status while there is none, issue 22). A payment covers the
 * trip, not one item: every paid payment is listed, latest first.
 */
export const ClientPaidNote = ({ tripId, currency }: { tripId: number; currency: string }) => {
  const payments = useTripPaymentsQuery(tripId);
  const paid = ((payments.data ?? []) as Payment[])
    .filter((p) => p.status === 'paid')
    .sort((a, b) => String(b.paidDate ?? '').localeCompare(String(a.paidDate ?? '')));
  if (payments.isPending) return null;
  return (
    <p className="mt-1 text-xs text-stone-600" data-testid="client-paid-note">
      {paid.length === 0
        ? 'No payment recorded as paid'
        : `Paid: ${paid
            .map((p) =>
              [
                formatMoney(p.amount, p.currency ?? currency),
                p.paidDate ? `on ${p.paidDate}` : null,
                p.reference ? `(${p.reference})` : null,
              ]
                .filter(Boolean)
                .join(' '),
            )
            .join('; ')}`}
    </p>
  );
};
