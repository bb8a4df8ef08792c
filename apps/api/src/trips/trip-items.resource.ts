import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { tripItems, trips } from '../db/schema/index.ts';
import { defineVariants, type VariantDef } from '../engine/define-variants.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import {
  bool,
  decimal,
  integer,
  isoDate,
  longText,
  oneOf,
  optionalChecked,
  optionalCode,
  optionalText,
} from '../engine/fields.ts';
import { intArray } from '../engine/statements.ts';
import type { ResourceHooks, Row, Tx, WriteContext, WriteOutcome } from '../engine/types.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { earlyStartViolation, refuseCalendarOverlap } from './calendar-overlap.ts';
import { notePlacement, placeByDateTime } from './item-order.ts';
import { applyItemPrices, followTripMarkup, refusePaidWithoutPayment } from './item-prices.ts';
import { itemTypes, tripWindowOf } from './item-types/define-item-type.ts';
import {
  catalogueIdSql,
  catalogueIriOf,
  catalogueNameSql,
  vendorLocationIdSql,
} from './item-types/item-type-sql.ts';
import { outsideSpan } from './outside-span.ts';
import { itemStates, itemStatusValues } from './trip-items-states.ts';
import { tripItemTurn } from './trip-turns.queries.ts';

// A wall-clock date-time at the item's place (decision 73): 2027-03-02T14:30, with or without
// seconds, a space for the T, or a plain date (midnight). An offset or Z is dropped: the time is
// read as the local time it shows, never converted.
const localDateTimePattern =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
export const toLocalDateTime = (s: string): string | undefined => {
  const m = localDateTimePattern.exec(s.trim());
  if (!m) return undefined;
  const [, day, hh = '00', mm = '00', ss = '00'] = m;
  const text = `${day}T${hh}:${mm}:${ss}`;
  const parsed = Date.parse(`${text}Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 19) !== text) return undefined;
  return `${day} ${hh}:${mm}:${ss}`;
};
const localDateTime = () =>
  v.nullable(
    v.pipe(
      v.string('This value is not a valid date-time.'),
      v.transform((s) => (s.trim() === '' ? null : (toLocalDateTime(s) ?? '!'))),
      v.check((s) => s !== '!', 'This value is not a valid date-time.'),
    ),
  );

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const timezone = () =>
  optionalChecked((s) => s.length <= 64 && validZone(s), 'This value is not a valid timezone.');

const currency = () => optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.');
const money = () => decimal({ min: -1_000_000_000, max: 1_000_000_000 });

// Postgres timestamps come back as '2027-03-02 14:30:00'; compare as text in that form.
const norm = (s: unknown) =>
  s === null || s === undefined ? null : String(s).replace('T', ' ').slice(0, 19);
// The checks every write of an item makes against its trip: dates in order and within the trip
// (tripWindowOf: a late departure lands the day after, an overnight flight out leaves the day
// before), an alternative of an item of the same trip that is itself in the trip, a position at the
// end when none is given.
const checkItem = async (tx: Tx, values: Row, existing: Row | undefined) => {
  const pick = (key: string) => (key in values ? values[key] : existing?.[key]);
  const tripId = pick('tripId') as number;
  const start = norm(pick('startDate'));
  const end = norm(pick('endDate'));
  const violations: Violation[] = [];
  if (start && end && end < start) {
    violations.push({ propertyPath: 'endDate', message: 'The end must not be before the start.' });
  }
  const altId = pick('alternativeOfId') as number | null | undefined;
  const [trip] = await tx
    .select({
      startDate: trips.startDate,
      endDate: trips.endDate,
      next: sql<number>`coalesce((select max(${tripItems.position}) + 1 from ${tripItems} where ${tripItems.tripId} = ${trips.id}), 0)`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return;
  const window = tripWindowOf(pick('type'), trip);
  violations.push(
    ...outsideSpan(
      { startDate: start, endDate: end },
      window.first,
      window.last,
      `The item must lie within the trip's dates (${window.from === trip.startDate ? trip.startDate : `the day before ${trip.startDate}`} to the day after ${trip.endDate}).`,
    ),
  );
  if (altId !== null && altId !== undefined && ('alternativeOfId' in values || 'tripId' in values)) {
    const [main] = await tx
      .select({ tripId: tripItems.tripId, alternativeOfId: tripItems.alternativeOfId })
      .from(tripItems)
      .where(eq(tripItems.id, altId));
    if (!main || main.tripId !== tripId) {
      violations.push({
        propertyPath: 'alternativeOf',
        message: 'An alternative must be of an item of the same trip.',
      });
    } else if (main.alternativeOfId !== null || altId === existing?.id) {
      violations.push({
        propertyPath: 'alternativeOf',
        message: 'An alternative must be of the item that is in the trip, not of another alternative.',
      });
    }
  }
  const early = earlyStartViolation(values, existing);
  if (early) violations.push(early);
  if (violations.length) throw unprocessable(violations);
  if (!existing && values.position === undefined) values.position = trip.next;
};

// The fields every item has, whoever owns it (trip items here, template items in
// trip-templates/): one declaration for both.
export const itemWritable = () => ({
  status: oneOf(itemStatusValues),
  position: integer({ min: 0, max: 100_000 }),
  title: optionalText(255),
  startDate: localDateTime(),
  endDate: localDateTime(),
  timezone: timezone(),
  notes: longText(),
  confirmationNumber: optionalText(64),
  currency: currency(),
  vendorNetPrice: money(),
  vendorTotalPrice: money(),
  clientNetPrice: money(),
  clientTotalPrice: money(),
  vendorPrice: money(),
  clientPrice: money(),
  markupPrice: money(),
});

const airportSummarySchema = {
  type: ['object', 'null'],
  properties: {
    '@id': { type: 'string' },
    code: { type: ['string', 'null'] },
    name: { type: 'string' },
    city: { type: ['string', 'null'] },
    // Where it is, for the map's flight legs (null when the airport has no coordinates).
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
  },
};

// The item types (item-types/), named for their owner: TripAccommodation on
// /api/trip_accommodations for trips, TripTemplateAccommodation on /api/trip_template_accommodations
// for templates. Same columns, fields, relations and filters; `hooks` adds an owner's own rules.
export const itemVariantTypes = <T extends PgTable>(
  prefix: string,
  pathPrefix: string,
  hooks: Partial<Record<string, ResourceHooks<T>>> = {},
): Record<string, VariantDef<T>> =>
  Object.fromEntries(
    itemTypes().map((t) => [
      t.value,
      {
        type: `${prefix}${t.name}`,
        path: `${pathPrefix}${t.path}`,
        ...(t.plural ? { plural: `${prefix}${t.plural}` } : {}),
        ...(t.own.length ? { columns: t.own as VariantDef<T>['columns'] } : {}),
        ...(t.writable ? { writable: t.writable } : {}),
        relations: {
          [t.catalogue.relation]: { kind: 'one', target: t.catalogue.target, fk: t.catalogue.fk },
          ...t.relations,
          alternativeOf: { kind: 'one', target: `${prefix}${t.name}`, fk: 'alternativeOfId' },
        },
        ...(t.filters ? { filters: t.filters } : {}),
        hooks: hooks[t.value],
      },
    ]),
  );

const tripLink = { kind: 'one' as const, target: 'Trip', fk: 'tripId' };

export const boardBases = [
  'room_only',
  'bed_breakfast',
  'half_board',
  'full_board',
  'all_inclusive',
] as const;
// A trip's stay books a number of rooms of its room with a board basis (the room's rack rate ×
// rooms × nights is its cost from the catalogue, item-prices.ts); template stays have neither.
const withRooms = (
  types: Record<string, VariantDef<typeof tripItems>>,
): Record<string, VariantDef<typeof tripItems>> => ({
  ...types,
  accommodation: {
    ...types.accommodation!,
    columns: [...(types.accommodation!.columns ?? []), 'roomCount', 'boardBasis'] as VariantDef<
      typeof tripItems
    >['columns'],
    writable: {
      ...types.accommodation!.writable,
      roomCount: integer({ min: 1, max: 99 }),
      boardBasis: v.nullable(oneOf(boardBases)),
    },
  },
});

// calls.md 7.6: every item of a trip in one table (decision 38), one endpoint per type and one for
// all of them (the trip's calendar and item list).
export const tripItemVariants = defineVariants({
  type: 'TripItem',
  path: 'trip_items',
  table: tripItems,
  access: 'trips',
  updateVerbs: ['PATCH'],
  discriminator: 'type',
  writable: {
    ...itemWritable(),
    // The sell price typed by hand, kept when the trip's markup changes (item-prices.ts); false:
    // the sell price follows the cost and the markup.
    clientPriceOverridden: bool(),
    // The supplier's terms (issue 26: the cancel-by and supplier-payment task triggers).
    cancelByDate: isoDate(),
    supplierPaymentDueDate: isoDate(),
  },
  required: ['trip'],
  writeTurn: tripItemTurn,
  relations: { trip: tripLink },
  // An item belongs to the trip it was made in: moving it would leave its alternatives behind.
  fixedAfterCreate: ['trip'],
  filters: {
    ...exactFilters('trip.id', 'type', 'status'),
    startDate: { kind: 'date', path: 'startDate' },
  },
  order: ['position', 'startDate', 'endDate', 'status', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  maxItemsPerPage: 500,
  extraOutput: {
    place: {
      type: ['object', 'null'],
      description:
        "Where the item happens, for the map: its catalogue record's vendor location (a flight: its arrival airport); null when unknown.",
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
      required: ['latitude', 'longitude'],
    },
    item: {
      type: ['object', 'null'],
      description: 'The catalogue record the item books (null when none is chosen yet).',
      properties: {
        '@id': { type: 'string' },
        name: { type: ['string', 'null'] },
        mainActivity: { type: 'boolean' },
        mainTransfer: { type: 'boolean' },
      },
    },
    tripAccommodation: {
      type: ['object', 'null'],
      description: 'For an accommodation: the stay (null for the other types).',
      properties: {
        isMainAccommodation: { type: 'boolean' },
        startDate: { type: ['string', 'null'] },
        endDate: { type: ['string', 'null'] },
        accommodation: { type: ['object', 'null'], properties: { name: { type: 'string' } } },
      },
    },
    flight: {
      type: ['object', 'null'],
      description: 'For a flight: its airports with their codes and names (null for the other types).',
      properties: {
        departureAirport: airportSummarySchema,
        arrivalAirport: airportSummarySchema,
      },
    },
  },
  hooks: {
    beforeWrite: async (values, { tx, existing, input }) => {
      itemStates.guardInput(existing, input);
      await checkItem(tx, values, existing);
      await refuseCalendarOverlap(tx, values, existing);
      notePlacement(tx, values, existing, input);
      if (input.status === 'paid' && existing?.status !== 'paid') {
        await refusePaidWithoutPayment(tx, (values.tripId ?? existing?.tripId) as number);
      }
      return applyItemPrices(tx, values, existing, input);
    },
    // Date-and-time order (issue 30.5): a new item, or one whose start moved, takes its place.
    afterWrite: async (row, ctx) => {
      await placeByDateTime(ctx, tripItemsResource, row, ctx.existing);
    },
    // The item list shows what each item books (product.md §3): one query for the page.
    afterList: async (items, { tx }) => {
      await embedItemSummaries(tx, items);
    },
    afterRead: async (item, { tx }) => {
      await embedItemSummaries(tx, [item]);
    },
  },
  types: withRooms(
    itemVariantTypes<typeof tripItems>('Trip', 'trip_', {
      accommodation: {
        afterWrite: (row) => dmcPendingRule(row),
        deletesOnWrite: 'a stay saved pending with a DMC is deleted (product.md §4.5).',
      },
    }),
  ),
});

// A trip's markup changed: its items follow (item-prices.ts), each audited as its type.
export const followMarkup = (ctx: WriteContext, tripId: number) =>
  followTripMarkup(ctx, tripItemVariants.all, tripId);

export const tripItemsResource = tripItemVariants.all;
export const tripItemResources = tripItemVariants.byType;
// The stays have routes of their own (next-trips.routes.ts), and are replaced (PUT) as well as
// patched (calls.md 7.6).
export const tripAccommodationsResource = tripItemResources.accommodation!;
tripAccommodationsResource.updateVerbs = ['PATCH', 'PUT'];
// The shared collection's PATCH is trip-items.routes.ts (it also takes the calendar's drag body).
tripItemsResource.operations = ['list', 'get', 'delete'];

// The catalogue record of each item (id and name) for a page of items, in one query whatever the
// types on the page.
export const itemSummarySql = (where: number[] | SQL, table = 'trip_items') => sql`
  select i.id, i.type, i.is_main_accommodation, i.main_activity, i.main_transfer,
    i.start_date::text as start_date, i.end_date::text as end_date,
    ${catalogueIdSql()} as ref_id,
    ${catalogueNameSql()} as ref_name,
    case when i.type = 'flight' then (select json_build_object('@id', '/api/airports/' || a.id, 'code', a.iata, 'name', a.name, 'city', a.city, 'latitude', a.latitude::float8, 'longitude', a.longitude::float8)
      from airports a where a.id = i.departure_airport_id) end as departure_airport,
    case when i.type = 'flight' then (select json_build_object('@id', '/api/airports/' || a.id, 'code', a.iata, 'name', a.name, 'city', a.city, 'latitude', a.latitude::float8, 'longitude', a.longitude::float8)
      from airports a where a.id = i.arrival_airport_id) end as arrival_airport,
    coalesce(arr.latitude, loc.latitude)::float8 as place_lat,
    coalesce(arr.longitude, loc.longitude)::float8 as place_lng
  from ${sql.identifier(table)} i
  left join vendor_locations loc on loc.id = ${vendorLocationIdSql()}
  left join airports arr on arr.id = i.arrival_airport_id
  where ${Array.isArray(where) ? sql`i.id = any(${intArray(where)}::int[])` : where}`;

export type SummaryRow = {
  id: number;
  type: string;
  is_main_accommodation: boolean;
  main_activity: boolean;
  main_transfer: boolean;
  start_date: string | null;
  end_date: string | null;
  ref_id: number | null;
  ref_name: string | null;
  departure_airport: AirportSummary | null;
  arrival_airport: AirportSummary | null;
  place_lat: number | null;
  place_lng: number | null;
};
type AirportSummary = {
  '@id': string;
  code: string | null;
  name: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
};

export const summaryFields = (r: SummaryRow) => ({
  place:
    r.place_lat === null || r.place_lng === null
      ? null
      : { latitude: Number(r.place_lat), longitude: Number(r.place_lng) },
  item:
    r.ref_id === null
      ? null
      : {
          '@id': `${catalogueIriOf(r.type)}${r.ref_id}`,
          name: r.ref_name,
          mainActivity: r.main_activity,
          mainTransfer: r.main_transfer,
        },
  tripAccommodation:
    r.type === 'accommodation'
      ? {
          isMainAccommodation: r.is_main_accommodation,
          startDate: r.start_date,
          endDate: r.end_date,
          accommodation: r.ref_id === null ? null : { name: r.ref_name },
        }
      : null,
  flight:
    r.type === 'flight'
      ? { departureAirport: r.departure_airport ?? null, arrivalAirport: r.arrival_airport ?? null }
      : null,
});

// `fetched`: the summaries already read (by trip, in parallel with the items).
export const embedItemSummaries = async (
  tx: Tx,
  items: Row[],
  fetched?: SummaryRow[],
  table = 'trip_items',
) => {
  if (items.length === 0) return;
  const rows =
    fetched ??
    (
      await tx.execute<SummaryRow>(
        itemSummarySql(
          items.map((item) => Number(item.id)),
          table,
        ),
      )
    ).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const item of items) {
    const r = byId.get(Number(item.id));
    if (r) Object.assign(item, summaryFields(r));
  }
};

// Helpers for the routes: an item's id from an id or an IRI of any item endpoint.
export const itemIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^(?:\/api\/trip_[a-z_]+\/)?(\d{1,10})$/.exec(value);
  return m ? Number(m[1]) : undefined;
};

export const lockTripItems = (tx: Tx, tripId: number) =>
  tx
    .select({ id: tripItems.id, type: tripItems.type, alternativeOfId: tripItems.alternativeOfId })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId)))
    .for('update');

// After saving a trip accommodation booked through a DMC, an item still "pending" goes
// (product.md §4.5): the rule's outcome is a delete, which the engine writes (audited) and answers
// 204 on every path that saved it (POST, PATCH, PUT, /api and /next).
const dmcPendingRule = (row: { dmc: boolean; status: string }): WriteOutcome =>
  row.dmc && row.status === 'pending' ? 'delete' : undefined;
