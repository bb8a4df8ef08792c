import { type AnyPgColumn, index, integer, text, varchar } from 'drizzle-orm/pg-core';
import { day, entityTable, instant, ownerId } from '../columns.ts';
import { itemBodyColumns, tripItems } from './trip-items.ts';
import { trips } from './trips.ts';

// What the agency proposes to the client for a trip: a title, an introduction (sanitised HTML),
// a validity date, ordered pages, and options (two hotels for the same nights, each priced).
// Accepting an option (trip-proposal-accept.ts) turns its hotels into the trip's accommodations.
export const tripProposals = entityTable(
  'trip_proposals',
  {
    tripId: ownerId('trip_id', () => trips.id),
    title: varchar('title', { length: 255 }).notNull(),
    introText: text('intro_text'),
    // What the price includes and leaves out, and the terms (sanitised HTML), printed in the PDF.
    inclusions: text('inclusions'),
    exclusions: text('exclusions'),
    terms: text('terms'),
    validUntil: day('valid_until'),
    // draft, sent, accepted, declined (trip-proposals.resource.ts)
    status: varchar('status', { length: 32 }).notNull().default('draft'),
    acceptedOptionId: integer('accepted_option_id').references((): AnyPgColumn => tripProposalOptions.id, {
      onDelete: 'set null',
    }),
    acceptedAt: instant('accepted_at'),
  },
  (t) => [index('trip_proposals_trip_idx').on(t.tripId, t.id)],
);

// The pages of a proposal, in order: cover, day-by-day, accommodation, prices, terms or custom,
// each with a title and a rich-text body (sanitised HTML).
export const tripProposalPages = entityTable(
  'trip_proposal_pages',
  {
    proposalId: ownerId('proposal_id', () => tripProposals.id),
    kind: varchar('kind', { length: 32 }).notNull().default('custom'),
    title: varchar('title', { length: 255 }),
    body: text('body'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('trip_proposal_pages_proposal_idx').on(t.proposalId, t.position)],
);

// One choice the client may make ("Option A"): its hotels are the option's items.
export const tripProposalOptions = entityTable(
  'trip_proposal_options',
  {
    proposalId: ownerId('proposal_id', () => tripProposals.id),
    label: varchar('label', { length: 64 }).notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('trip_proposal_options_proposal_idx').on(t.proposalId, t.position)],
);

// An item of an option, of any type (a hotel stay, an activity, a flight, a transfer...): the
// item columns of a trip item (catalogue link per type, the seven prices), on dates of the trip
// with optional wall-clock times; accepted, it becomes a trip item of its type (`tripItemId`).
export const tripProposalOptionItems = entityTable(
  'trip_proposal_option_items',
  {
    optionId: ownerId('option_id', () => tripProposalOptions.id),
    // accommodation, flight, activity, transfer, spa, restaurant, conciergerie_service
    type: varchar('type', { length: 32 }).notNull().default('accommodation'),
    title: varchar('title', { length: 255 }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    // 'HH:MM' at the item's place; none: the type's usual time (a hotel 15:00 to 11:00).
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    ...itemBodyColumns(),
    // The trip item the option item became when its option was accepted.
    tripItemId: integer('trip_item_id').references((): AnyPgColumn => tripItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('trip_proposal_option_items_option_idx').on(t.optionId, t.startDate),
    index('trip_proposal_option_items_accommodation_idx').on(t.accommodationId),
  ],
);
