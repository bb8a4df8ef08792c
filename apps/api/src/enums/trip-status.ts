// product.md §4.1, with the colours of §4.4.
export const tripStatuses = [
  'draft',
  'initial',
  'issue',
  'new_inquiry',
  'inquiry_to_review',
  'inquiry_accepted',
  'inquiry_approved',
  'proposal_preparation',
  'proposal_pricing',
  'proposal_sent',
  'proposal_feedback',
  'proposal_approved_paid',
  'last_actions',
  'trip_finalization',
  'trip_sent',
  'trip_approved_paid',
  'pending_departure',
  'trip_ongoing',
  'trip_feedback',
  'issue_during_trip',
  'past_trip',
  'trip_cancelled',
  'archived',
] as const;

const red = new Set(['draft', 'initial', 'issue']);
const yellow = new Set(['pending', 'pending-vendor', 'waiting_booking']);
const blue = new Set([
  'proposal_sent',
  'waiting_approval',
  'pending-client',
  'waiting_payment',
  'trip_sent',
  'pending_departure',
]);
const green = new Set([
  'inquiry_accepted',
  'proposal_approved_paid',
  'trip_approved_paid',
  'approved',
  'paid',
  'trip_ongoing',
  'booked',
  'booked_client',
  'complete',
  'completed',
  'cancelled',
  'not_needed',
  'past_trip',
  'trip_cancelled',
]);
const orange = new Set([
  'new_inquiry',
  'inquiry_to_review',
  'inquiry_approved',
  'proposal_preparation',
  'proposal_pricing',
  'proposal_feedback',
  'last_actions',
  'trip_finalization',
  'trip_feedback',
  'issue_during_trip',
  'in-progress',
  'waiting_accommodation',
  'to_reprice',
  'priced',
  'not_approved',
  'booking_issue',
  'booking_to_cancel',
]);

export const statusColor = (status: string) =>
  red.has(status)
    ? 'red'
    : yellow.has(status)
      ? 'yellow'
      : blue.has(status)
        ? 'blue'
        : green.has(status)
          ? 'green'
          : orange.has(status)
            ? 'orange'
            : 'grey';

export const statusLabel = (status: string) => {
  const text = status.replace(/[_-]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
