import { and, asc, eq, sql } from 'drizzle-orm';
import { tripProposalOptionItems, tripProposalOptions } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { applyUpdates, createRecord, lockRecord, lockRecords, serverValues } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import { ApiError, conflict, unprocessable } from '../http/problem.ts';
import { itemTypeOf } from './item-types/define-item-type.ts';
import { tripItemResources, tripItemsResource } from './trip-items.resource.ts';
import { sameBooking } from './trip-proposal-prices.queries.ts';
import { tripProposalOptionItemsResource, tripProposalsResource } from './trip-proposals.resource.ts';
import { tripsResource } from './trips.resource.ts';

// Times when the option item gives only dates: a hotel's check-in in the afternoon and check-out
// in the morning (the wall-clock times at the hotel); another item the whole day (the director
// sets the hour on the trip's item).
const defaultTimes = (type: string) =>
  type === 'accommodation' ? { start: '15:00', end: '11:00' } : { start: '00:00', end: '23:59' };

// The statuses of a trip item that nothing was agreed or booked on yet: such an item of a rejected
// option is dropped (not needed) when another option is accepted.
const undecided = [
  'initial',
  'waiting_accommodation',
  'pending',
  'to_reprice',
  'priced',
  'waiting_approval',
  'not_approved',
];

type OptionItemRow = typeof tripProposalOptionItems.$inferSelect;

// The body of the trip item an option item becomes: its type, title, dates and times, catalogue
// links and every price field. The option's client and vendor prices were its totals (decision
// 95): a total left empty takes them, so the trip's totals count what the client accepted.
const tripItemBody = (tripIri: string, item: OptionItemRow): Row => {
  const times = defaultTimes(item.type);
  const body: Row = {
    trip: tripIri,
    title: item.title,
    startDate: `${item.startDate}T${item.startTime ?? times.start}`,
    endDate: `${item.endDate}T${item.endTime ?? times.end}`,
    currency: item.currency,
    vendorNetPrice: item.vendorNetPrice,
    vendorTotalPrice: item.vendorTotalPrice ?? item.vendorPrice,
    clientNetPrice: item.clientNetPrice,
    clientTotalPrice: item.clientTotalPrice ?? item.clientPrice,
    vendorPrice: item.vendorPrice,
    clientPrice: item.clientPrice,
    markupPrice: item.markupPrice,
  };
  // Its catalogue links as the IRIs a trip item of its type takes.
  for (const [name, { target, fk }] of Object.entries(itemTypeOf(item.type)?.links ?? {})) {
    const id = item[fk as keyof OptionItemRow];
    if (typeof id === 'number') body[name] = getResource(target).iri(id);
  }
  if (item.type === 'flight') {
    body.flightNumber = item.flightNumber;
    body.flightClass = item.flightClass;
  }
  return body;
};

// The trip's own items that an item of another option of the proposal also books (same type,
// same catalogue record, same first day): the director planned that option in the trip too.
const rejectedInTrip = async (ctx: WriteContext, tripId: number, proposalId: number, chosenId: number) => {
  const { rows } = await ctx.tx.execute<{ id: number }>(sql`
    select distinct i.id from trip_items i
    join trip_proposal_option_items x on ${sameBooking}
    join trip_proposal_options o on o.id = x.option_id
    where i.trip_id = ${tripId} and o.proposal_id = ${proposalId} and o.id <> ${chosenId}
      and i.alternative_of_id is null
      and i.status in (${sql.join(
        undecided.map((s) => sql`${s}`),
        sql`, `,
      )})
    order by i.id`);
  return rows.map((r) => Number(r.id));
};

// An option's id from an IRI (/api/trip_proposal_options/3) or a bare id.
export const optionIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^(?:\/api\/trip_proposal_options\/)?(\d{1,10})$/.exec(value.trim());
  return m ? Number(m[1]) : undefined;
};

// Accepts one option of a proposal, in the caller's transaction: each item of the option, of any
// type, becomes a trip item of its type (through the record service: the item checks, the audit
// rows the trip's history reads), "Approved - To book" since the client chose it, with every
// price field carried over; the trip's own copies of the other options' items (same record, same
// day, nothing agreed or booked yet) become "not needed", so the totals and the checks are those
// of the accepted trip; then the proposal is marked accepted with that option. 404 for no
// proposal, 409 when it is already accepted, 422 for an option that is not one of the proposal's
// or has no item.
export const acceptProposal = async (ctx: WriteContext, proposalId: number, option: unknown) => {
  const proposal = await lockRecord(ctx, tripProposalsResource, proposalId);
  if (proposal.status === 'accepted') throw conflict('This proposal is already accepted.');
  if (option === undefined || option === null || option === '')
    throw unprocessable([{ propertyPath: 'option', message: 'This value should not be blank.' }]);
  const optionId = optionIdOf(option);
  if (optionId === undefined)
    throw unprocessable([
      { propertyPath: 'option', message: 'Expected an IRI of /api/trip_proposal_options.' },
    ]);
  const [chosen] = await ctx.tx
    .select()
    .from(tripProposalOptions)
    .where(and(eq(tripProposalOptions.id, optionId), eq(tripProposalOptions.proposalId, proposalId)));
  if (!chosen)
    throw unprocessable([{ propertyPath: 'option', message: 'This is not an option of this proposal.' }]);
  const optionItems = await ctx.tx
    .select()
    .from(tripProposalOptionItems)
    .where(eq(tripProposalOptionItems.optionId, optionId))
    .orderBy(asc(tripProposalOptionItems.startDate), asc(tripProposalOptionItems.id));
  if (optionItems.length === 0)
    throw unprocessable([{ propertyPath: 'option', message: 'This option has no item to book.' }]);
  // The rejected options' items the trip holds are dropped first: the accepted hotel then meets
  // no second hotel for its nights.
  const rejected = await rejectedInTrip(ctx, proposal.tripId, proposalId, optionId);
  const locked = await lockRecords(ctx, tripItemsResource, rejected);
  const dropped = await applyUpdates(
    ctx,
    tripItemsResource,
    [...locked.values()].map((existing) => ({ existing, parsed: serverValues({ status: 'not_needed' }) })),
  );
  const tripIri = tripsResource.iri(proposal.tripId);
  const items = [];
  // Each option item names the trip item it became (one audited set-based update after the loop).
  const booked = new Map<number, number>();
  for (const [i, item] of optionItems.entries()) {
    try {
      const created = await createRecord(ctx, tripItemResources[item.type]!, tripItemBody(tripIri, item), {
        status: 'approved',
      });
      items.push(created);
      booked.set(item.id, created.id);
    } catch (err) {
      // The item's own checks (the trip's dates moved since): named after the item of the option.
      if (err instanceof ApiError && err.status === 422 && err.violations)
        throw unprocessable(
          err.violations.map((v) => ({ ...v, propertyPath: `option.items[${i}].${v.propertyPath}` })),
        );
      throw err;
    }
  }
  await updateWhere(
    ctx,
    tripProposalOptionItemsResource,
    eq(tripProposalOptionItems.optionId, optionId),
    (row) => ({ tripItemId: booked.get(row.id) }),
    { beforeWrite: false },
  );
  const [accepted] = await applyUpdates(ctx, tripProposalsResource, [
    {
      existing: proposal,
      parsed: serverValues({ status: 'accepted', acceptedOptionId: optionId, acceptedAt: new Date() }),
    },
  ]);
  return { proposal: accepted!, items, dropped };
};
