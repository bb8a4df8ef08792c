import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { Trash2 } from 'lucide-react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, Path } from 'react-hook-form';
import * as v from 'valibot';
import { SelectField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { formatMoney as formatAmount, isAmountOf, plainAmount } from '../../shared/sales/money.ts';

// The money side of a document paid by allocations, shared by the invoice page (client receipts,
// decision 316) and the bill page (supplier payments): the allocations made, a recorded payment
// allocated, a new payment recorded and allocated. Both forms are the form kit's (useServerForm):
// checked before sending, the server's violations on their fields, unsaved changes guarded.

const today = () => new Date().toISOString().slice(0, 10);
const plain = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export type RecordedPayment = { amount: string; date: string; method: string; reference: string };

export const PaymentBox = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
    <h3 className="font-medium text-stone-800">{title}</h3>
    {children}
  </div>
);

/** How a payment was made and its reference (the bank's, the cheque's), beside its amount and day. */
export const PaymentMethodFields = <T extends FieldValues & { method: string; reference: string }>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) => (
  <>
    <TextField
      control={control}
      name={'method' as Path<T>}
      id={`${idPrefix}-method`}
      label="Method"
      maxLength={32}
    />
    <TextField
      control={control}
      name={'reference' as Path<T>}
      id={`${idPrefix}-reference`}
      label="Reference"
      maxLength={64}
    />
  </>
);

/** A form of the payments' side in its box: its fields, its errors and its one button. */
const PaymentBoxForm = ({
  title,
  onSubmit,
  errors,
  isPending,
  pendingText,
  submitText,
  children,
}: {
  title: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  errors: FieldErrors;
  isPending: boolean;
  pendingText: string;
  submitText: string;
  children: ReactNode;
}) => (
  <form aria-label={title} className="space-y-3" onSubmit={onSubmit} noValidate>
    {children}
    <FormFooter errors={errors} isPending={isPending} pendingText={pendingText} submitText={submitText} />
  </form>
);

const recordSchema = (currency: string) =>
  v.object({
    amount: v.pipe(
      v.string(),
      v.check((s) => isAmountOf(s, currency), `Please enter an amount above 0 in ${currency}`),
      v.transform(plainAmount),
    ),
    date: v.pipe(v.string(), v.check(isDay, 'Please enter the date it was paid')),
    method: v.pipe(v.string(), v.trim(), v.maxLength(32, 'At most 32 characters')),
    reference: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
  });

/** A new payment of `balance` by default, dated today; `onRecord` posts and allocates it. */
export const RecordPaymentForm = ({
  idPrefix,
  currency,
  balance,
  isPending,
  onRecord,
  title = 'Record a payment',
}: {
  idPrefix: string;
  currency: string;
  balance: number;
  isPending: boolean;
  onRecord: (payment: RecordedPayment) => Promise<unknown>;
  title?: string;
}) => {
  const { form, submit } = useServerForm<RecordedPayment>({
    schema: recordSchema(currency),
    names: ['amount', 'date', 'method', 'reference'],
    // A receipt's day is `paidDate` (calls.md 7.9), a supplier payment's `date`.
    aliases: { paidDate: 'date' },
    defaultValues: { amount: plain(balance), date: today(), method: 'Bank transfer', reference: '' },
    onSubmit: async (values) => {
      await onRecord(values);
      form.reset(values);
    },
  });
  const { control } = form;
  return (
    <PaymentBox title={title}>
      <PaymentBoxForm
        title={title}
        onSubmit={submit}
        errors={form.formState.errors}
        isPending={isPending}
        pendingText="Recording…"
        submitText="Record and allocate"
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField
            control={control}
            name="amount"
            id={`${idPrefix}-amount`}
            label={`Amount (${currency})`}
            maxLength={16}
          />
          <TextField control={control} name="date" id={`${idPrefix}-date`} label="Paid on" type="date" />
          <PaymentMethodFields control={control} idPrefix={idPrefix} />
        </div>
      </PaymentBoxForm>
    </PaymentBox>
  );
};

type AllocateValues = { payment: string | null; amount: string };

/** One of the payments recorded with money left, allocated in part (an amount) or as much as both allow. */
export const AllocatePaymentForm = ({
  idPrefix,
  currency,
  options,
  isLoading,
  emptyText,
  isPending,
  onAllocate,
}: {
  idPrefix: string;
  currency: string;
  options: { value: string; label: string }[];
  isLoading: boolean;
  emptyText: string;
  isPending: boolean;
  onAllocate: (payment: string, amount?: string) => Promise<unknown>;
}) => {
  const { form, submit } = useServerForm<AllocateValues>({
    schema: v.object({
      payment: v.pipe(
        v.nullable(v.string()),
        v.check((s) => Boolean(s), 'Please choose a payment'),
      ),
      amount: v.pipe(
        v.string(),
        v.check(
          (s) => s.trim() === '' || isAmountOf(s, currency),
          `Please enter an amount above 0 in ${currency}`,
        ),
        v.transform(plainAmount),
      ),
    }),
    names: ['payment', 'amount'],
    aliases: { supplierPayment: 'payment' },
    defaultValues: { payment: null, amount: '' },
    onSubmit: async (values) => {
      await onAllocate(values.payment!, values.amount || undefined);
      form.reset({ payment: null, amount: '' });
    },
  });
  const title = 'Allocate a recorded payment';
  return (
    <PaymentBox title={title}>
      {isLoading ? (
        <p className="text-sm text-stone-500">Loading the payments…</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-stone-500">{emptyText}</p>
      ) : (
        <PaymentBoxForm
          title={title}
          onSubmit={submit}
          errors={form.formState.errors}
          isPending={isPending}
          pendingText="Allocating…"
          submitText="Allocate"
        >
          <SelectField
            control={form.control}
            name="payment"
            id={`${idPrefix}-payment`}
            label="Payment"
            options={options}
            placeholder="Choose a payment"
          />
          <TextField
            control={form.control}
            name="amount"
            id={`${idPrefix}-allocate-amount`}
            label="Amount (empty: as much as both allow)"
            maxLength={16}
          />
        </PaymentBoxForm>
      )}
    </PaymentBox>
  );
};

/** The allocations made to the document, each removable after a question. */
export const AllocationsTable = ({
  rows,
  currency,
  isLoading,
  canWrite,
  releaseText,
  onRelease,
}: {
  rows: { id: number; label: string; amount: string }[];
  currency: string;
  isLoading: boolean;
  canWrite: boolean;
  /** What happens to the payment's money when an allocation is removed. */
  releaseText: string;
  onRelease: (id: number) => Promise<unknown>;
}) => {
  const confirm = useConfirm();
  if (isLoading) return <p className="text-sm text-stone-500">Loading the payments…</p>;
  if (rows.length === 0) return <p className="text-sm text-stone-500">No payment allocated yet.</p>;
  return (
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
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-stone-100">
            <td className="py-2 pr-3">{row.label}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(row.amount, currency)}</td>
            <td className="py-1">
              {canWrite ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-8 px-0 text-stone-500 hover:text-red-600"
                  aria-label={`Remove the allocation of ${formatAmount(row.amount, currency)}`}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: 'Remove this allocation?',
                        content: releaseText,
                        confirmText: 'Remove',
                        danger: true,
                      })
                    )
                      await onRelease(row.id).catch(() => undefined);
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
  );
};

/**
 * A paid document's "Payments" section: its allocations (each with the payment `describe` names),
 * then, for an accountant while something is owed, a recorded payment with money left allocated
 * beside `record` (the form that records a new one, or why it cannot).
 */
export const PaymentsSection = ({
  id,
  idPrefix,
  currency,
  canWrite,
  balance,
  describe,
  allocations,
  releaseText,
  open,
  emptyText,
  mutations,
  record,
}: {
  id: string;
  idPrefix: string;
  currency: string;
  canWrite: boolean;
  balance: number;
  describe: (payment: string | null) => string;
  allocations: { rows: { id: number; payment: string | null; amount: string }[]; isLoading: boolean };
  releaseText: string;
  /** The payments recorded with money left to allocate. */
  open: { rows: { payment: { '@id': string }; unallocated: number }[]; isLoading: boolean };
  emptyText: string;
  /** The document's allocation mutations (an allocation removed, a payment allocated). */
  mutations: {
    release: { mutateAsync: (id: number) => Promise<unknown> };
    allocate: {
      isPending: boolean;
      mutateAsync: (allocation: { payment: string; amount?: string }) => Promise<unknown>;
    };
  };
  record: ReactNode;
}) => (
  <section aria-labelledby={id} className="space-y-3">
    <h2 id={id} className="text-lg font-medium">
      Payments
    </h2>
    <AllocationsTable
      rows={allocations.rows.map((a) => ({ id: a.id, label: describe(a.payment), amount: a.amount }))}
      currency={currency}
      isLoading={allocations.isLoading}
      canWrite={canWrite}
      releaseText={releaseText}
      onRelease={(id) => mutations.release.mutateAsync(id)}
    />
    {canWrite && balance > 0 ? (
      <div className="grid gap-4 lg:grid-cols-2">
        <AllocatePaymentForm
          idPrefix={idPrefix}
          currency={currency}
          options={open.rows.map((r) => ({
            value: r.payment['@id'],
            label: `${formatAmount(r.unallocated, currency)} left · ${describe(r.payment['@id'])}`,
          }))}
          isLoading={open.isLoading}
          emptyText={emptyText}
          isPending={mutations.allocate.isPending}
          onAllocate={(payment, amount) => mutations.allocate.mutateAsync({ payment, amount })}
        />
        {record}
      </div>
    ) : null}
  </section>
);
