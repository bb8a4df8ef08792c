import type { ClientInvoice, ClientInvoiceEdit } from '@backoffice/sdk';
import { Field } from '@backoffice/ui/field';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { decimalsOf, formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { type LoadedInvoice, useInvoiceMutations, useTaxRatesQuery } from '../../shared/sales/sales-api.ts';
import {
  type DraftEditorProps,
  DraftFooter,
  DraftLinesActions,
  DraftLinesTable,
  estimateOf,
  LineCell,
  linesError,
  linesSchema,
  NumberLineCell,
  useDraftLines,
} from './draft-lines.tsx';

type Line = { description: string; quantity: string; unitPrice: string; taxRate: string; tripItem: string };
const noTax = 'none';
const amount = (decimals: number) =>
  decimals === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`);

const schemaFor = (decimals: number) =>
  v.object({
    dueDate: v.pipe(
      v.string(),
      v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
    ),
    notes: v.pipe(v.string(), v.maxLength(5000, 'At most 5000 characters')),
    lines: linesSchema(
      {
        quantity: v.pipe(
          v.string(),
          v.trim(),
          v.check((s) => /^\d{1,7}(\.\d{1,2})?$/.test(s) && Number(s) > 0, 'Above 0, two decimals at most'),
        ),
        unitPrice: v.pipe(
          v.string(),
          v.trim(),
          v.check(
            (s) => amount(decimals).test(s.replaceAll(',', '')),
            decimals === 0 ? 'A whole amount' : `At most ${decimals} decimals`,
          ),
        ),
        taxRate: v.string(),
      },
      'An invoice',
    ),
  });
type Values = { dueDate: string; notes: string; lines: Line[] };

const toValues = (invoice: ClientInvoice): Values => ({
  dueDate: invoice.dueDate ?? '',
  notes: invoice.notes ?? '',
  lines: (invoice.lines ?? []).map((line) => ({
    description: String(line.description ?? ''),
    quantity: String(Number(line.quantity ?? 1)),
    unitPrice: String(line.unitPrice ?? '0'),
    taxRate: (line.taxRate as string | null) ?? noTax,
    tripItem: (line.tripItem as string | null) ?? '',
  })),
});

// The draft's lines (description, quantity, unit price, tax rate), due date and notes, saved as a
// whole (PATCH replaces every line); the server computes net, tax and totals per line. Leaving
// with unsaved changes asks first; `onDirty` tells the page, which holds Issue until they are saved.
export const DraftEditor = ({ loaded, onDirty }: DraftEditorProps<LoadedInvoice>) => {
  const { invoice, etag } = loaded;
  const { save } = useInvoiceMutations(invoice.id);
  const taxRates = useTaxRatesQuery();
  const decimals = decimalsOf(invoice.currency);
  const { form, submit } = useServerForm<Values>({
    schema: schemaFor(decimals),
    names: ['dueDate', 'notes', 'lines'],
    defaultValues: toValues(invoice),
    onSubmit: async (values) => {
      const body: ClientInvoiceEdit = {
        dueDate: values.dueDate || null,
        notes: values.notes.trim() || null,
        lines: values.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice.replaceAll(',', ''),
          taxRate: line.taxRate === noTax ? null : line.taxRate,
          tripItem: line.tripItem || null,
        })),
      };
      const saved = await save.mutateAsync({ body, etag });
      form.reset(toValues(saved));
    },
  });
  const { lines, dirty, errors } = useDraftLines(form, onDirty);
  const taxOptions = [
    { value: noTax, label: 'No tax' },
    ...(taxRates.data ?? []).map((rate) => ({
      value: rate['@id'],
      label: `${rate.name} (${Number(rate.percent)}%)`,
    })),
    // A line's rate that is no longer active stays shown.
    ...(invoice.lines ?? [])
      .map((line) => line.taxRate as string | null)
      .filter((iri): iri is string => Boolean(iri) && !(taxRates.data ?? []).some((r) => r['@id'] === iri))
      .map((iri) => ({ value: iri, label: 'Inactive rate' })),
  ];
  const estimate = estimateOf(
    form.watch('lines'),
    (line) => Number(line.quantity || 0) * Number((line.unitPrice || '0').replaceAll(',', '')),
  );
  return (
    <form aria-label="Draft" className="space-y-4" onSubmit={submit} noValidate>
      <DraftLinesTable
        columns={
          <>
            <th className="w-24 px-3 py-2 text-right">Quantity</th>
            <th className="w-36 px-3 py-2 text-right">Unit price</th>
            <th className="w-48 px-3 py-2">Tax</th>
          </>
        }
        rows={lines.fields}
        description={(index) => form.register(`lines.${index}.description`)}
        descriptionError={(index) => errors.lines?.[index]?.description?.message}
        cells={(index) => {
          const lineErrors = errors.lines?.[index];
          return (
            <>
              <NumberLineCell
                label={`Quantity of line ${index + 1}`}
                maxLength={10}
                error={lineErrors?.quantity?.message}
                field={form.register(`lines.${index}.quantity`)}
              />
              <NumberLineCell
                label={`Unit price of line ${index + 1}`}
                maxLength={16}
                error={lineErrors?.unitPrice?.message}
                field={form.register(`lines.${index}.unitPrice`)}
              />
              <LineCell>
                <Controller
                  control={form.control}
                  name={`lines.${index}.taxRate`}
                  render={({ field: tax }) => (
                    <Select
                      aria-label={`Tax of line ${index + 1}`}
                      options={taxOptions}
                      value={tax.value}
                      onChange={(value) => tax.onChange(value ?? noTax)}
                    />
                  )}
                />
              </LineCell>
            </>
          );
        }}
        onRemove={(index) => lines.remove(index)}
      />
      <DraftLinesActions
        error={linesError(errors.lines)}
        onAdd={() =>
          lines.append({ description: '', quantity: '1', unitPrice: '', taxRate: noTax, tripItem: '' })
        }
        estimate={
          dirty ? <>Net before tax, once saved: about {formatAmount(estimate, invoice.currency)}</> : null
        }
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field id="draft-due" label="Due date" error={errors.dueDate?.message}>
          <TextInput id="draft-due" type="date" {...form.register('dueDate')} />
        </Field>
        <Field id="draft-notes" label="Notes on the invoice" error={errors.notes?.message}>
          <Textarea id="draft-notes" minRows={2} {...form.register('notes')} />
        </Field>
      </div>
      <DraftFooter form={form} isPending={save.isPending} loaded={toValues(invoice)} />
    </form>
  );
};
