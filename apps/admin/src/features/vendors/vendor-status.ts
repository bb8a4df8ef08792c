import { VendorInputStatus } from '@backoffice/sdk';
import type { BadgeColor } from '@backoffice/ui/badge';

export type VendorStatus = VendorInputStatus;

export const vendorStatuses = Object.values(VendorInputStatus) as VendorStatus[];

// product.md §4.5: a blacklisted vendor goes to the blacklist, every other status stays in the
// vendor list.
export const BLACKLISTED: VendorStatus = 'blacklisted';
export const listedStatuses = vendorStatuses.filter((status) => status !== BLACKLISTED);

const colors: Record<string, BadgeColor> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'grey',
  archived: 'grey',
  blacklisted: 'red',
};

export const vendorStatusColor = (status: string): BadgeColor => colors[status] ?? 'grey';

export const vendorStatusLabel = (status: string) => {
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const vendorStatusOptions = (statuses: readonly string[]) =>
  statuses.map((status) => ({ value: status, label: vendorStatusLabel(status) }));
