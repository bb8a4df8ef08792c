import type { Payment } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { formatMoney } from '@backoffice/ui/currency';
import { type ChildColumn, ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { useEnumOptions } from '../../../shared/forms/reference-options.ts';
import { TripSalesPanel } from '../../../shared/sales/trip-sales-panel.tsx';
import { formatTripDate } from '../../trip-domain/trip-paths.ts';
import { fallbackLabel } from '../../trip-domain/trip-status.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { PaymentForm } from './payment-form.tsx';
import { useCanWriteTrips, usePaymentMutations, useTripPaymentsQuery } from './trip-records-api.ts';

// The paymentStatus enum's values (GET /api/enums) with a colour each (product.md §4.4 palette).
const colors: Record<string, BadgeColor> = {
  pending: 'yellow',
  waiting_payment: 'orange',
  paid: 'green',
  refunded: 'blue',
  cancelled: 'grey',
};

const dateCell = 'whitespace-nowrap tabular-nums';
const columns = (labelOf: (status: string) => string): ChildColumn<Payment>[] => [
  {
    header: 'Amount',
    headerClassName: 'text-right',
    className: 'whitespace-nowrap text-right font-medium tabular-nums',
    cell: (payment) => formatMoney(payment.amount, payment.currency),
  },
  { header: 'Due', className: dateCell, cell: (payment) => formatTripDate(payment.dueDate) || '—' },
  { header: 'Paid', className: dateCell, cell: (payment) => formatTripDate(payment.paidDate) || '—' },
  { header: 'Method', cell: (payment) => payment.method ?? '—' },
  { header: 'Reference', cell: (payment) => payment.reference ?? '—' },
  {
    header: 'Status',
    cell: (payment) => <Badge color={colors[payment.status] ?? 'grey'}>{labelOf(payment.status)}</Badge>,
  },
];

// calls.md 7.6: what the client owes and paid for the trip, then its invoices and, for the
// accounting roles, its profit (issue 29). The trip's paid and balance come from
// the trip answer's totals (computed by the server from the paid payments, product.md §9) and are
// read again after each change.
export const PaymentsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const trip = loaded.trip;
  const payments = useTripPaymentsQuery(trip.id);
  const mutations = usePaymentMutations(trip.id);
  const statuses = useEnumOptions('paymentStatus');
  const canWrite = useCanWriteTrips();
  const labelOf = (status: string) =>
    statuses.data?.find((option) => option.value === status)?.label ?? fallbackLabel(status);
  const nameOf = (payment: Payment) => `payment of ${formatMoney(payment.amount, payment.currency)}`;
  const totals = trip.totals;
  return (
    <div className="space-y-4">
      <dl aria-label="Trip money" className="grid max-w-xl grid-cols-3 gap-3 text-sm">
        {[
          ['Client total', totals?.clientTotal],
          ['Paid', totals?.paid],
          ['Balance', totals?.balance],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white px-3 py-2">
            <dt className="text-stone-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-stone-900">
              {formatMoney(value ?? '0', trip.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <ChildRecordsTab<Payment>
        title="Payments"
        noun="payment"
        plural="payments"
        query={payments}
        columns={columns(labelOf)}
        nameOf={nameOf}
        onDelete={(payment) => mutations.remove.mutateAsync(payment.id)}
        readOnly={!canWrite}
        modalWidth={640}
        renderForm={(payment, close) => (
          <PaymentForm
            tripIri={trip['@id']}
            tripCurrency={trip.currency}
            payment={payment}
            statuses={statuses.data ?? []}
            save={mutations.save}
            onClose={close}
          />
        )}
      />
      <TripSalesPanel tripId={trip.id} tripIri={trip['@id']} />
    </div>
  );
};
