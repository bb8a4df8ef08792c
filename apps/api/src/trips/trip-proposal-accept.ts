import { and, asc, eq } from 'drizzle-orm';
import { tripProposalOptionItems, tripProposalOptions } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { applyUpdates, createRecord, lockRecord, serverValues } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import { ApiError, conflict, unprocessable } from '../http/problem.ts';
import { tripItemResources } from './trip-items.resource.ts';
import { tripProposalsResource } from './trip-proposals.resource.ts';
import { tripsResource } from './trips.resource.ts';

// Hotel times when the option gives only the nights: check-in in the afternoon, check-out in the
// morning (the wall-clock times at the hotel).
const checkInTime = '15:00';
const checkOutTime = '11:00';

// An option's id from an IRI (/api/trip_proposal_options/3) or a bare id.
export const optionIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^(?:\/api\/trip_proposal_options\/)?(\d{1,10})$/.exec(value.trim());
  return m ? Number(m[1]) : undefined;
};

// Accepts one option of a proposal, in the caller's transaction: each hotel of the option becomes
// an accommodation item of the trip (through the record service: the item checks, the audit rows
// the trip's history reads), "Approved - To book" since the client chose it; then the proposal is
// marked accepted with that option. 404 for no proposal, 409 when it is already accepted, 422 for
// an option that is not one of the proposal's or has no hotel.
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
  const hotels = await ctx.tx
    .select()
    .from(tripProposalOptionItems)
    .where(eq(tripProposalOptionItems.optionId, optionId))
    .orderBy(asc(tripProposalOptionItems.startDate), asc(tripProposalOptionItems.id));
  if (hotels.length === 0)
    throw unprocessable([{ propertyPath: 'option', message: 'This option has no hotel to book.' }]);
  const accommodation = getResource('Accommodation');
  const room = getResource('AccommodationRoom');
  const items = [];
  for (const [i, hotel] of hotels.entries()) {
    const body = {
      trip: tripsResource.iri(proposal.tripId),
      accommodation: accommodation.iri(hotel.accommodationId),
      ...(hotel.roomId ? { room: room.iri(hotel.roomId) } : {}),
      title: hotel.title,
      startDate: `${hotel.startDate}T${checkInTime}`,
      endDate: `${hotel.endDate}T${checkOutTime}`,
      currency: hotel.currency,
      clientPrice: hotel.clientPrice,
      vendorPrice: hotel.vendorPrice,
    };
    try {
      items.push(await createRecord(ctx, tripItemResources.accommodation, body, { status: 'approved' }));
    } catch (err) {
      // The item's own checks (the trip's dates moved since): named after the hotel of the option.
      if (err instanceof ApiError && err.status === 422 && err.violations)
        throw unprocessable(
          err.violations.map((v) => ({ ...v, propertyPath: `option.items[${i}].${v.propertyPath}` })),
        );
      throw err;
    }
  }
  const [accepted] = await applyUpdates(ctx, tripProposalsResource, [
    {
      existing: proposal,
      parsed: serverValues({ status: 'accepted', acceptedOptionId: optionId, acceptedAt: new Date() }),
    },
  ]);
  return { proposal: accepted!, items };
};
