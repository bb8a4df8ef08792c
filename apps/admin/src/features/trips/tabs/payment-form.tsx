import type { Payment, PaymentInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import type { usePaymentMutations } from './trip-records-api.ts';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);
const schema = v.object({
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.check(
      (s) => /^\d{1,10}(\.\d{1,2})?$/.test(s.replaceAll(',', '')),
      'Please enter an amount, two decimals at most',
    ),
    v.check((s) => Number(s.replaceAll(',', '')) > 0, 'The amount must be greater than 0'),
  ),
  currency: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'Please enter a three-letter currency code'),
  ),
  dueDate: isoDate,
  paidDate: isoDate,
  method: v.pipe(v.string(), v.trim(), v.maxLength(32, 'At most 32 characters')),
  status: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose a status'),
  ),
  reference: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
  notes: v.pipe(v.string(), v.maxLength(10_000, 'At most 10000 characters')),
});
type Values = v.InferOutput<typeof schema>;
const names = Object.keys(schema.entries);

const toValues = (payment: Payment | undefined, currency: string): Values => ({
  amount: payment?.amount ?? '',
  currency: payment?.currency ?? currency,
  dueDate: payment?.dueDate ?? '',
  paidDate: payment?.paidDate ?? '',
  method: payment?.method ?? '',
  status: payment?.status ?? 'pending',
  reference: payment?.reference ?? '',
  notes: payment?.notes ?? '',
});

const methods = ['Bank transfer', 'Credit card', 'Cash', 'Cheque', 'PayPal'];

// A payment of the trip (calls.md 7.6): the amount above 0 in the trip's currency unless told
// otherwise, its due and paid dates, method, status, reference and notes.
export const PaymentForm = ({
  tripIri,
  tripCurrency,
  payment,
  statuses,
  save,
  onClose,
}: {
  tripIri: string;
  tripCurrency: string;
  payment: Payment | undefined;
  statuses: { value: string; label: string }[];
  save: ReturnType<typeof usePaymentMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: toValues(payment, tripCurrency),
    names,
    onSubmit: async (values) => {
      const body = {
        amount: values.amount.replaceAll(',', ''),
        currency: values.currency,
        dueDate: values.dueDate || null,
        paidDate: values.paidDate || null,
        method: values.method || null,
        status: values.status as PaymentInput['status'],
        reference: values.reference || null,
        notes: values.notes.trim() === '' ? null : values.notes,
      };
      await save.mutateAsync(
        payment ? { id: payment.id, body } : { id: undefined, body: { ...body, trip: tripIri } },
      );
      onClose();
    },
  });
  const listId = `payment-methods-${payment?.id ?? 'new'}`;
  return (
    <form onSubmit={submit} noValidate aria-label="Payment" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TextField {...bind('amount', 'Amount', 'payment-amount')} autoFocus />
        <TextField {...bind('currency', 'Currency', 'payment-currency')} maxLength={3} />
        <TextField {...bind('dueDate', 'Due date', 'payment-due-date')} type="date" />
        <TextField {...bind('paidDate', 'Paid date', 'payment-paid-date')} type="date" />
        <TextField {...bind('method', 'Method', 'payment-method')} maxLength={32} list={listId} />
        <datalist id={listId}>
          {methods.map((method) => (
            <option key={method} value={method} />
          ))}
        </datalist>
        <SelectField {...bind('status', 'Status', 'payment-status')} options={statuses} />
        <TextField {...bind('reference', 'Reference', 'payment-reference')} maxLength={64} />
      </div>
      <TextareaField {...bind('notes', 'Notes', 'payment-notes')} />
      <FormFooter form={form} onCancel={onClose} submitText={payment ? 'Save' : 'Add payment'} />
    </form>
  );
};
