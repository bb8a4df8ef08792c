import { defineStateMachine, type Transition } from '../engine/state-machine.ts';
import type { tripStatuses } from '../enums/trip-status.ts';
import { ApiError } from '../http/problem.ts';

export type TripStatus = (typeof tripStatuses)[number];

const cancel: Transition<TripStatus> = { to: 'trip_cancelled', label: 'Cancel trip' };
const problem: Transition<TripStatus> = { to: 'issue', label: 'Flag an issue' };
// Every state before the travel may be flagged with an issue or cancelled.
const pre = (...moves: Transition<TripStatus>[]) => [...moves, problem, cancel];

// The agency's process (product.md §4.1). A trip starts as a draft, an initial record or a new
// inquiry (from the website); an inquiry is reviewed, accepted and approved; a proposal is prepared,
// priced, sent, discussed and approved with its deposit paid; the trip is then finalised (last
// actions, finalisation), sent, approved with the balance paid and waits for departure; it is
// ongoing during the travel (with its own problem state), asks for feedback and ends as a past
// trip. `issue` is a pre-travel problem that goes back to the working state that fixes it; any
// pre-travel state may be cancelled; past and cancelled trips are archived, and an archived trip
// may be restored as past or cancelled.
export const tripStates = defineStateMachine<TripStatus>({
  noun: 'trip',
  starts: ['draft', 'initial', 'new_inquiry'],
  moves: {
    draft: pre(
      { to: 'initial', label: 'Mark as initial' },
      { to: 'new_inquiry', label: 'Record as inquiry' },
      { to: 'proposal_preparation', label: 'Start the proposal' },
    ),
    initial: pre(
      { to: 'new_inquiry', label: 'Record as inquiry' },
      { to: 'proposal_preparation', label: 'Start the proposal' },
    ),
    issue: [
      { to: 'inquiry_to_review', label: 'Resolved: review the inquiry' },
      { to: 'proposal_preparation', label: 'Resolved: back to the proposal' },
      { to: 'proposal_pricing', label: 'Resolved: back to pricing' },
      { to: 'trip_finalization', label: 'Resolved: back to finalisation' },
      { to: 'pending_departure', label: 'Resolved: pending departure' },
      cancel,
    ],
    new_inquiry: pre({ to: 'inquiry_to_review', label: 'Review the inquiry' }),
    inquiry_to_review: pre({ to: 'inquiry_accepted', label: 'Accept the inquiry' }),
    inquiry_accepted: pre(
      { to: 'inquiry_approved', label: 'Approve the inquiry' },
      { to: 'inquiry_to_review', label: 'Back to review' },
    ),
    inquiry_approved: pre({ to: 'proposal_preparation', label: 'Start the proposal' }),
    proposal_preparation: pre({ to: 'proposal_pricing', label: 'Price the proposal' }),
    proposal_pricing: pre(
      { to: 'proposal_sent', label: 'Send the proposal' },
      { to: 'proposal_preparation', label: 'Back to preparation' },
    ),
    proposal_sent: pre(
      { to: 'proposal_feedback', label: 'Feedback received' },
      { to: 'proposal_approved_paid', label: 'Approved and paid' },
    ),
    proposal_feedback: pre(
      { to: 'proposal_preparation', label: 'Rework the proposal' },
      { to: 'proposal_pricing', label: 'Reprice the proposal' },
      { to: 'proposal_sent', label: 'Send again' },
      { to: 'proposal_approved_paid', label: 'Approved and paid' },
    ),
    proposal_approved_paid: pre(
      { to: 'last_actions', label: 'Last actions' },
      { to: 'trip_finalization', label: 'Finalise the trip' },
    ),
    last_actions: pre({ to: 'trip_finalization', label: 'Finalise the trip' }),
    trip_finalization: pre(
      { to: 'trip_sent', label: 'Send the trip' },
      { to: 'last_actions', label: 'Back to last actions' },
    ),
    trip_sent: pre(
      { to: 'trip_approved_paid', label: 'Approved and paid' },
      { to: 'trip_finalization', label: 'Changes requested' },
    ),
    trip_approved_paid: pre({ to: 'pending_departure', label: 'Pending departure' }),
    pending_departure: pre({ to: 'trip_ongoing', label: 'Trip started' }),
    trip_ongoing: [
      { to: 'issue_during_trip', label: 'Issue during the trip' },
      { to: 'trip_feedback', label: 'Ask for feedback' },
    ],
    issue_during_trip: [
      { to: 'trip_ongoing', label: 'Issue resolved' },
      { to: 'trip_feedback', label: 'Ask for feedback' },
    ],
    trip_feedback: [{ to: 'past_trip', label: 'Close as past trip' }],
    past_trip: [{ to: 'archived', label: 'Archive' }],
    trip_cancelled: [{ to: 'archived', label: 'Archive' }],
    archived: [
      { to: 'past_trip', label: 'Restore as past trip' },
      { to: 'trip_cancelled', label: 'Restore as cancelled' },
    ],
  },
});

// A status a trip may not take: 422 for a new trip (it starts as draft, initial or new inquiry),
// 409 naming the allowed moves for an existing one (the record's state is the conflict).
export const guardTripStatus = (from: string | undefined, to: string | undefined) => {
  if (to === undefined) return;
  if (from === undefined) {
    tripStates.guard(undefined, to as TripStatus);
    return;
  }
  if (tripStates.canMove(from as TripStatus, to as TripStatus)) return;
  const allowed = tripStates.transitionsFrom(from).map((t) => t.status);
  throw new ApiError(
    409,
    `A ${from} trip cannot become ${to}. Allowed: ${allowed.length ? allowed.join(', ') : 'none'}.`,
    { extra: { allowed } },
  );
};
