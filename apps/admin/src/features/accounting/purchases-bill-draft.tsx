import type { SupplierBill, SupplierBillEdit } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { TextInput } from '@backoffice/ui/text-input';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import * as v from 'valibot';
import { TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { formatMoney as formatAmount, isAmountOf, plainAmount } from '../../shared/sales/money.ts';
import { LineError } from './draft-editor.tsx';
import { type LoadedBill, useBillMutations } from './purchases-api.ts';

type Line = { description: string; amount: string; tripItem: string };
type Values = { number: string; date: string; dueDate: string; notes: string; lines: Line[] };
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

const schemaFor = (currency: string) =>
  v.object({
    number: v.pipe(v.string(), v.maxLength(64, 'At most 64 characters')),
    date: v.pipe(v.string(), v.check(isDay, 'Please enter a valid date')),
    dueDate: v.pipe(
      v.string(),
      v.check((s) => s === '' || isDay(s), 'Please enter a valid date'),
    ),
    notes: v.pipe(v.string(), v.maxLength(5000, 'At most 5000 characters')),
    lines: v.pipe(
      v.array(
        v.object({
          description: v.pipe(
            v.string(),
            v.trim(),
            v.nonEmpty('Please input value'),
            v.maxLength(255, 'At most 255 characters'),
          ),
          amount: v.pipe(
            v.string(),
            v.check((s) => isAmountOf(s, currency), `An amount above 0 in ${currency}`),
          ),
          tripItem: v.string(),
        }),
      ),
      v.minLength(1, 'A bill needs at least one line'),
      v.maxLength(200, 'A bill has at most 200 lines'),
    ),
  });

const toValues = (bill: SupplierBill): Values => ({
  number: bill.number ?? '',
  date: bill.date,
  dueDate: bill.dueDate ?? '',
  notes: bill.notes ?? '',
  lines: (bill.lines ?? []).map((line) => ({
    description: String(line.description ?? ''),
    amount: String(line.amount ?? ''),
    tripItem: (line.tripItem as string | null) ?? '',
  })),
});

// A draft bill's supplier number, dates, notes and lines (description and amount; a line made from
// an item keeps it), saved as a whole (PATCH replaces every line, If-Match). Leaving with unsaved
// changes asks first; `onDirty` tells the page, which holds Approve until they are saved.
export const BillDraftEditor = ({
  loaded,
  onDirty,
}: {
  loaded: LoadedBill;
  onDirty: (dirty: boolean) => void;
}) => {
  const { bill, etag } = loaded;
  const { save } = useBillMutations(bill.id);
  const { form, submit } = useServerForm<Values>({
    schema: schemaFor(bill.currency),
    names: ['number', 'date', 'dueDate', 'notes', 'lines'],
    defaultValues: toValues(bill),
    staleMessage: 'Someone else changed this bill: reload it to see their changes.',
    onSubmit: async (values) => {
      const body: SupplierBillEdit = {
        number: values.number.trim() || null,
        date: values.date,
        dueDate: values.dueDate || null,
        notes: values.notes.trim() || null,
        lines: values.lines.map((line) => ({
          description: line.description,
          amount: plainAmount(line.amount),
          tripItem: line.tripItem || null,
        })),
      };
      const saved = await save.mutateAsync({ body, etag });
      form.reset(toValues(saved));
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const errors = form.formState.errors;
  const watched = form.watch('lines');
  const estimate = watched.reduce((sum, line) => {
    const value = Number((line.amount || '0').replaceAll(',', ''));
    return Number.isFinite(value) ? sum + value : sum;
  }, 0);
  const { control } = form;
  return (
    <form aria-label="Draft bill" className="space-y-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          control={control}
          name="number"
          id="bill-number"
          label="Supplier's number"
          maxLength={64}
        />
        <TextField control={control} name="date" id="bill-date" label="Dated" type="date" />
        <TextField control={control} name="dueDate" id="bill-due" label="Due date" type="date" />
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-sm" aria-label="Lines">
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th className="px-3 py-2">Description</th>
              <th className="w-44 px-3 py-2 text-right">Amount ({bill.currency})</th>
              <th className="w-10 px-3 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.fields.map((field, index) => {
              const lineErrors = errors.lines?.[index];
              return (
                <tr key={field.id} className="border-t border-stone-100 align-top">
                  <td className="px-3 py-2">
                    <TextInput
                      aria-label={`Description of line ${index + 1}`}
                      invalid={Boolean(lineErrors?.description)}
                      {...form.register(`lines.${index}.description`)}
                    />
                    <LineError message={lineErrors?.description?.message} />
                  </td>
                  <td className="px-3 py-2">
                    <TextInput
                      aria-label={`Amount of line ${index + 1}`}
                      className="text-right tabular-nums"
                      inputMode="decimal"
                      maxLength={16}
                      invalid={Boolean(lineErrors?.amount)}
                      {...form.register(`lines.${index}.amount`)}
                    />
                    <LineError message={lineErrors?.amount?.message} />
                  </td>
                  <td className="px-3 py-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-9 px-0 text-stone-500 hover:text-red-600"
                      aria-label={`Remove line ${index + 1}`}
                      onClick={() => lines.remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.lines?.root?.message || errors.lines?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.lines?.root?.message ?? errors.lines?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => lines.append({ description: '', amount: '', tripItem: '' })}
        >
          <Plus className="size-4" aria-hidden />
          Add a line
        </Button>
        {dirty ? (
          <p className="text-sm text-stone-500">
            Total once saved: about {formatAmount(estimate, bill.currency)}
          </p>
        ) : null}
      </div>
      <TextareaField control={control} name="notes" id="bill-notes" label="Notes" />
      <FormFooter
        errors={errors}
        isPending={save.isPending}
        disabled={!dirty}
        submitText="Save the draft"
        secondary={
          dirty ? (
            <Button variant="secondary" onClick={() => form.reset(toValues(bill))}>
              Discard changes
            </Button>
          ) : undefined
        }
      />
    </form>
  );
};
