import { eachFilter, idFilter, listQueryOf, searchFilter } from '../../lib/records/list-query.ts';
import { clientStatuses } from './client-status.ts';

// The URL keys of the client list: the API's own filters (search over name, e-mail and phones; a
// destination of interest, which also finds the clients who named a place inside it).
export const listKeys = {
  search: 'search',
  status: 'status',
  destination: 'preferences.destinations.id',
} as const;
export const listFilterKeys = Object.values(listKeys);

const isClientStatus = (status: string) => clientStatuses.some((known) => known === status);

const list = listQueryOf({
  filters: {
    [listKeys.search]: searchFilter(),
    [listKeys.status]: eachFilter('status[]', isClientStatus),
    [listKeys.destination]: idFilter(listKeys.destination),
  },
  // name and updatedAt (last activity) are the orders of calls.md 7.5.
  sortable: ['name', 'updatedAt', 'createdAt', 'status'],
});

// One list state (the URL) → the query of GET /api/clients.
export const toClientQuery = list.toQuery;

export const hasUserFilters = list.hasUserFilters;
