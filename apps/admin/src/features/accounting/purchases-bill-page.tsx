import type { SupplierBill } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDate } from '@backoffice/ui/format';
import { ArrowLeft, Ban, CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { useCanUseAccounting } from '../../shared/sales/sales-api.ts';
import { DeleteDraftButton } from './delete-draft-button.tsx';
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
import { AllocatePaymentForm, AllocationsTable, RecordPaymentForm } from './record-payment-form.tsx';

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
  const facts: [string, string][] = [
    ['Vendor', bill.vendorName ?? '—'],
    ['Trip', bill.tripReference ?? '—'],
    ['Dated', formatDate(bill.date)],
    ['Due', bill.dueDate ? formatDate(bill.dueDate) : '—'],
    ['Currency', bill.currency],
  ];
  return (
    <section className="space-y-6">
      <header className="space-y-2">
        <Link
          href={purchasesPath}
          className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Purchases
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tabular-nums">
            {isDraft && !bill.number ? 'Draft bill' : billName(bill)}
          </h1>
          <span className="text-stone-500">{bill.vendorName}</span>
          <BillStatusBadge status={bill.status} />
          <span className="flex-1" />
          {canWrite ? <BillActions loaded={loaded} isDirty={isDirty} /> : null}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="font-medium text-stone-800 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

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
    <section aria-labelledby="bill-payments-heading" className="space-y-3">
      <h2 id="bill-payments-heading" className="text-lg font-medium">
        Payments
      </h2>
      <AllocationsTable
        rows={(allocations.data ?? []).map((a) => ({
          id: a.id,
          label: describe(a.supplierPayment),
          amount: a.amount,
        }))}
        currency={bill.currency}
        isLoading={allocations.isPending}
        canWrite={canWrite}
        releaseText="The payment stays recorded; its money goes back to the vendor's advance, to allocate elsewhere."
        onRelease={(id) => mutations.release.mutateAsync(id)}
      />
      {canWrite && balance > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <AllocatePaymentForm
            idPrefix="supplier"
            currency={bill.currency}
            options={open.map((p) => ({
              value: p.payment['@id'],
              label: `${formatAmount(p.unallocated, bill.currency)} left · ${describe(p.payment['@id'])}`,
            }))}
            isLoading={payments.isPending}
            emptyText={`No payment to ${bill.vendorName ?? 'this vendor'} in ${bill.currency} has money left to allocate.`}
            isPending={mutations.allocate.isPending}
            onAllocate={(payment, amount) => mutations.allocate.mutateAsync({ payment, amount })}
          />
          <RecordPaymentForm
            key={balance}
            idPrefix="supplier"
            title="Record a supplier payment"
            currency={bill.currency}
            balance={balance}
            isPending={mutations.record.isPending}
            onRecord={(paid) => mutations.record.mutateAsync(paid)}
          />
        </div>
      ) : null}
    </section>
  );
};
