import { clientItemKey, clientListsKey } from '../../../shared/clients/client-record.ts';

// Query keys of the clients area. Everything under 'clients' is one client's business; a write
// invalidates the narrowest key that shows it.
export const clientKeys = {
  all: ['clients'] as const,
  lists: clientListsKey,
  list: (query: [string, string][]) => ['clients', 'list', query] as const,
  item: clientItemKey,
  transitions: (id: number) => ['clients', 'transitions', id] as const,
  // A child collection of one client (guests, referrals, memberships, attachments, invoices).
  children: (kind: string, clientId: number) => ['clients', kind, clientId] as const,
  membershipTransitions: (id: number) => ['clients', 'membership-transitions', id] as const,
};
