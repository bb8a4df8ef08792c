import { getTripItem, type Trip, type TripItem, updateTripItem } from '@backoffice/sdk';
import { etagOf, isApiError } from '@backoffice/sdk/core';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, Fragment, useMemo, useState } from 'react';
import { searchSources } from '../../../shared/client-preferences/preference-options.ts';
import { FormActions, StaleNotice } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import { idOfIri, type PickedRecord, type RecordSource } from '../../../shared/forms/record-source.ts';
import { STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import {
  catalogueCost,
  nightsOf,
  type Room,
  roomCost,
  roomsOf,
  sellFromCost,
} from '../../trip-domain/item-prices.ts';
import {
  type CatalogueMeta,
  type ItemBody,
  itemTypeOf,
  itemWindowOf,
  tripItemTypes,
} from '../../trip-domain/item-types.ts';
import {
  createTripItem,
  type ItemType,
  itemTypes,
  useTripItemMutations,
} from '../../trip-domain/trip-items-api.ts';
import { RoomFields } from './room-fields.tsx';

type Named = { '@id': string; id: number; name?: string | null };
const picked = (row: Named): PickedRecord => ({
  '@id': row['@id'],
  id: row.id,
  name: row.name ?? row['@id'],
});

// A catalogue kind searched on its list endpoint (`search=`, 20 names at a time) as the user types;
// with destinations, only records there or in a place below them (a trip to Italy finds a hotel in
// Florence, not Aman Tokyo).
export const sourceOf = (catalogue: CatalogueMeta, destinations: readonly string[] = []): RecordSource => {
  const ids = destinations.map(idOfIri);
  return {
    key: ids.length ? `${catalogue.key}:in:${ids.join(',')}` : catalogue.key,
    search: async (text) =>
      (
        await catalogue.list(
          {
            search: text || undefined,
            itemsPerPage: 20,
            'order[name]': 'asc',
            ...(ids.length ? { [catalogue.destinationParam]: ids } : {}),
          },
          {},
        )
      ).data['hydra:member'].map(picked),
    get: async (iri) => picked((await catalogue.get(idOfIri(iri))).data),
  };
};

// The catalogue list each type books from (product.md §2.9 trip items), its field in the item and
// its label (the type's: the side list names conciergerie services otherwise).
export const catalogue: Partial<Record<string, { field: string; label: string; source: RecordSource }>> =
  Object.fromEntries(
    tripItemTypes.flatMap((meta) =>
      meta.catalogue
        ? [
            [
              meta.type,
              { field: meta.catalogue.field, label: meta.label, source: sourceOf(meta.catalogue) },
            ] as const,
          ]
        : [],
    ),
  );

// The cost and the sell price (issue 22): the sell price follows the cost and the trip's markup
// until it is typed by hand (item-prices.ts).
const prices = [
  ['vendorTotalPrice', 'Vendor total'],
  ['clientTotalPrice', 'Client total'],
] as const;
// Derived by the server from the cost while the sell price is not overridden: sent only when typed.
const derivedPrices = new Set(['clientTotalPrice', 'clientNetPrice', 'markupPrice']);
const otherPrices = [
  ['vendorNetPrice', 'Vendor net price'],
  ['vendorPrice', 'Vendor price'],
  ['clientNetPrice', 'Client net price'],
  ['clientPrice', 'Client price'],
  ['markupPrice', 'Markup price'],
] as const;

const selectClass =
  'block h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

const CatalogueField = ({
  id,
  label,
  source,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  source: RecordSource;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) => (
  <Field id={id} label={label} error={error}>
    <RecordPicker
      id={id}
      aria-label={label}
      source={source}
      value={value || null}
      invalid={Boolean(error)}
      onChange={(iri) => onChange(iri ?? '')}
    />
  </Field>
);

type Values = Record<string, string | boolean>;

// The fields every type's form shows; a flight's own; a stay's room.
const commonFields = [
  'title',
  'startDate',
  'endDate',
  'currency',
  'notes',
  'confirmationNumber',
  'cancelByDate',
  'supplierPaymentDueDate',
];
const flightFields = ['airline', 'flightNumber', 'departureAirport', 'arrivalAirport', 'pnr'];
const roomFields = ['room', 'roomCount', 'boardBasis'];

const editable = new Set([
  ...commonFields,
  ...flightFields,
  ...roomFields,
  ...prices.map(([key]) => key),
  ...otherPrices.map(([key]) => key),
  ...tripItemTypes.flatMap((meta) => [meta.mainFlag ?? [], meta.catalogue?.field ?? []].flat()),
]);

const fromItem = (item: TripItem): Values => {
  const values: Values = {};
  for (const [key, value] of Object.entries(item)) {
    if (!editable.has(key)) continue;
    if (typeof value === 'string')
      values[key] = key.endsWith('Date') ? value.slice(0, 16).replace(' ', 'T') : value;
    if (typeof value === 'boolean') values[key] = value;
    if (typeof value === 'number') values[key] = String(value);
  }
  const record = item.item;
  const field = itemTypeOf(item.type)?.catalogue?.field;
  if (field && record?.['@id'] && !values[field]) values[field] = record['@id'];
  return values;
};

const toBody = (values: Values) => {
  const body: ItemBody = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'boolean') body[key] = value;
    else body[key] = value.trim() === '' ? null : value.trim();
  }
  return body;
};

type Loaded = { item: TripItem; etag: string | undefined };
type Errors = Record<string, string>;
const otherPriceKeys = new Set<string>(otherPrices.map(([key]) => key));

// The item form (issue 12, trip items): the type, the catalogue record searched on the server (a
// flight: airline, number and airports), the local start and end (within the trip), the main flag
// where the type has one, the currency and prices, notes and confirmation number. New: POST to the
// type's endpoint; edit: the item read fresh with its ETag, then PATCH /api/trip_items/{id} with
// If-Match, so a change made meanwhile (the calendar, a colleague) is refused (412) rather than
// lost. The server's violations land on their fields, anything else above the buttons.
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
  const current = useQuery({
    queryKey: ['trips', 'item-edit', item?.id ?? 0],
    queryFn: async (): Promise<Loaded> => {
      const res = await getTripItem(item!.id);
      return { item: res.data as TripItem, etag: etagOf(res) };
    },
    enabled: item !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <FormModal
      title={item ? 'Edit item' : 'Add item'}
      width={640}
      loading={item !== undefined && !current.data && 'Loading the item'}
      onClose={onClose}
    >
      {item === undefined || current.data ? (
        <ItemForm
          trip={trip}
          loaded={current.data}
          defaultType={defaultType}
          reload={async () => (await current.refetch()).data}
          onClose={onClose}
        />
      ) : null}
    </FormModal>
  );
};

const ItemForm = ({
  trip,
  loaded,
  defaultType,
  reload,
  onClose,
}: {
  trip: Trip;
  loaded: Loaded | undefined;
  defaultType?: ItemType;
  reload: () => Promise<Loaded | undefined>;
  onClose: () => void;
}) => {
  const item = loaded?.item;
  const [type, setType] = useState<ItemType>(item?.type ?? defaultType ?? 'activity');
  const [values, setValues] = useState<Values>(() =>
    item ? fromItem(item) : { currency: trip.currency ?? '' },
  );
  const [etag, setEtag] = useState(loaded?.etag);
  const [errors, setErrors] = useState<Errors>({});
  const [showAll, setShowAll] = useState(false);
  const [stale, setStale] = useState(false);
  const [morePrices, setMorePrices] = useState(false);
  // Whether the sell price was typed by hand (kept when the trip's markup changes).
  const [overridden, setOverridden] = useState(Boolean(item?.clientPriceOverridden));
  const [typed, setTyped] = useState<Set<string>>(() => new Set());
  const mutations = useTripItemMutations(trip.id);
  const save = useMutation({
    mutationFn: (body: ItemBody) =>
      item
        ? updateTripItem(item.id, body, etag ? { ifMatch: etag } : {})
        : createTripItem(type, { ...body, trip: trip['@id'] }),
    meta: { silent: true },
  });
  const set = (key: string) => (value: string | boolean) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setTyped((prev) => new Set(prev).add(key));
    if (key === 'clientTotalPrice') setOverridden(true);
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const travellers = (trip.adults ?? 0) + (trip.children ?? 0);

  // The sell price the markup gives the cost shown (the server computes the same on save).
  const autoSell = sellFromCost(text('vendorTotalPrice'), trip.markup);
  const sellShown = overridden ? text('clientTotalPrice') : (autoSell ?? text('clientTotalPrice'));

  // A stay's cost from its room: rack rate × rooms × nights, recomputed when one of them changes.
  const recostStay = (next: Values, roomList = rooms) => {
    const room = roomList.find((r) => r['@id'] === next.room);
    const nights = nightsOf(String(next.startDate ?? ''), String(next.endDate ?? ''));
    const cost = roomCost(room?.rackRate, String(next.roomCount ?? ''), nights);
    return cost === undefined ? next : { ...next, vendorTotalPrice: cost };
  };
  const setStay = (key: string) => (value: string) => {
    setTyped((prev) => new Set(prev).add(key));
    setValues((prev) => recostStay({ ...prev, [key]: value }));
  };
  // The rooms of the stay's accommodation (its rooms catalogue), read again when it changes.
  const queryClient = useQueryClient();
  const roomsQuery = (iri: string) => ({
    queryKey: ['catalogue', 'rooms-of', iri],
    queryFn: () => roomsOf(iri),
  });
  const accommodationIri = type === 'accommodation' ? text('accommodation') : '';
  const rooms = useQuery({ ...roomsQuery(accommodationIri), enabled: Boolean(accommodationIri) }).data ?? [];
  const loadRooms = (iri: string) =>
    iri ? queryClient.fetchQuery(roomsQuery(iri)).catch((): Room[] => []) : Promise.resolve<Room[]>([]);
  // Choosing a catalogue record prefills the cost from the catalogue (its price; a stay's room).
  const chooseRecord = (field: string) => async (iri: string) => {
    set(field)(iri);
    if (type === 'accommodation') {
      const list = await loadRooms(iri);
      const first = list.find((r) => r.rackRate) ?? list[0];
      setValues((prev) =>
        recostStay(
          { ...prev, [field]: iri, room: first?.['@id'] ?? '', roomCount: prev.roomCount || '1' },
          list,
        ),
      );
      return;
    }
    const cost = await catalogueCost(type, iri, travellers).catch(() => undefined);
    if (cost !== undefined) setValues((prev) => ({ ...prev, vendorTotalPrice: cost }));
  };

  const meta = itemTypeOf(type);
  const choice = catalogue[type];
  // The picker offers the trip's destinations first (issue 30.6); "show all" lifts the filter.
  const nearby = !showAll && Boolean(trip.destinations?.length);
  const destinationKey = (trip.destinations ?? []).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the destinations' value, not the array
  const nearbySource = useMemo(
    () => (nearby && meta?.catalogue ? sourceOf(meta.catalogue, trip.destinations) : undefined),
    [nearby, meta, destinationKey],
  );
  const catalogueField = choice?.field;
  const shown = new Set([
    ...commonFields,
    ...prices.map(([key]) => key),
    ...otherPriceKeys,
    ...(type === 'flight' ? flightFields : []),
    ...(catalogueField ? [catalogueField] : []),
    ...(meta?.mainFlag ? [meta.mainFlag] : []),
    ...(type === 'accommodation' ? roomFields : []),
  ]);

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 412) {
      setStale(true);
      return;
    }
    const next: Errors = {};
    if (isApiError(error) && error.violations.length) {
      for (const violation of error.violations) {
        const path = violation.propertyPath.split(/[.[]/)[0] ?? '';
        const key = shown.has(path) ? path : 'root';
        next[key] = next[key] ? `${next[key]} ${violation.message}` : violation.message;
      }
    } else {
      next.root = isApiError(error)
        ? error.messages.join(' ')
        : error instanceof Error
          ? error.message
          : String(error);
    }
    if (Object.keys(next).some((key) => otherPriceKeys.has(key))) setMorePrices(true);
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setStale(false);
    try {
      const body = toBody(
        Object.fromEntries(
          Object.entries(values).filter(
            ([key]) => shown.has(key) && (!derivedPrices.has(key) || typed.has(key)),
          ),
        ),
      );
      // Not overridden: the server derives the sell price from the cost and the trip's markup.
      if (overridden) body.clientTotalPrice = toBody({ v: text('clientTotalPrice') }).v;
      else delete body.clientTotalPrice;
      body.clientPriceOverridden = overridden;
      await save.mutateAsync(body);
      toast.success(item ? 'Updated successfully' : 'Created successfully');
      await mutations.refresh();
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  const loadLatest = async () => {
    const latest = await reload();
    if (!latest) return;
    setValues(fromItem(latest.item));
    setEtag(latest.etag);
    setErrors({});
    setStale(false);
  };

  const { min, max } = itemWindowOf(type, trip);
  const input = (key: string, label: string, props: Record<string, unknown> = {}) => (
    <Field key={key} id={`item-${key}`} label={label} error={errors[key]}>
      <TextInput
        id={`item-${key}`}
        value={text(key)}
        onChange={(e) => set(key)(e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        {...props}
      />
    </Field>
  );
  const pickerField = (key: string, label: string, from: RecordSource) => (
    <CatalogueField
      key={`${type}-${key}`}
      id={`item-${key}`}
      label={label}
      source={from}
      value={text(key)}
      error={errors[key]}
      onChange={set(key)}
    />
  );
  const main = meta?.mainFlag;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label={item ? 'Edit item' : 'Add item'}
    >
      <Field id="item-type" label="Type">
        <select
          id="item-type"
          className={selectClass}
          value={type}
          disabled={Boolean(item)}
          onChange={(e) => setType(e.target.value)}
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
          {pickerField('airline', 'Airline', searchSources.airlines)}
          {input('flightNumber', 'Flight number', { maxLength: 16 })}
          {pickerField('departureAirport', 'Departure airport', searchSources.airports)}
          {pickerField('arrivalAirport', 'Arrival airport', searchSources.airports)}
          {input('pnr', 'PNR', { maxLength: 16 })}
        </div>
      ) : choice ? (
        <div className="space-y-1">
          <CatalogueField
            key={`${type}-${choice.field}-${nearby ? 'trip' : 'all'}`}
            id={`item-${choice.field}`}
            label={choice.label}
            source={nearbySource ?? choice.source}
            value={text(choice.field)}
            error={errors[choice.field]}
            onChange={(iri) => void chooseRecord(choice.field)(iri)}
          />
          {trip.destinations?.length ? (
            <label className="flex items-center gap-2 text-xs text-stone-600">
              <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
              Show all {choice.label.toLowerCase()} records, not only the trip's destinations
            </label>
          ) : null}
        </div>
      ) : null}
      {input('title', 'Title')}
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['startDate', 'Start'],
            ['endDate', 'End'],
          ] as const
        ).map(([name, label]) => (
          <Fragment key={name}>
            {input(name, label, {
              type: 'datetime-local',
              min,
              max,
              // A stay's dates cost its room again (its nights).
              ...(type === 'accommodation'
                ? { onChange: (e: ChangeEvent<HTMLInputElement>) => setStay(name)(e.target.value) }
                : {}),
            })}
          </Fragment>
        ))}
      </div>
      {type === 'accommodation' ? (
        <RoomFields
          rooms={rooms}
          currency={text('currency') || trip.currency}
          values={values}
          errors={errors}
          nights={nightsOf(text('startDate'), text('endDate'))}
          onChange={setStay}
          onNights={(n) => {
            const start = text('startDate');
            if (!start || !Number.isInteger(n) || n < 1) return;
            const end = new Date(`${start.slice(0, 10)}T00:00:00Z`);
            end.setUTCDate(end.getUTCDate() + n);
            const time = text('endDate').slice(11, 16) || '11:00';
            setStay('endDate')(`${end.toISOString().slice(0, 10)}T${time}`);
          }}
        />
      ) : null}
      {main ? (
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={values[main] === true}
              onChange={(e) => set(main)(e.target.checked)}
            />
            Main
          </label>
          {errors[main] ? (
            <p role="alert" className="text-xs text-red-600">
              {errors[main]}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {input('currency', 'Currency', { maxLength: 3 })}
        {input('vendorTotalPrice', 'Vendor total', { inputMode: 'decimal' })}
        <Field id="item-clientTotalPrice" label="Client total" error={errors.clientTotalPrice}>
          <TextInput
            id="item-clientTotalPrice"
            value={sellShown}
            inputMode="decimal"
            aria-describedby="item-clientTotalPrice-hint"
            onChange={(e) => set('clientTotalPrice')(e.target.value)}
            aria-invalid={errors.clientTotalPrice ? true : undefined}
          />
          <p id="item-clientTotalPrice-hint" className="text-xs text-stone-500">
            {overridden ? (
              <>
                Set by hand.{' '}
                <button
                  type="button"
                  className="text-brand-700 underline"
                  onClick={() => setOverridden(false)}
                >
                  Use the markup ({Number(trip.markup)} %)
                </button>
              </>
            ) : (
              `Vendor total + ${Number(trip.markup)} % markup`
            )}
          </p>
        </Field>
      </div>
      <details
        className="rounded-md border border-stone-200 p-3"
        open={morePrices}
        onToggle={(e) => setMorePrices((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className="cursor-pointer text-sm font-medium text-stone-700">All prices</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {otherPrices.map(([key, label]) => input(key, label, { inputMode: 'decimal' }))}
        </div>
      </details>
      {input('confirmationNumber', 'Confirmation number', { maxLength: 64 })}
      {/* The supplier's terms: task templates remind of both (issue 26). */}
      <div className="grid gap-3 sm:grid-cols-2">
        {input('cancelByDate', 'Cancel without charge by', { type: 'date' })}
        {input('supplierPaymentDueDate', 'Supplier payment due', { type: 'date' })}
      </div>
      <Field id="item-notes" label="Notes" error={errors.notes}>
        <textarea
          id="item-notes"
          className="block w-full rounded-md border border-stone-300 p-2 text-sm"
          rows={3}
          value={text('notes')}
          aria-invalid={errors.notes ? true : undefined}
          onChange={(e) => set('notes')(e.target.value)}
        />
      </Field>
      <StaleNotice message={stale ? STALE_MESSAGE : null} onReload={loadLatest} />
      <FormActions
        error={errors.root}
        isPending={save.isPending}
        onCancel={onClose}
        submitText={item ? 'Save' : 'Add'}
      />
    </form>
  );
};
