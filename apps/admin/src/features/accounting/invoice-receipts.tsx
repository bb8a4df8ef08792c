import type { ClientInvoice } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { Field } from '@backoffice/ui/field';
import { formatDate } from '@backoffice/ui/format';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { balanceOf } from '../../shared/sales/invoice-status.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import {
  useAllocationMutations,
  useAllocationsQuery,
  useTripReceiptsQuery,
} from '../../shared/sales/sales-api.ts';

const today = () => new Date().toISOString().slice(0, 10);
const plain = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

// The receipts paying an issued invoice (decision 302): the allocations with their payments, the
// trip's paid payments that still have money to allocate, and a new receipt recorded and allocated
// in one go. The server refuses more than the receipt or the invoice has left (422, in a toast).
export const InvoiceReceipts = ({ invoice, canWrite }: { invoice: ClientInvoice; canWrite: boolean }) => {
  const allocations = useAllocationsQuery(invoice.id);
  const receipts = useTripReceiptsQuery(invoice.trip ? Number(invoice.trip.split('/').at(-1)) : undefined);
  const mutations = useAllocationMutations(invoice);
  const confirm = useConfirm();
  const balance = balanceOf(invoice);
  const paymentOf = (iri: string | null) => receipts.data?.find((r) => r.payment['@id'] === iri)?.payment;
  const describe = (iri: string | null) => {
    const payment = paymentOf(iri);
    if (!payment) return 'Payment';
    return [
      payment.paidDate ? `Paid ${formatDate(payment.paidDate)}` : 'Payment',
      payment.method,
      payment.reference,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  const open = (receipts.data ?? []).filter(
    (r) => r.payment.status === 'paid' && r.payment.currency === invoice.currency && r.unallocated > 0,
  );
  const rows = allocations.data ?? [];
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h2 id="receipts-heading" className="text-lg font-medium">
        Payments
      </h2>
      {allocations.isPending ? (
        <p className="text-sm text-stone-500">Loading the payments…</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No payment allocated yet.</p>
      ) : (
        <table aria-label="Allocated payments" className="w-full max-w-3xl text-sm">
          <thead className="text-left text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th className="py-1 pr-3">Payment</th>
              <th className="py-1 pr-3 text-right">Allocated</th>
              <th className="w-10 py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((allocation) => (
              <tr key={allocation.id} className="border-t border-stone-100">
                <td className="py-2 pr-3">{describe(allocation.payment)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatAmount(allocation.amount, invoice.currency)}
                </td>
                <td className="py-1">
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-8 px-0 text-stone-500 hover:text-red-600"
                      aria-label={`Remove the allocation of ${formatAmount(allocation.amount, invoice.currency)}`}
                      onClick={async () => {
                        if (
                          await confirm({
                            title: 'Remove this allocation?',
                            content:
                              "The payment stays recorded; its money goes back to the client's credit, to allocate elsewhere.",
                            confirmText: 'Remove',
                            danger: true,
                          })
                        )
                          await mutations.release.mutateAsync(allocation.id).catch(() => undefined);
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && balance > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <AllocateExisting
            options={open.map((r) => ({
              value: r.payment['@id'],
              label: `${formatAmount(r.unallocated, invoice.currency)} left · ${describe(r.payment['@id'])}`,
            }))}
            isLoading={receipts.isPending}
            isPending={mutations.allocate.isPending}
            onAllocate={(payment, amount) => mutations.allocate.mutateAsync({ payment, amount })}
          />
          <RecordReceipt
            key={balance}
            currency={invoice.currency}
            balance={balance}
            hasTrip={Boolean(invoice.trip)}
            isPending={mutations.record.isPending}
            onRecord={(receipt) => mutations.record.mutateAsync(receipt)}
          />
        </div>
      ) : null}
    </section>
  );
};

const Box = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
    <h3 className="font-medium text-stone-800">{title}</h3>
    {children}
  </div>
);

const AllocateExisting = ({
  options,
  isLoading,
  isPending,
  onAllocate,
}: {
  options: { value: string; label: string }[];
  isLoading: boolean;
  isPending: boolean;
  onAllocate: (payment: string, amount?: string) => Promise<unknown>;
}) => {
  const [payment, setPayment] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  return (
    <Box title="Allocate a recorded payment">
      {isLoading ? (
        <p className="text-sm text-stone-500">Loading the trip's payments…</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-stone-500">The trip has no paid payment left to allocate.</p>
      ) : (
        <>
          <Field id="allocate-payment" label="Payment">
            <Select
              id="allocate-payment"
              options={options}
              value={payment}
              onChange={setPayment}
              placeholder="Choose a payment"
            />
          </Field>
          <Field id="allocate-amount" label="Amount (empty: as much as both allow)">
            <TextInput
              id="allocate-amount"
              inputMode="decimal"
              maxLength={16}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
          <div className="flex justify-end">
            <Button
              size="sm"
              disabled={!payment || isPending}
              onClick={() =>
                void onAllocate(payment!, amount.trim().replaceAll(',', '') || undefined).then(
                  () => {
                    setPayment(null);
                    setAmount('');
                  },
                  () => undefined,
                )
              }
            >
              {isPending ? 'Allocating…' : 'Allocate'}
            </Button>
          </div>
        </>
      )}
    </Box>
  );
};

const RecordReceipt = ({
  currency,
  balance,
  hasTrip,
  isPending,
  onRecord,
}: {
  currency: string;
  balance: number;
  hasTrip: boolean;
  isPending: boolean;
  onRecord: (receipt: {
    amount: string;
    paidDate: string;
    method: string;
    reference: string;
  }) => Promise<unknown>;
}) => {
  const [amount, setAmount] = useState(plain(balance));
  const [paidDate, setPaidDate] = useState(today());
  const [method, setMethod] = useState('Bank transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!hasTrip)
    return (
      <Box title="Record a payment">
        <p className="text-sm text-stone-500">Payments are recorded on trips; this invoice has none.</p>
      </Box>
    );
  const record = () => {
    const value = amount.trim().replaceAll(',', '');
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
      return setError('Please enter an amount above 0, two decimals at most');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidDate)) return setError('Please enter the date it was paid');
    setError(null);
    void onRecord({ amount: value, paidDate, method: method.trim(), reference: reference.trim() }).catch(
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'The payment was not recorded'),
    );
  };
  return (
    <Box title="Record a payment">
      <div className="grid grid-cols-2 gap-3">
        <Field id="receipt-amount" label={`Amount (${currency})`}>
          <TextInput
            id="receipt-amount"
            inputMode="decimal"
            maxLength={16}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field id="receipt-date" label="Paid on">
          <TextInput
            id="receipt-date"
            type="date"
            value={paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
          />
        </Field>
        <Field id="receipt-method" label="Method">
          <TextInput
            id="receipt-method"
            maxLength={32}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          />
        </Field>
        <Field id="receipt-reference" label="Reference">
          <TextInput
            id="receipt-reference"
            maxLength={64}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button size="sm" disabled={isPending} onClick={record}>
          {isPending ? 'Recording…' : 'Record and allocate'}
        </Button>
      </div>
    </Box>
  );
};
