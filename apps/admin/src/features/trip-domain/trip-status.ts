import { getEnums } from '@backoffice/sdk';
import type { BadgeColor } from '@backoffice/ui/badge';
import { useQuery } from '@tanstack/react-query';
import { referenceKeys } from '../../shared/forms/reference-options.ts';

// The trip statuses of product.md §4.1 with the colours and labels of §4.4, as the server's
// GET /api/enums serves them (tripStatus: value, label, color): one source for the list, the
// record and the dashboard.
export type TripStatusOption = { value: string; label: string; color: BadgeColor };

const colors = new Set<BadgeColor>(['red', 'orange', 'yellow', 'blue', 'green', 'grey']);

export const useTripStatuses = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums): TripStatusOption[] =>
      enums.tripStatus.map((option) => {
        const color = (option as { color?: string }).color as BadgeColor | undefined;
        return {
          value: option.value,
          label: option.label,
          color: color && colors.has(color) ? color : 'grey',
        };
      }),
  });

/** Until the enums load, a status reads as its value with underscores as spaces (§4.4). */
export const fallbackLabel = (status: string) => {
  const text = status.replace(/[_-]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const statusOf = (statuses: readonly TripStatusOption[] | undefined, status: string) =>
  statuses?.find((option) => option.value === status) ?? {
    value: status,
    label: fallbackLabel(status),
    color: 'grey' as BadgeColor,
  };

// The agency's process (issue 12, Status) in stages, for the dashboard's counts.
export const tripStages: { key: string; label: string; statuses: readonly string[] }[] = [
  {
    key: 'inquiry',
    label: 'Inquiries',
    statuses: [
      'draft',
      'initial',
      'new_inquiry',
      'inquiry_to_review',
      'inquiry_accepted',
      'inquiry_approved',
    ],
  },
  {
    key: 'proposal',
    label: 'Proposals',
    statuses: ['proposal_preparation', 'proposal_pricing', 'proposal_sent', 'proposal_feedback'],
  },
  {
    key: 'finalisation',
    label: 'Approved and finalising',
    statuses: [
      'proposal_approved_paid',
      'last_actions',
      'trip_finalization',
      'trip_sent',
      'trip_approved_paid',
    ],
  },
  {
    key: 'travel',
    label: 'Departing and travelling',
    statuses: ['pending_departure', 'trip_ongoing', 'trip_feedback'],
  },
  { key: 'issues', label: 'Issues', statuses: ['issue', 'issue_during_trip'] },
  {
    key: 'closed',
    label: 'Past, cancelled and archived',
    statuses: ['past_trip', 'trip_cancelled', 'archived'],
  },
];
