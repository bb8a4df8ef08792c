import {
  listAccommodations,
  listActivities,
  listAirlines,
  listAirports,
  listConciergerieServices,
  listRestaurants,
  listSpas,
  listTransfers,
  type Trip,
  type TripItem,
  type TripItemPatch,
  updateTripItem,
} from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { type ItemType, itemTypes, useTripItemMutations } from '../api/use-trip-items.ts';

type Option = { iri: string; name: string };
type Lister = () => Promise<Option[]>;

const members = (res: { data: { 'hydra:member': { '@id': string; name?: string | null }[] } }) =>
  res.data['hydra:member'].map((row) => ({ iri: row['@id'], name: row.name ?? row['@id'] }));
const page = { itemsPerPage: 200, 'order[name]': 'asc' } as const;

// The catalogue list each type books from (product.md §2.9 trip items), and its field in the item.
const catalogue: Record<Exclude<ItemType, 'flight'>, { field: string; label: string; list: Lister }> = {
  accommodation: {
    field: 'accommodation',
    label: 'Accommodation',
    list: async () => members(await listAccommodations(page)),
  },
  activity: { field: 'activity', label: 'Activity', list: async () => members(await listActivities(page)) },
  transfer: { field: 'transfer', label: 'Transfer', list: async () => members(await listTransfers(page)) },
  spa: { field: 'spa', label: 'Spa', list: async () => members(await listSpas(page)) },
  restaurant: {
    field: 'restaurant',
    label: 'Restaurant',
    list: async () => members(await listRestaurants(page)),
  },
  conciergerie_service: {
    field: 'conciergerieService',
    label: 'Conciergerie service',
    list: async () => members(await listConciergerieServices(page)),
  },
};
const mainField: Partial<Record<ItemType, string>> = {
  accommodation: 'isMainAccommodation',
  activity: 'mainActivity',
  transfer: 'mainTransfer',
};
const prices = [
  ['clientTotalPrice', 'Client total'],
  ['vendorTotalPrice', 'Vendor total'],
] as const;
const otherPrices = [
  ['vendorNetPrice', 'Vendor net price'],
  ['vendorPrice', 'Vendor price'],
  ['clientNetPrice', 'Client net price'],
  ['clientPrice', 'Client price'],
  ['markupPrice', 'Markup price'],
] as const;

const selectClass =
  'block h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

const CatalogueSelect = ({
  id,
  label,
  list,
  value,
  onChange,
}: {
  id: string;
  label: string;
  list: Lister;
  value: string;
  onChange: (value: string) => void;
}) => {
  const options = useQuery({ queryKey: ['trip-item-catalogue', id], queryFn: list, staleTime: 60_000 });
  return (
    <Field id={id} label={label}>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{options.isPending ? 'Loading…' : '—'}</option>
        {(options.data ?? []).map((option) => (
          <option key={option.iri} value={option.iri}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

type Values = Record<string, string | boolean>;

const editable = new Set([
  'title',
  'startDate',
  'endDate',
  'currency',
  'notes',
  'confirmationNumber',
  'airline',
  'flightNumber',
  'departureAirport',
  'arrivalAirport',
  'pnr',
  ...prices.map(([key]) => key),
  ...otherPrices.map(([key]) => key),
  ...Object.values(mainField),
  ...Object.values(catalogue).map((entry) => entry.field),
]);

const fromItem = (item: TripItem): Values => {
  const values: Values = {};
  for (const [key, value] of Object.entries(item)) {
    if (!editable.has(key)) continue;
    if (typeof value === 'string')
      values[key] = key.endsWith('Date') ? value.slice(0, 16).replace(' ', 'T') : value;
    if (typeof value === 'boolean') values[key] = value;
  }
  const record = (item as { item?: { '@id'?: string } | null }).item;
  const field = item.type in catalogue ? catalogue[item.type as keyof typeof catalogue].field : undefined;
  if (field && record?.['@id'] && !values[field]) values[field] = record['@id'];
  return values;
};

const toBody = (values: Values) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'boolean') body[key] = value;
    else body[key] = value.trim() === '' ? null : value.trim();
  }
  return body;
};

// The item form (issue 12, trip items): the type, the catalogue record (a flight: airline, number
// and airports), the local start and end (within the trip), the main flag where the type has one,
// the currency and prices, notes and confirmation number. New: POST to the type's endpoint; edit:
// PATCH /api/trip_items/{id}. The server's violations show as toasts.
export const ItemFormModal = ({
  trip,
  item,
  defaultType,
  onClose,
}: {
  trip: Trip;
  item?: TripItem;
  defaultType?: ItemType;
  onClose: () => void;
}) => {
  const [type, setType] = useState<ItemType>((item?.type as ItemType) ?? defaultType ?? 'activity');
  const [values, setValues] = useState<Values>(() =>
    item ? fromItem(item) : { currency: trip.currency ?? '' },
  );
  const mutations = useTripItemMutations(trip.id);
  const update = useMutation({
    mutationFn: (body: Record<string, unknown>) => updateTripItem(item!.id, body as TripItemPatch),
    meta: { successMessage: 'Updated successfully' },
  });
  const set = (key: string) => (value: string | boolean) => setValues((prev) => ({ ...prev, [key]: value }));
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const busy = mutations.create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    try {
      if (item) {
        await update.mutateAsync(body);
        await mutations.refresh();
      } else {
        await mutations.create.mutateAsync({ type, body: { ...body, trip: trip['@id'] } });
      }
      onClose();
    } catch {
      // The toast says what the server refused; the form stays open.
    }
  };

  const min = `${trip.startDate}T00:00`;
  const max = `${trip.endDate}T23:59`;
  const input = (key: string, label: string, props: Record<string, unknown> = {}) => (
    <Field key={key} id={`item-${key}`} label={label}>
      <TextInput id={`item-${key}`} value={text(key)} onChange={(e) => set(key)(e.target.value)} {...props} />
    </Field>
  );
  const main = mainField[type];

  return (
    <FormModal title={item ? 'Edit item' : 'Add item'} width={640} onClose={onClose}>
      <form
        onSubmit={(e) => void submit(e)}
        className="space-y-4"
        aria-label={item ? 'Edit item' : 'Add item'}
      >
        <Field id="item-type" label="Type">
          <select
            id="item-type"
            className={selectClass}
            value={type}
            disabled={Boolean(item)}
            onChange={(e) => setType(e.target.value as ItemType)}
          >
            {itemTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        {type === 'flight' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <CatalogueSelect
              id="item-airline"
              label="Airline"
              list={async () => members(await listAirlines(page))}
              value={text('airline')}
              onChange={set('airline')}
            />
            {input('flightNumber', 'Flight number', { maxLength: 16 })}
            <CatalogueSelect
              id="item-departureAirport"
              label="Departure airport"
              list={async () => members(await listAirports(page))}
              value={text('departureAirport')}
              onChange={set('departureAirport')}
            />
            <CatalogueSelect
              id="item-arrivalAirport"
              label="Arrival airport"
              list={async () => members(await listAirports(page))}
              value={text('arrivalAirport')}
              onChange={set('arrivalAirport')}
            />
            {input('pnr', 'PNR', { maxLength: 32 })}
          </div>
        ) : (
          <CatalogueSelect
            key={type}
            id={`item-${catalogue[type].field}`}
            label={catalogue[type].label}
            list={catalogue[type].list}
            value={text(catalogue[type].field)}
            onChange={set(catalogue[type].field)}
          />
        )}
        {input('title', 'Title')}
        <div className="grid gap-3 sm:grid-cols-2">
          {input('startDate', 'Start', { type: 'datetime-local', min, max })}
          {input('endDate', 'End', { type: 'datetime-local', min, max })}
        </div>
        {main ? (
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={values[main] === true}
              onChange={(e) => set(main)(e.target.checked)}
            />
            Main
          </label>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          {input('currency', 'Currency', { maxLength: 3 })}
          {prices.map(([key, label]) => input(key, label, { inputMode: 'decimal' }))}
        </div>
        <details className="rounded-md border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-700">All prices</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {otherPrices.map(([key, label]) => input(key, label, { inputMode: 'decimal' }))}
          </div>
        </details>
        {input('confirmationNumber', 'Confirmation number', { maxLength: 64 })}
        <Field id="item-notes" label="Notes">
          <textarea
            id="item-notes"
            className="block w-full rounded-md border border-stone-300 p-2 text-sm"
            rows={3}
            value={text('notes')}
            onChange={(e) => set('notes')(e.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {item ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </FormModal>
  );
};
