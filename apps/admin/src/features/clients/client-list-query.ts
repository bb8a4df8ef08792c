import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { clientStatuses } from './client-status.ts';

// The URL keys of the client list: the API's own filters (search over name, e-mail and phones; a
// destination of interest, which also finds the clients who named a place inside it).
export const listKeys = {
  search: 'search',
  status: 'status',
  destination: 'preferences.destinations.id',
} as const;
export const listFilterKeys = Object.values(listKeys);

/** Ordered query pairs: a key may repeat (status[]=active&status[]=vip). */
export type QueryPairs = [string, string][];

// name and updatedAt (last activity) are the orders of calls.md 7.5.
const sortable = new Set(['name', 'updatedAt', 'createdAt', 'status']);

// One list state (the URL) → the query of GET /api/clients.
export const toClientQuery = (state: DataTableState): QueryPairs => {
  const pairs: QueryPairs = [];
  const list = (key: string) => toFilterList(state.filters[key]).filter((value) => value.trim() !== '');
  const search = list(listKeys.search).join(' ').trim();
  if (search) pairs.push(['search', search]);
  for (const status of list(listKeys.status)) {
    if (clientStatuses.includes(status as never)) pairs.push(['status[]', status]);
  }
  const destination = list(listKeys.destination)[0];
  if (destination && /^\d+$/.test(destination)) pairs.push([listKeys.destination, destination]);
  if (state.sort && sortable.has(state.sort.id)) {
    pairs.push([`order[${state.sort.id}]`, state.sort.desc ? 'desc' : 'asc']);
  }
  pairs.push(['page', String(state.page)], ['itemsPerPage', String(state.pageSize)]);
  return pairs;
};

export const hasUserFilters = (state: DataTableState) =>
  listFilterKeys.some((key) => toFilterList(state.filters[key]).some((value) => value.trim() !== ''));
