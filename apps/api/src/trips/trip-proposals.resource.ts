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
import { decimal, integer, isoDate, longText, oneOf, optionalCode, requiredText } from '../engine/fields.ts';
import { intArray } from '../engine/statements.ts';
import type { Row, Tx } from '../engine/types.ts';
import { conflict, unprocessable, type Violation } from '../http/problem.ts';
import { sanitizeEmailHtml } from '../mail/sanitize-html.ts';

export const proposalStatuses = ['draft', 'sent', 'accepted', 'declined'] as const;
export const proposalPageKinds = ['cover', 'days', 'accommodation', 'prices', 'terms', 'custom'] as const;

export const richTextMax = 100_000;
// Rich text written by the admin's editor: HTML sanitised on save with the server's one
// allowlist (mail/sanitize-html.ts: no script, no event handler, no javascript: link).
const richText = () =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.maxLength(richTextMax, `This value is too long. It should have ${richTextMax} characters or less.`),
      v.transform(sanitizeEmailHtml),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );

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
    'trip.id': { kind: 'exact', path: 'trip.id' },
    status: { kind: 'exact', path: 'status' },
  },
  order: ['id', 'createdAt', 'validUntil'],
  defaultOrder: { id: 'asc' },
  hooks: {
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

// The sums of an option's hotels, when they share one currency (null otherwise).
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
      sum(client_price)::text as client, sum(vendor_price)::text as vendor
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
    afterList: async (items, { tx }) => optionTotals(tx, items),
    afterRead: async (item, { tx }) => optionTotals(tx, [item]),
  },
});

const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

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

// A hotel of an option: check-in and check-out dates (one night at least) within the trip's
// dates (check-out on the day after the trip's last day at the latest), prices in a currency
// (the trip's when none is given).
export const tripProposalOptionItemsResource = defineResource({
  type: 'TripProposalOptionItem',
  path: 'trip_proposal_option_items',
  table: tripProposalOptionItems,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    title: v.nullable(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(255, 'This value is too long. It should have 255 characters or less.'),
      ),
    ),
    startDate: isoDate(),
    endDate: isoDate(),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    clientPrice: money(),
    vendorPrice: money(),
  },
  required: ['option', 'accommodation', 'startDate', 'endDate'],
  relations: {
    option: { kind: 'one', target: 'TripProposalOption', fk: 'optionId' },
    accommodation: { kind: 'one', target: 'Accommodation', fk: 'accommodationId', embed: true },
    room: { kind: 'one', target: 'AccommodationRoom', fk: 'roomId' },
  },
  filters: {
    'option.id': { kind: 'exact', path: 'option.id' },
    'option.proposal.id': { kind: 'exact', path: 'option.proposal.id' },
  },
  order: ['startDate', 'id'],
  defaultOrder: { startDate: 'asc', id: 'asc' },
  maxItemsPerPage: 200,
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing) delete values.optionId;
      const context = await optionContext(tx, (existing?.optionId ?? values.optionId) as number);
      if (!context) return values;
      const pick = (key: 'startDate' | 'endDate') =>
        (key in values ? values[key] : existing?.[key]) as string;
      const start = pick('startDate');
      const end = pick('endDate');
      const violations: Violation[] = [];
      if (start && end && end <= start)
        violations.push({ propertyPath: 'endDate', message: 'The check-out must be after the check-in.' });
      const last = dayAfter(context.end_date);
      if (start && (start < context.start_date || start > context.end_date))
        violations.push({
          propertyPath: 'startDate',
          message: `The check-in must lie within the trip's dates (${context.start_date} to ${context.end_date}).`,
        });
      if (end && (end < context.start_date || end > last))
        violations.push({
          propertyPath: 'endDate',
          message: `The check-out must lie within the trip's dates (${context.start_date} to ${last}).`,
        });
      if (violations.length) throw unprocessable(violations);
      if (!existing && !values.currency) values.currency = context.currency;
      return values;
    },
    beforeDelete: async (row, { tx }) => {
      await optionContext(tx, row.optionId);
    },
  },
});
