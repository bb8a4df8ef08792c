import type { ClientInvoice } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui/format';
import { balanceOf } from '../../shared/sales/invoice-status.tsx';
import {
  useAllocationMutations,
  useAllocationsQuery,
  useTripReceiptsQuery,
} from '../../shared/sales/sales-api.ts';
import { PaymentBox, PaymentsSection, RecordPaymentForm } from './record-payment-form.tsx';

// The receipts paying an issued invoice (decision 302): the allocations with their payments, the
// trip's paid payments that still have money to allocate, and a new receipt recorded and allocated
// in one go (record-payment-form.tsx, shared with the bill page). The server refuses more than the
// receipt or the invoice has left (422, on the amount).
export const InvoiceReceipts = ({ invoice, canWrite }: { invoice: ClientInvoice; canWrite: boolean }) => {
  const allocations = useAllocationsQuery(invoice.id);
  const receipts = useTripReceiptsQuery(invoice.trip ? Number(invoice.trip.split('/').at(-1)) : undefined);
  const mutations = useAllocationMutations(invoice);
  const balance = balanceOf(invoice);
  const describe = (iri: string | null) => {
    const payment = receipts.data?.find((r) => r.payment['@id'] === iri)?.payment;
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
  return (
    <PaymentsSection
      id="receipts-heading"
      idPrefix="receipt"
      currency={invoice.currency}
      canWrite={canWrite}
      balance={balance}
      describe={describe}
      allocations={{
        rows: (allocations.data ?? []).map((a) => ({ id: a.id, payment: a.payment, amount: a.amount })),
        isLoading: allocations.isPending,
      }}
      releaseText="The payment stays recorded; its money goes back to the client's credit, to allocate elsewhere."
      open={{ rows: open, isLoading: receipts.isPending }}
      emptyText="The trip has no paid payment left to allocate."
      mutations={mutations}
      record={
        invoice.trip ? (
          <RecordPaymentForm
            key={balance}
            idPrefix="receipt"
            currency={invoice.currency}
            balance={balance}
            isPending={mutations.record.isPending}
            onRecord={(paid) => mutations.record.mutateAsync(paid)}
          />
        ) : (
          <PaymentBox title="Record a payment">
            <p className="text-sm text-stone-500">Payments are recorded on trips; this invoice has none.</p>
          </PaymentBox>
        )
      }
    />
  );
};
