import type { SupplierBill, SupplierBillEdit } from '@backoffice/sdk';
import type { Control, FieldValues, Path } from 'react-hook-form';
import * as v from 'valibot';
import { TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { formatMoney as formatAmount, isAmountOf, plainAmount } from '../../shared/sales/money.ts';
import {
  type DraftEditorProps,
  DraftFooter,
  DraftLinesActions,
  DraftLinesTable,
  estimateOf,
  linesError,
  linesSchema,
  NumberLineCell,
  useDraftLines,
} from './draft-lines.tsx';
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
    lines: linesSchema(
      {
        amount: v.pipe(
          v.string(),
          v.check((s) => isAmountOf(s, currency), `An amount above 0 in ${currency}`),
        ),
      },
      'A bill',
    ),
  });

/**
 * A bill's supplier number, date and due date, on its draft and in the dialog that makes one (any
 * form whose values have these three).
 */
export const BillHeaderFields = <T extends FieldValues & { number: string; date: string; dueDate: string }>({
  control,
  className,
}: {
  control: Control<T>;
  className: string;
}) => (
  <div className={className}>
    <TextField
      control={control}
      name={'number' as Path<T>}
      id="bill-number"
      label="Supplier's number"
      maxLength={64}
    />
    <TextField control={control} name={'date' as Path<T>} id="bill-date" label="Dated" type="date" />
    <TextField control={control} name={'dueDate' as Path<T>} id="bill-due" label="Due date" type="date" />
  </div>
);

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
export const BillDraftEditor = ({ loaded, onDirty }: DraftEditorProps<LoadedBill>) => {
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
  const { lines, dirty, errors } = useDraftLines(form, onDirty);
  const estimate = estimateOf(form.watch('lines'), (line) =>
    Number((line.amount || '0').replaceAll(',', '')),
  );
  const { control } = form;
  return (
    <form aria-label="Draft bill" className="space-y-4" onSubmit={submit} noValidate>
      <BillHeaderFields control={control} className="grid gap-4 sm:grid-cols-3" />
      <DraftLinesTable
        columns={<th className="w-44 px-3 py-2 text-right">Amount ({bill.currency})</th>}
        rows={lines.fields}
        description={(index) => form.register(`lines.${index}.description`)}
        descriptionError={(index) => errors.lines?.[index]?.description?.message}
        cells={(index) => (
          <NumberLineCell
            label={`Amount of line ${index + 1}`}
            maxLength={16}
            error={errors.lines?.[index]?.amount?.message}
            field={form.register(`lines.${index}.amount`)}
          />
        )}
        onRemove={(index) => lines.remove(index)}
      />
      <DraftLinesActions
        error={linesError(errors.lines)}
        onAdd={() => lines.append({ description: '', amount: '', tripItem: '' })}
        estimate={dirty ? <>Total once saved: about {formatAmount(estimate, bill.currency)}</> : null}
      />
      <TextareaField control={control} name="notes" id="bill-notes" label="Notes" />
      <DraftFooter form={form} isPending={save.isPending} loaded={toValues(bill)} />
    </form>
  );
};
