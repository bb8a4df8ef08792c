import type { ClientInvoice, ClientInvoiceCreate } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Field } from '@backoffice/ui/field';
import { Select } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import * as v from 'valibot';
import { tripSource } from '../emails/trip-source.ts';
import { FormField, RecordPickerField, TextField } from '../forms/form-fields.tsx';
import { FormModal } from '../forms/form-modal.tsx';
import { useServerForm } from '../forms/use-server-form.ts';
import { formatMoney as formatAmount } from './money.ts';
import { ItemChecklist, NewDraftFooter, tripItemsWait } from './new-draft.tsx';
import { useCreateDraftMutation, useTaxRatesQuery, useTripItemsQuery } from './sales-api.ts';

const bases = [
  { value: 'deposit', label: 'Deposit (a percentage of the trip)' },
  { value: 'balance', label: 'Balance (what is left to invoice)' },
  { value: 'items', label: 'Chosen items' },
];

const schema = v.pipe(
  v.object({
    trip: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose a trip'),
    ),
    basis: v.string(),
    percent: v.string(),
    items: v.array(v.string()),
    taxRate: v.string(),
    dueDate: v.pipe(
      v.string(),
      v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
    ),
  }),
  v.forward(
    v.check(
      (values) =>
        values.basis !== 'deposit' ||
        (/^\d{1,3}(\.\d{1,2})?$/.test(values.percent.trim()) &&
          Number(values.percent) > 0 &&
          Number(values.percent) <= 100),
      'Please enter a percentage above 0 and at most 100',
    ),
    ['percent'],
  ),
  v.forward(
    v.check(
      (values) => values.basis !== 'items' || values.items.length > 0,
      'Please choose at least one item',
    ),
    ['items'],
  ),
);
type Values = v.InferOutput<typeof schema>;
const names = ['trip', 'basis', 'percent', 'items', 'taxRate', 'dueDate'];
const noTax = 'none';

// "New invoice" (issue 29.1): a draft from a trip, for its client in its currency: a deposit (a
// percentage of the trip's client total), the balance (what its other invoices do not bill yet) or
// chosen items at their client totals. The draft opens for its lines to be checked before issuing.
export const NewInvoiceDialog = ({
  onClose,
  onCreated,
  trip: fixedTrip,
}: {
  onClose: () => void;
  onCreated: (invoice: ClientInvoice) => void;
  /** Made from a trip's page: the trip is given. */
  trip?: string;
}) => {
  const create = useCreateDraftMutation();
  const taxRates = useTaxRatesQuery();
  const { form, submit } = useServerForm<Values>({
    schema,
    names,
    defaultValues: {
      trip: fixedTrip ?? null,
      basis: 'deposit',
      percent: '30',
      items: [],
      taxRate: noTax,
      dueDate: '',
    },
    onSubmit: async (values) => {
      const body: ClientInvoiceCreate = {
        trip: values.trip!,
        basis: values.basis as ClientInvoiceCreate['basis'],
        ...(values.basis === 'deposit' ? { percent: values.percent.trim() } : {}),
        ...(values.basis === 'items' ? { items: values.items } : {}),
        taxRate: values.taxRate === noTax ? null : values.taxRate,
        dueDate: values.dueDate || null,
      };
      const invoice = await create.mutateAsync(body);
      onCreated(invoice);
    },
  });
  const [trip, basis] = form.watch(['trip', 'basis']);
  const tripId = trip ? idFromIri(trip) : undefined;
  const items = useTripItemsQuery(basis === 'items' ? tripId : undefined);
  const taxOptions = [
    { value: noTax, label: 'No tax' },
    ...(taxRates.data ?? []).map((rate) => ({
      value: rate['@id'],
      label: `${rate.name} (${Number(rate.percent)}%)`,
    })),
  ];
  const errors = form.formState.errors;
  return (
    <FormModal title="New invoice" width={620} onClose={onClose}>
      <form aria-label="New invoice" className="space-y-4" onSubmit={submit} noValidate>
        {fixedTrip ? null : (
          <RecordPickerField
            control={form.control}
            name="trip"
            id="invoice-trip"
            label="Trip"
            placeholder="Search by reference or client"
            source={tripSource()}
          />
        )}
        <FormField control={form.control} name="basis" id="invoice-basis" label="What to invoice">
          {({ field }) => (
            <Select
              id="invoice-basis"
              options={bases}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'deposit')}
            />
          )}
        </FormField>
        {basis === 'deposit' ? (
          <TextField
            control={form.control}
            name="percent"
            id="invoice-percent"
            label="Deposit (%)"
            maxLength={6}
          />
        ) : null}
        {basis === 'items' ? (
          <FormField control={form.control} name="items" id="invoice-items" label="Items">
            {({ field }) =>
              tripItemsWait(tripId, items.isPending) ??
              ((items.data ?? []).length === 0 ? (
                <p className="text-sm text-stone-500">This trip has no items.</p>
              ) : (
                <ItemChecklist
                  className="max-h-56"
                  items={(items.data ?? []).map((item) => ({
                    iri: item['@id'],
                    id: `invoice-item-${item.id}`,
                    label: item.title ?? item.type,
                    price: formatAmount(item.clientTotalPrice ?? 0, item.currency),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              ))
            }
          </FormField>
        ) : null}
        <div className="grid grid-cols-2 gap-4">
          <FormField control={form.control} name="taxRate" id="invoice-tax" label="Tax">
            {({ field }) => (
              <Select
                id="invoice-tax"
                options={taxOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? noTax)}
              />
            )}
          </FormField>
          <Field id="invoice-due" label="Due date" error={errors.dueDate?.message}>
            <TextInput id="invoice-due" type="date" {...form.register('dueDate')} />
          </Field>
        </div>
        <NewDraftFooter errors={errors} isPending={create.isPending} onCancel={onClose} />
      </form>
    </FormModal>
  );
};
