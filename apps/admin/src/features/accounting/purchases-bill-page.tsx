import type { SupplierBill } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDate } from '@backoffice/ui/format';
import { Ban, CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { useCanUseAccounting } from '../../shared/sales/sales-api.ts';
import { DeleteDraftButton } from './delete-draft-button.tsx';
import { BackLink, DocumentHeader } from './document-header.tsx';
import {
  type LoadedBill,
  purchasesPath,
  useBillAllocationMutations,
  useBillAllocationsQuery,
  useBillMutations,
  useBillQuery,
  useVendorPaymentsQuery,
} from './purchases-api.ts';
import { BillDraftEditor } from './purchases-bill-draft.tsx';
import { BillStatusBadge, billBalance, billName } from './purchases-status.tsx';
import { PaymentsSection, RecordPaymentForm } from './record-payment-form.tsx';

const today = () => new Date().toISOString().slice(0, 10);

// /admin/purchases/{id}: a supplier bill (issue 29.2, decisions 319–321). A draft's number, dates,
// notes and lines are edited here, then it is approved (posted to the journal) or deleted; an
// approved bill is paid by supplier payments allocated to it, or voided.
export const BillPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const query = useBillQuery(id);
  const bill = query.data?.bill;
  useRecordTitle(bill ? `${billName(bill)} · ${bill.vendorName ?? 'Bill'}` : undefined);
  return (
    <RecordGate query={query} label="Loading the bill">
      {() => <BillScreen key={id} loaded={query.data!} />}
    </RecordGate>
  );
};

const BillScreen = ({ loaded }: { loaded: LoadedBill }) => {
  const { bill } = loaded;
  const canWrite = useCanUseAccounting();
  const [isDirty, setDirty] = useState(false);
  const onDirty = useCallback((dirty: boolean) => setDirty(dirty), []);
  const isDraft = bill.status === 'draft';
  const fact = (label: string, value: string) => ({
    label,
    value,
    className: 'font-medium text-stone-800 tabular-nums',
  });
  return (
    <section className="space-y-6">
      <DocumentHeader
        back={<BackLink href={purchasesPath}>Purchases</BackLink>}
        title={isDraft && !bill.number ? 'Draft bill' : billName(bill)}
        kind={bill.vendorName}
        badge={<BillStatusBadge status={bill.status} />}
        actions={canWrite ? <BillActions loaded={loaded} isDirty={isDirty} /> : null}
        facts={[
          fact('Vendor', bill.vendorName ?? '—'),
          fact('Trip', bill.tripReference ?? '—'),
          fact('Dated', formatDate(bill.date)),
          fact('Due', bill.dueDate ? formatDate(bill.dueDate) : '—'),
          fact('Currency', bill.currency),
        ]}
      />

      {isDraft && canWrite ? (
        <BillDraftEditor key={loaded.etag} loaded={loaded} onDirty={onDirty} />
      ) : (
        <BillLines bill={bill} />
      )}
      <BillTotals bill={bill} />
      {!isDraft && bill.notes ? (
        <p className="whitespace-pre-line text-sm text-stone-600">{bill.notes}</p>
      ) : null}
      {['approved', 'partly_paid', 'paid'].includes(bill.status) ? (
        <BillPayments bill={bill} canWrite={canWrite} />
      ) : null}
      {bill.status === 'void' ? (
        <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-600">
          This bill is void: a reversing entry took it out of the journal, and the payments allocated to it
          went back to the vendor's advance.
        </p>
      ) : null}
    </section>
  );
};

const BillLines = ({ bill }: { bill: SupplierBill }) => (
  <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
    <table className="w-full text-sm" aria-label="Lines">
      <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th className="px-3 py-2">Description</th>
          <th className="px-3 py-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody>
        {(bill.lines ?? []).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an approved bill's lines never move
          <tr key={index} className="border-t border-stone-100">
            <td className="px-3 py-2">{String(line.description ?? '')}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {formatAmount(String(line.amount ?? 0), bill.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const BillTotals = ({ bill }: { bill: SupplierBill }) => {
  const rows: [string, string | number][] = [['Total', bill.amount]];
  if (bill.status !== 'draft' && bill.status !== 'void')
    rows.push(['Paid', bill.paidAmount], ['Owed', billBalance(bill)]);
  return (
    <dl aria-label="Totals" className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => {
        const strong = label !== 'Paid';
        return (
          <div key={label} className="contents">
            <dt className={strong ? 'font-medium text-stone-900' : 'text-stone-500'}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-stone-900' : ''}`}>
              {formatAmount(value, bill.currency)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};

// Approve or delete a draft (approving needs the supplier's number and no unsaved change); void an
// approved bill. Each asks first.
const BillActions = ({ loaded, isDirty }: { loaded: LoadedBill; isDirty: boolean }) => {
  const { bill, etag } = loaded;
  const mutations = useBillMutations(bill.id);
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  const isDraft = bill.status === 'draft';
  const canVoid = ['approved', 'partly_paid', 'paid'].includes(bill.status);
  const approveHint = isDirty
    ? 'Save or discard your changes first'
    : !bill.number
      ? "Enter the supplier's number and save first"
      : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isDraft ? (
        <>
          <Button
            size="sm"
            disabled={approveHint !== undefined || (bill.lines ?? []).length === 0}
            title={approveHint}
            onClick={async () => {
              if (
                await confirm({
                  title: `Approve ${billName(bill)}?`,
                  content: `${formatAmount(bill.amount, bill.currency)} owed to ${bill.vendorName ?? 'the vendor'} is posted to the journal on ${formatDate(bill.date)}. An approved bill cannot be edited: it is voided instead.`,
                  confirmText: 'Approve',
                })
              )
                await mutations.approve.mutateAsync(etag).catch(() => undefined);
            }}
          >
            <CheckCircle2 className="size-4" aria-hidden />
            Approve
          </Button>
          <DeleteDraftButton
            content="The draft and its lines are deleted; its items may be billed again."
            onDelete={() =>
              mutations.remove.mutateAsync().then(() => navigate(purchasesPath, { replace: true }))
            }
          />
        </>
      ) : null}
      {canVoid ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (
              await confirm({
                title: `Void ${billName(bill)}?`,
                content:
                  "A reversing entry dated today takes it out of the journal; the payments allocated to it go back to the vendor's advance. This cannot be undone.",
                confirmText: 'Void the bill',
                danger: true,
              })
            )
              await mutations.voidBill.mutateAsync(today()).catch(() => undefined);
          }}
        >
          <Ban className="size-4" aria-hidden />
          Void
        </Button>
      ) : null}
    </div>
  );
};

// The supplier payments settling an approved bill (decision 321): the allocations, the vendor's
// payments in the bill's currency with money left, and a new payment recorded and allocated.
const BillPayments = ({ bill, canWrite }: { bill: SupplierBill; canWrite: boolean }) => {
  const allocations = useBillAllocationsQuery(bill.id);
  const payments = useVendorPaymentsQuery(bill.vendor, bill.currency);
  const mutations = useBillAllocationMutations(bill);
  const balance = billBalance(bill);
  const describe = (iri: string | null) => {
    const payment = payments.data?.find((p) => p.payment['@id'] === iri)?.payment;
    if (!payment) return 'Payment';
    return [`Paid ${formatDate(payment.date)}`, payment.method, payment.reference]
      .filter(Boolean)
      .join(' · ');
  };
  const open = (payments.data ?? []).filter((p) => p.unallocated > 0);
  return (
    <PaymentsSection
      id="bill-payments-heading"
      idPrefix="supplier"
      currency={bill.currency}
      canWrite={canWrite}
      balance={balance}
      describe={describe}
      allocations={{
        rows: (allocations.data ?? []).map((a) => ({
          id: a.id,
          payment: a.supplierPayment,
          amount: a.amount,
        })),
        isLoading: allocations.isPending,
      }}
      releaseText="The payment stays recorded; its money goes back to the vendor's advance, to allocate elsewhere."
      open={{ rows: open, isLoading: payments.isPending }}
      emptyText={`No payment to ${bill.vendorName ?? 'this vendor'} in ${bill.currency} has money left to allocate.`}
      mutations={mutations}
      record={
        <RecordPaymentForm
          key={balance}
          idPrefix="supplier"
          title="Record a supplier payment"
          currency={bill.currency}
          balance={balance}
          isPending={mutations.record.isPending}
          onRecord={(paid) => mutations.record.mutateAsync(paid)}
        />
      }
    />
  );
};
