import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import type { QueryPairs } from '../trip-domain/trips-query.ts';

// The URL keys of the trip list, each one of the API's filters (calls.md 7.6): the search box goes
// to `search` (every word in the reference or the client's name), the destination picker to
// destinations.id, the client picker to client.id, the date range to the trips that
// overlap it (start on or before its end, end on or after its start).
export const listKeys = {
  search: 'search',
  status: 'status',
  client: 'client',
  destination: 'destination',
  from: 'from',
  to: 'to',
} as const;
export const listFilterKeys = Object.values(listKeys);

const sortable = new Set(['startDate', 'endDate', 'reference', 'status', 'createdAt']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// One list state (the URL) → the query of GET /api/trips.
export const toTripQuery = (state: DataTableState): QueryPairs => {
  const pairs: QueryPairs = [];
  const list = (key: string) => toFilterList(state.filters[key]).filter((value) => value.trim() !== '');
  const search = list(listKeys.search).join(' ').trim();
  if (search) pairs.push(['search', search]);
  for (const status of list(listKeys.status)) pairs.push(['status[]', status]);
  const [client] = list(listKeys.client);
  if (client && /^\d+$/.test(client)) pairs.push(['client.id', client]);
  const [destination] = list(listKeys.destination);
  if (destination && /^\d+$/.test(destination)) pairs.push(['destinations.id', destination]);
  const [from] = list(listKeys.from);
  const [to] = list(listKeys.to);
  if (from && isoDate.test(from)) pairs.push(['endDate[after]', from]);
  if (to && isoDate.test(to)) pairs.push(['startDate[before]', to]);
  if (state.sort && sortable.has(state.sort.id)) {
    pairs.push([`order[${state.sort.id}]`, state.sort.desc ? 'desc' : 'asc']);
  }
  pairs.push(['page', String(state.page)], ['itemsPerPage', String(state.pageSize)]);
  return pairs;
};

export const hasUserFilters = (state: DataTableState) =>
  listFilterKeys.some((key) => toFilterList(state.filters[key]).some((value) => value.trim() !== ''));
