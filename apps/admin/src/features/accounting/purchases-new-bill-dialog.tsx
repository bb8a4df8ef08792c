import type { BillableItemsItemsItem, SupplierBill, SupplierBillCreate } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import * as v from 'valibot';
import { tripSource } from '../../shared/emails/trip-source.ts';
import { FormField } from '../../shared/forms/form-fields.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { ItemChecklist, NewDraftFooter, tripItemsWait } from '../../shared/sales/new-draft.tsx';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { useBillableItemsQuery, useCreateBillMutation } from './purchases-api.ts';
import { BillHeaderFields } from './purchases-bill-draft.tsx';

const optionalDay = (s: string) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s);
const schema = v.object({
  trip: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose a trip'),
  ),
  vendor: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose the vendor who billed'),
  ),
  items: v.pipe(v.array(v.string()), v.minLength(1, 'Please choose at least one item')),
  number: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
  date: v.pipe(v.string(), v.check(optionalDay, 'Please enter a valid date')),
  dueDate: v.pipe(v.string(), v.check(optionalDay, 'Please enter a valid date')),
});
type Values = v.InferOutput<typeof schema>;
const names = ['trip', 'vendor', 'items', 'number', 'date', 'dueDate'];

/** An item this vendor may bill: its own, or one with no catalogue vendor (a flight, a DMC's service). */
const billableBy = (item: BillableItemsItemsItem, vendor: string | null) =>
  vendor !== null && (item.vendor === vendor || item.vendor === null);
const isOpen = (item: BillableItemsItemsItem) => item.billedOn === null && item.vendorTotalPrice !== null;

// "New bill from a trip's items" (issue 29.2, decision 319): pick the trip, then the vendor (those
// of its items are offered first); the vendor's items not billed yet are ticked, a line each at its
// vendor total price. The supplier's number, date and due date may wait for the draft.
export const NewBillDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (bill: SupplierBill) => void;
}) => {
  const create = useCreateBillMutation();
  const { form, submit } = useServerForm<Values>({
    schema,
    names,
    defaultValues: { trip: null, vendor: null, items: [], number: '', date: '', dueDate: '' },
    onSubmit: async (values) => {
      const body: SupplierBillCreate = {
        trip: values.trip!,
        vendor: values.vendor!,
        items: values.items,
        ...(values.number ? { number: values.number } : {}),
        ...(values.date ? { date: values.date } : {}),
        ...(values.dueDate ? { dueDate: values.dueDate } : {}),
      };
      onCreated(await create.mutateAsync(body));
    },
  });
  const [trip, vendor, chosen] = form.watch(['trip', 'vendor', 'items']);
  const tripId = trip ? idFromIri(trip) : undefined;
  const billable = useBillableItemsQuery(tripId);
  const all = billable.data ?? [];
  const vendors = [
    ...new Map(
      all.filter((i) => i.vendor !== null && isOpen(i)).map((i) => [i.vendor!, i.vendorName ?? i.vendor!]),
    ),
  ];
  const chooseVendor = (iri: string | null) => {
    form.setValue('vendor', iri, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue(
      'items',
      all.filter((i) => iri !== null && i.vendor === iri && isOpen(i)).map((i) => i.item),
      { shouldDirty: true },
    );
  };
  const shown = all.filter((i) => billableBy(i, vendor));
  const currency = all.find((i) => chosen.includes(i.item))?.currency;
  const total = all
    .filter((i) => chosen.includes(i.item))
    .reduce((sum, i) => sum + Number(i.vendorTotalPrice ?? 0), 0);
  const errors = form.formState.errors;
  return (
    <FormModal title="New bill from a trip's items" width={660} onClose={onClose}>
      <form aria-label="New bill" className="space-y-4" onSubmit={submit} noValidate>
        <FormField control={form.control} name="trip" id="bill-trip" label="Trip">
          {({ field, fieldState }) => (
            <RecordPicker
              id="bill-trip"
              aria-label="Trip"
              placeholder="Search by reference or client"
              source={tripSource()}
              value={field.value}
              onChange={(iri) => {
                field.onChange(iri);
                form.setValue('vendor', null);
                form.setValue('items', []);
              }}
              invalid={Boolean(fieldState.error)}
            />
          )}
        </FormField>
        <FormField control={form.control} name="vendor" id="bill-vendor" label="Vendor">
          {({ field, fieldState }) => (
            <div className="space-y-2">
              <RecordPicker
                id="bill-vendor"
                aria-label="Vendor"
                placeholder="Search a vendor"
                source={vendorSource}
                value={field.value}
                onChange={(iri) => chooseVendor(iri)}
                invalid={Boolean(fieldState.error)}
              />
              {vendors.length > 0 ? (
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-stone-500">On this trip:</span>
                  {vendors.map(([iri, name]) => (
                    <Button
                      key={iri}
                      size="sm"
                      variant={field.value === iri ? 'primary' : 'secondary'}
                      aria-pressed={field.value === iri}
                      onClick={() => chooseVendor(iri)}
                    >
                      {name}
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
          )}
        </FormField>
        <FormField control={form.control} name="items" id="bill-items" label="Items">
          {({ field }) =>
            tripItemsWait(tripId, billable.isPending) ??
            (billable.isError ? (
              <p className="text-sm text-red-700">The trip's items could not be loaded.</p>
            ) : !vendor ? (
              <p className="text-sm text-stone-500">Choose the vendor who billed.</p>
            ) : shown.length === 0 ? (
              <p className="text-sm text-stone-500">This vendor has no item on this trip.</p>
            ) : (
              <ItemChecklist
                label="Items of the vendor"
                className="max-h-64"
                items={shown.map((item) => {
                  const note =
                    item.billedOn !== null
                      ? `on bill ${item.billedOn}`
                      : item.vendorTotalPrice === null
                        ? 'no vendor price'
                        : item.vendor === null
                          ? 'no catalogue vendor'
                          : null;
                  return {
                    iri: item.item,
                    id: `bill-item-${item.item.split('/').at(-1)}`,
                    label: (
                      <>
                        {item.title}
                        {note ? <span className="ml-2 text-xs text-stone-500">({note})</span> : null}
                      </>
                    ),
                    price:
                      item.vendorTotalPrice === null
                        ? '—'
                        : formatAmount(item.vendorTotalPrice, item.currency),
                    disabled: !isOpen(item),
                  };
                })}
                value={field.value}
                onChange={field.onChange}
              />
            ))
          }
        </FormField>
        {chosen.length > 0 && currency ? (
          <p className="text-right text-sm text-stone-600">
            {chosen.length} {chosen.length === 1 ? 'line' : 'lines'}, about{' '}
            <span className="font-medium tabular-nums text-stone-900">{formatAmount(total, currency)}</span>
          </p>
        ) : null}
        <BillHeaderFields control={form.control} className="grid grid-cols-3 gap-4" />
        <p className="text-xs text-stone-500">
          Left empty: dated today, due on the items' supplier payment date (else 30 days later).
        </p>
        <NewDraftFooter errors={errors} isPending={create.isPending} onCancel={onClose} />
      </form>
    </FormModal>
  );
};
