import type { BadgeColor } from '@backoffice/ui/badge';

// Decision 60: the client and membership statuses (the server's state machines move them).
export const clientStatuses = ['prospect', 'active', 'vip', 'inactive', 'archived'] as const;
export const clientStartStatuses = ['prospect', 'active', 'vip'] as const;
export const membershipStartStatuses = ['pending', 'active'] as const;

const labels: Record<string, string> = { vip: 'VIP' };
/** Labels display underscores as spaces (product.md §4.4), first letter capitalised. */
export const statusLabel = (status: string) =>
  labels[status] ?? (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, ' ');

const colors: Record<string, BadgeColor> = {
  prospect: 'blue',
  active: 'green',
  vip: 'orange',
  inactive: 'grey',
  archived: 'grey',
  pending: 'yellow',
  suspended: 'orange',
  expired: 'grey',
  cancelled: 'red',
  draft: 'grey',
  issued: 'blue',
  paid: 'green',
  overdue: 'red',
};
export const statusColor = (status: string): BadgeColor => colors[status] ?? 'grey';

export const statusOptions = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, label: statusLabel(value) }));
