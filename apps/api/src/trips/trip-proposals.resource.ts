import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  tripProposalOptionItems,
  tripProposalOptions,
  tripProposalPages,
  tripProposals,
  trips,
} from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import {
  decimal,
  integer,
  isoDate,
  longText,
  oneOf,
  optionalChecked,
  requiredText,
} from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import { intArray } from '../engine/statements.ts';
import type { Row, Tx } from '../engine/types.ts';
import { conflict, unprocessable, type Violation } from '../http/problem.ts';
import { richText } from '../mail/rich-text.ts';
import { itemTypeOf, itemTypes, tripWindowOf } from './item-types/define-item-type.ts';
import { optionNameSql } from './item-types/item-type-sql.ts';
import { itemWritable } from './trip-items.resource.ts';
import { optionPriceSchema, optionPrices } from './trip-proposal-prices.queries.ts';

export const proposalStatuses = ['draft', 'sent', 'accepted', 'declined'] as const;
export const proposalPageKinds = ['cover', 'days', 'accommodation', 'prices', 'terms', 'custom'] as const;

const money = () => decimal({ min: 0, max: 1_000_000_000 });

// The next position at the end of a proposal's pages or options.
const nextPosition = async (tx: Tx, table: 'trip_proposal_pages' | 'trip_proposal_options', id: number) => {
  const { rows } = await tx.execute<{ next: number }>(
    sql`select coalesce(max(position) + 1, 0)::int as next from ${sql.identifier(table)} where proposal_id = ${id}`,
  );
  return Number(rows[0]?.next ?? 0);
};

export const acceptedMessage = 'This proposal is accepted: its options can no longer change.';

// The proposal an option belongs to, locked against a concurrent accept; 409 once accepted.
const refuseIfAccepted = async (tx: Tx, proposalId: number) => {
  const [proposal] = await tx
    .select({ status: tripProposals.status })
    .from(tripProposals)
    .where(eq(tripProposals.id, proposalId))
    .for('update');
  if (proposal?.status === 'accepted') throw conflict(acceptedMessage);
};

// calls.md 7.6: a trip's proposal. Its status moves freely between draft, sent and declined;
// `accepted` is reached only by accepting an option (trip-proposal-accept.ts), and is final.
export const tripProposalsResource = defineResource({
  type: 'TripProposal',
  path: 'trip_proposals',
  table: tripProposals,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    title: requiredText(255),
    introText: richText(),
    inclusions: richText(),
    exclusions: richText(),
    terms: richText(),
    validUntil: isoDate(),
    status: oneOf(proposalStatuses),
  },
  required: ['trip', 'title'],
  relations: {
    trip: { kind: 'one', target: 'Trip', fk: 'tripId' },
    acceptedOption: { kind: 'one', target: 'TripProposalOption', fk: 'acceptedOptionId', readOnly: true },
    pages: { kind: 'many', target: 'TripProposalPage', fk: 'proposalId', embed: true, itemOnly: true },
    options: { kind: 'many', target: 'TripProposalOption', fk: 'proposalId', embed: true, itemOnly: true },
  },
  filters: {
    ...exactFilters('trip.id', 'status'),
  },
  order: ['id', 'createdAt', 'validUntil'],
  defaultOrder: { id: 'asc' },
  extraOutput: {
    optionPrices: {
      type: 'array',
      description:
        'Each option priced as the whole trip with that option (read of one proposal only; also on each embedded option).',
      items: {
        type: 'object',
        properties: {
          option: { type: 'string' },
          label: { type: 'string' },
          ...optionPriceSchema,
        },
        required: ['option', 'label', 'tripTotal', 'perPerson', 'travellers', 'tripCurrency'],
      },
    },
  },
  hooks: {
    afterRead: async (item, { tx }) => {
      const options = (item.options ?? []) as Row[];
      await priceOptions(tx, options);
      item.optionPrices = options.map((o) => ({
        option: o['@id'],
        label: o.label,
        tripTotal: o.tripTotal,
        perPerson: o.perPerson,
        travellers: o.travellers,
        tripCurrency: o.tripCurrency,
      }));
    },
    beforeWrite: (values, { existing, input }) => {
      if (existing) delete values.tripId;
      const status = input.status as string | undefined;
      if (existing?.status === 'accepted' && status !== undefined && status !== 'accepted')
        throw conflict('This proposal is accepted: its status can no longer change.');
      if (status === 'accepted' && existing?.status !== 'accepted') {
        throw unprocessable([
          { propertyPath: 'status', message: 'A proposal is accepted by accepting one of its options.' },
        ]);
      }
      return values;
    },
  },
});

// The pages of a proposal, ordered by position (new pages go at the end; page-order rewrites them).
export const tripProposalPagesResource = defineResource({
  type: 'TripProposalPage',
  path: 'trip_proposal_pages',
  table: tripProposalPages,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    kind: oneOf(proposalPageKinds),
    title: v.nullable(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(255, 'This value is too long. It should have 255 characters or less.'),
      ),
    ),
    body: richText(),
    position: integer({ min: 0, max: 10_000 }),
  },
  required: ['proposal', 'kind'],
  relations: { proposal: { kind: 'one', target: 'TripProposal', fk: 'proposalId' } },
  filters: { 'proposal.id': { kind: 'exact', path: 'proposal.id' } },
  order: ['position', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.proposalId;
      else if (values.position === undefined || values.position === null)
        values.position = await nextPosition(tx, 'trip_proposal_pages', values.proposalId as number);
      return values;
    },
  },
});

// The sums of an option's items (their client and vendor totals), when they share one currency (null otherwise).
const optionTotals = async (tx: Tx, items: Row[]) => {
  if (items.length === 0) return;
  const ids = items.map((item) => Number(item.id));
  const { rows } = await tx.execute<{
    option_id: number;
    currencies: number;
    currency: string | null;
    client: string | null;
    vendor: string | null;
  }>(sql`
    select option_id, count(distinct currency)::int as currencies, min(currency) as currency,
      sum(coalesce(client_total_price, client_price))::text as client,
      sum(coalesce(vendor_total_price, vendor_price))::text as vendor
    from ${tripProposalOptionItems}
    where option_id = any(${intArray(ids)}::int[])
    group by option_id`);
  const byId = new Map(rows.map((r) => [Number(r.option_id), r]));
  for (const item of items) {
    const r = byId.get(Number(item.id));
    item.totals =
      r && r.currencies <= 1 ? { currency: r.currency, clientPrice: r.client, vendorPrice: r.vendor } : null;
  }
};

// Each option priced as the whole trip with it (trip-proposal-prices.queries.ts).
const priceOptions = async (tx: Tx, items: Row[]) => {
  const prices = await optionPrices(
    tx,
    items.map((item) => Number(item.id)),
  );
  for (const item of items) {
    const price = prices.get(Number(item.id));
    item.tripTotal = price?.tripTotal ?? null;
    item.perPerson = price?.perPerson ?? null;
    item.travellers = price?.travellers ?? null;
    item.tripCurrency = price?.currency ?? null;
  }
};

// An option of a proposal ("Option A"): its hotels are TripProposalOptionItems; its totals are
// summed by the server from them, never stored.
export const tripProposalOptionsResource = defineResource({
  type: 'TripProposalOption',
  path: 'trip_proposal_options',
  table: tripProposalOptions,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    label: requiredText(64),
    description: longText(),
    position: integer({ min: 0, max: 10_000 }),
  },
  required: ['proposal', 'label'],
  relations: {
    proposal: { kind: 'one', target: 'TripProposal', fk: 'proposalId' },
    items: { kind: 'many', target: 'TripProposalOptionItem', fk: 'optionId' },
  },
  filters: { 'proposal.id': { kind: 'exact', path: 'proposal.id' } },
  order: ['position', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  extraOutput: {
    totals: {
      type: ['object', 'null'],
      description: "The sums of the option's hotels, when they share one currency (null otherwise).",
      properties: {
        currency: { type: ['string', 'null'] },
        clientPrice: { type: ['string', 'null'] },
        vendorPrice: { type: ['string', 'null'] },
      },
    },
    ...optionPriceSchema,
  },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.proposalId;
      const proposalId = (existing?.proposalId ?? values.proposalId) as number;
      await refuseIfAccepted(tx, proposalId);
      if (!existing && (values.position === undefined || values.position === null))
        values.position = await nextPosition(tx, 'trip_proposal_options', proposalId);
      return values;
    },
    beforeDelete: async (row, { tx }) => {
      await refuseIfAccepted(tx, row.proposalId);
    },
    afterList: async (items, { tx }) => {
      await optionTotals(tx, items);
      await priceOptions(tx, items);
    },
    afterRead: async (item, { tx }) => {
      await optionTotals(tx, [item]);
      await priceOptions(tx, [item]);
    },
  },
});

// The option's proposal (409 once accepted) and its trip's dates and currency.
const optionContext = async (tx: Tx, optionId: number) => {
  const { rows } = await tx.execute<{
    proposal_id: number;
    start_date: string;
    end_date: string;
    currency: string;
  }>(sql`
    select o.proposal_id, t.start_date::text as start_date, t.end_date::text as end_date, t.currency
    from ${tripProposalOptions} o
    join ${tripProposals} p on p.id = o.proposal_id
    join ${trips} t on t.id = p.trip_id
    where o.id = ${optionId}`);
  const found = rows[0];
  if (found) await refuseIfAccepted(tx, Number(found.proposal_id));
  return found;
};

// The catalogue links each type may carry (a trip item's, item-types/): a link of another type is
// refused rather than dropped.
const linkFks = Object.fromEntries(
  itemTypes().flatMap((t) => Object.entries(t.links).map(([name, link]) => [name, link.fk])),
);
const linksOf = (type: string) => Object.keys(itemTypeOf(type)?.links ?? {});
// 'an accommodation', 'a flight'.
const typeWithArticle = (type: string) => {
  const label = (itemTypeOf(type)?.label ?? type).toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
};

const wallClock = () =>
  optionalChecked((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s), 'This value is not a valid time (HH:MM).');

// The checks of an option item: its type's links only; a hotel has a catalogue accommodation and
// one night at least; the other types end on or after their start (their end defaults to their
// start); dates within the trip's (an end on the day after its last day at the latest).
const checkOptionItem = (
  values: Row,
  existing: Row | undefined,
  trip: { start_date: string; end_date: string },
) => {
  const pick = (key: string) => (key in values ? values[key] : existing?.[key]);
  const type = String(pick('type') ?? 'accommodation');
  const violations: Violation[] = [];
  for (const [name, fk] of Object.entries(linkFks)) {
    if (!linksOf(type).includes(name) && values[fk] !== undefined && values[fk] !== null)
      violations.push({ propertyPath: name, message: `This link is not one of ${typeWithArticle(type)}.` });
  }
  // A change of type drops the links of the former type.
  if (existing && 'type' in values && values.type !== existing.type)
    for (const [name, fk] of Object.entries(linkFks))
      if (!linksOf(type).includes(name) && !(fk in values)) values[fk] = null;
  if (type === 'accommodation' && !pick('accommodationId'))
    violations.push({ propertyPath: 'accommodation', message: 'This value should not be blank.' });
  if (!existing && type !== 'accommodation' && !values.endDate && values.startDate)
    values.endDate = values.startDate;
  const start = pick('startDate') as string | null;
  const end = pick('endDate') as string | null;
  if (!start) violations.push({ propertyPath: 'startDate', message: 'This value should not be blank.' });
  if (!end) violations.push({ propertyPath: 'endDate', message: 'This value should not be blank.' });
  if (start && end) {
    if (type === 'accommodation' && end <= start)
      violations.push({ propertyPath: 'endDate', message: 'The check-out must be after the check-in.' });
    else if (end < start)
      violations.push({ propertyPath: 'endDate', message: 'The end must not be before the start.' });
  }
  // The same window as the trip's items (a flight out may leave the day before the first day).
  const { from, to: last } = tripWindowOf(type, { startDate: trip.start_date, endDate: trip.end_date });
  const startWord = type === 'accommodation' ? 'check-in' : 'start';
  const endWord = type === 'accommodation' ? 'check-out' : 'end';
  if (start && (start < from || start > trip.end_date))
    violations.push({
      propertyPath: 'startDate',
      message: `The ${startWord} must lie within the trip's dates (${from} to ${trip.end_date}).`,
    });
  if (end && (end < from || end > last))
    violations.push({
      propertyPath: 'endDate',
      message: `The ${endWord} must lie within the trip's dates (${from} to ${last}).`,
    });
  if (violations.length) throw unprocessable(violations);
};

// The name each option item shows: the catalogue record it books (a flight: its airline and
// number), else its title. One query for the page.
const nameItems = async (tx: Tx, items: Row[]) => {
  if (items.length === 0) return;
  const { rows } = await tx.execute<{ id: number; name: string | null }>(sql`
    select x.id, coalesce(${optionNameSql('x')}, x.title) as name
    from ${tripProposalOptionItems} x where x.id = any(${intArray(items.map((i) => Number(i.id)))}::int[])`);
  const byId = new Map(rows.map((r) => [Number(r.id), r.name]));
  for (const item of items) item.name = byId.get(Number(item.id)) ?? null;
};

// An item of an option, of any type (a hotel stay, an activity, a flight...): the fields of a
// trip item (the catalogue link of its type, the seven prices) on dates within the trip's, with
// optional times; prices in a currency (the trip's when none is given). Accepting its option
// makes it a trip item of its type with every field carried over (trip-proposal-accept.ts).
export const tripProposalOptionItemsResource = defineResource({
  type: 'TripProposalOptionItem',
  path: 'trip_proposal_option_items',
  table: tripProposalOptionItems,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    type: oneOf(itemTypes().map((t) => t.value) as [string, ...string[]]),
    title: v.nullable(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(255, 'This value is too long. It should have 255 characters or less.'),
      ),
    ),
    startDate: isoDate(),
    endDate: isoDate(),
    startTime: wallClock(),
    endTime: wallClock(),
    ...(({ currency, vendorNetPrice, vendorTotalPrice, clientNetPrice, clientTotalPrice }) => ({
      currency,
      vendorNetPrice,
      vendorTotalPrice,
      clientNetPrice,
      clientTotalPrice,
    }))(itemWritable()),
    vendorPrice: money(),
    clientPrice: money(),
    markupPrice: itemWritable().markupPrice,
    flightNumber: v.nullable(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(16, 'This value is too long. It should have 16 characters or less.'),
      ),
    ),
    flightClass: v.nullable(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(32, 'This value is too long. It should have 32 characters or less.'),
      ),
    ),
  },
  // The dates and the hotel are checked with the type (checkOptionItem), in one answer.
  required: ['option'],
  relations: {
    option: { kind: 'one', target: 'TripProposalOption', fk: 'optionId' },
    accommodation: { kind: 'one', target: 'Accommodation', fk: 'accommodationId', embed: true },
    ...toOne({
      room: 'AccommodationRoom',
      activity: 'Activity',
      transfer: 'Transfer',
      spa: 'Spa',
      restaurant: 'Restaurant',
      conciergerieService: 'ConciergerieService',
      airline: 'Airline',
      departureAirport: 'Airport',
      arrivalAirport: 'Airport',
    }),
    tripItem: { kind: 'one', target: 'TripItem', fk: 'tripItemId', readOnly: true },
  },
  filters: {
    ...exactFilters('option.id', 'option.proposal.id', 'type'),
  },
  order: ['startDate', 'id'],
  defaultOrder: { startDate: 'asc', id: 'asc' },
  maxItemsPerPage: 200,
  extraOutput: {
    name: {
      type: ['string', 'null'],
      description:
        'What the item books: its catalogue record (a flight: airline and number), else its title.',
    },
  },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.optionId;
      const context = await optionContext(tx, (existing?.optionId ?? values.optionId) as number);
      if (!context) return values;
      checkOptionItem(values, existing, context);
      if (!existing && !values.currency) values.currency = context.currency;
      return values;
    },
    beforeDelete: async (row, { tx }) => {
      await optionContext(tx, row.optionId);
    },
    afterList: async (items, { tx }) => nameItems(tx, items),
    afterRead: async (item, { tx }) => nameItems(tx, [item]),
  },
});
