import type { ClientInvoice, ClientInvoiceCredit } from '@backoffice/sdk';
import { RadioGroup } from '@backoffice/ui/radio-group';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { formatMoney, isAmountOf, plainAmount } from '../../shared/sales/money.ts';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const today = () => new Date().toISOString().slice(0, 10);
const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100);
const plain = (c: number) => (c / 100).toFixed(2);

type Mode = 'full' | 'lines';
type Values = { mode: Mode; date: string; reason: string; lines: { amount: string }[] };

// An invoice line with what is left to credit on it (its total less what credit notes credit).
export const creditableLines = (invoice: ClientInvoice) =>
  (invoice.lines ?? []).map((line) => ({
    id: Number(line.id),
    description: String(line.description ?? ''),
    left: cents(line.total) - cents(line.credited),
  }));

/**
 * The "Credit" dialog of an issued invoice (issue 29): the rest of the invoice in full, or chosen
 * lines by amount (each prefilled with what is left on it; an empty amount is not credited), with a
 * reason and a date. The server's 422s land on their fields: `lines[i]` of the request is mapped
 * back to the row it came from, since empty rows are not sent.
 */
export const CreditNoteDialog = ({
  invoice,
  onClose,
  onCredit,
}: {
  invoice: ClientInvoice;
  onClose: () => void;
  onCredit: (body: ClientInvoiceCredit) => Promise<unknown>;
}) => {
  const lines = creditableLines(invoice);
  const currency = invoice.currency;
  // Request index → form field, rewritten at each submit (useServerForm reads it on a 422).
  const aliases = useRef<Record<string, string>>({}).current;
  const amountSchema = v.pipe(
    v.string(),
    v.check(
      (s) => s.trim() === '' || isAmountOf(s, currency),
      `Please enter an amount above 0 in ${currency}`,
    ),
    v.transform(plainAmount),
  );
  const { form, submit, bind } = useServerForm<Values>({
    schema: v.object({
      mode: v.picklist(['full', 'lines']),
      date: v.pipe(v.string(), v.check(isDay, 'Please enter the date of the credit note')),
      reason: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'At most 5000 characters')),
      lines: v.array(v.object({ amount: amountSchema })),
    }),
    names: ['date', 'reason', ...lines.map((_, i) => `lines.${i}.amount`)],
    aliases,
    defaultValues: {
      mode: 'full',
      // Today, or the invoice's own date when it was issued ahead (the API refuses a credit note
      // dated before its invoice).
      date: today() > invoice.date ? today() : invoice.date,
      reason: '',
      lines: lines.map((l) => ({ amount: l.left > 0 ? plain(l.left) : '' })),
    },
    onSubmit: async (values) => {
      const body: ClientInvoiceCredit = {
        date: values.date,
        ...(values.reason ? { reason: values.reason } : {}),
      };
      if (values.mode === 'lines') {
        const chosen = values.lines
          .map((row, index) => ({ index, amount: row.amount }))
          .filter((row) => row.amount !== '');
        if (chosen.length === 0) throw new Error('Please enter an amount on at least one line.');
        for (const key of Object.keys(aliases)) delete aliases[key];
        chosen.forEach((row, sent) => {
          aliases[`lines[${sent}]`] = `lines.${row.index}.amount`;
        });
        body.lines = chosen.map((row) => ({ line: lines[row.index]!.id, amount: row.amount }));
      }
      await onCredit(body);
      form.reset(values);
    },
  });
  const mode = form.watch('mode');
  // An invoice brought over from the former books has no lines: it is credited whole (the API's rule).
  const left = lines.length
    ? lines.reduce((sum, l) => sum + Math.max(0, l.left), 0)
    : cents(invoice.amount) - cents(invoice.creditedAmount);
  return (
    <FormModal title={`Credit ${invoice.number}`} width={600} onClose={onClose}>
      <form aria-label="Credit note" className="space-y-4" onSubmit={submit} noValidate>
        <Controller
          name="mode"
          control={form.control}
          render={({ field }) => (
            <RadioGroup<Mode>
              legend="What to credit"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={[
                {
                  value: 'full',
                  label: `Credit in full (${formatMoney(plain(left), currency)} left): the invoice becomes void`,
                },
                ...(lines.length > 0 ? [{ value: 'lines' as const, label: 'Credit part of its lines' }] : []),
              ]}
            />
          )}
        />
        {mode === 'lines' ? (
          <div className="space-y-2">
            <p className="text-sm text-stone-500">
              Amounts with tax; an empty amount leaves the line as it is. The tax is credited in the line's
              proportion.
            </p>
            {lines.map((line, index) => (
              <TextField
                key={line.id}
                {...bind(
                  `lines.${index}.amount`,
                  `${line.description} (left ${formatMoney(plain(line.left), currency)})`,
                  `credit-line-${index}`,
                )}
                maxLength={16}
              />
            ))}
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField {...bind('date', 'Date', 'credit-date')} type="date" />
        </div>
        <TextareaField {...bind('reason', 'Reason', 'credit-reason')} />
        <FormFooter
          form={form}
          onCancel={onClose}
          pendingText="Issuing…"
          submitText="Issue the credit note"
        />
      </form>
    </FormModal>
  );
};
