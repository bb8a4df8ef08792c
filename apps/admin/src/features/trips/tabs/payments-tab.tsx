import { getEnums, type Payment } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { referenceKeys } from '../../../shared/forms/reference-options.ts';
import { DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
import { formatTripDate } from '../../trip-domain/trip-paths.ts';
import { fallbackLabel } from '../../trip-domain/trip-status.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { formatAmount, formatTotal } from './money.ts';
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
const usePaymentStatuses = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => enums.paymentStatus.map(({ value, label }) => ({ value, label })),
  });

// calls.md 7.6: what the client owes and paid for the trip. The trip's paid and balance come from
// the trip answer's totals (computed by the server from the paid payments, product.md §9) and are
// read again after each change.
export const PaymentsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const trip = loaded.trip;
  const payments = useTripPaymentsQuery(trip.id);
  const mutations = usePaymentMutations(trip.id);
  const statuses = usePaymentStatuses();
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const canWrite = useCanWriteTrips();
  const rows = payments.data ?? [];
  const labelOf = (status: string) =>
    statuses.data?.find((option) => option.value === status)?.label ?? fallbackLabel(status);
  const nameOf = (payment: Payment) => `payment of ${formatAmount(payment.amount, payment.currency)}`;
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
              {formatTotal(value, trip.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <FormSection
        title="Payments"
        actions={
          canWrite ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden />
              Add payment
            </Button>
          ) : null
        }
      >
        {payments.isPending ? (
          <Spinner label="Loading the payments" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-stone-500">No payments yet.</p>
        ) : (
          <table aria-label="Payments" className="w-full text-sm">
            <thead className="border-b border-stone-200 text-left text-stone-600">
              <tr>
                <th className="px-2 py-2 text-right font-medium">Amount</th>
                <th className="px-2 py-2 font-medium">Due</th>
                <th className="px-2 py-2 font-medium">Paid</th>
                <th className="px-2 py-2 font-medium">Method</th>
                <th className="px-2 py-2 font-medium">Reference</th>
                <th className="px-2 py-2 font-medium">Status</th>
                <th className="w-24 px-2 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((payment) => (
                <tr key={payment.id}>
                  <td className="whitespace-nowrap px-2 py-2 text-right font-medium tabular-nums">
                    {formatAmount(payment.amount, payment.currency)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatTripDate(payment.dueDate) || '—'}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatTripDate(payment.paidDate) || '—'}
                  </td>
                  <td className="px-2 py-2">{payment.method ?? '—'}</td>
                  <td className="px-2 py-2">{payment.reference ?? '—'}</td>
                  <td className="px-2 py-2">
                    <Badge color={colors[payment.status] ?? 'grey'}>{labelOf(payment.status)}</Badge>
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">
                    {canWrite ? (
                      <>
                        <EditButton name={nameOf(payment)} onEdit={() => setEditing(payment)} />
                        <DeleteButton
                          name={nameOf(payment)}
                          onDelete={() => mutations.remove.mutateAsync(payment.id)}
                        />
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </FormSection>
      {editing ? (
        <FormModal
          title={editing === 'new' ? 'New payment' : 'Edit payment'}
          width={640}
          onClose={() => setEditing(null)}
        >
          <PaymentForm
            tripIri={trip['@id']}
            tripCurrency={trip.currency}
            payment={editing === 'new' ? undefined : editing}
            statuses={statuses.data ?? []}
            save={mutations.save}
            onClose={() => setEditing(null)}
          />
        </FormModal>
      ) : null}
    </div>
  );
};
