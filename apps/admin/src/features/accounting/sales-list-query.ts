import { dateFilter, eachFilter, idFilter, listQueryOf, searchFilter } from '../../lib/records/list-query.ts';

// The URL keys of the sales list, each one of GET /api/client_invoices's filters: the search box
// goes to `number` (partial), the status and kind facets to status[] and kind[], the client and
// trip pickers to client.id and trip.id, the due date range to dueDate[after] and dueDate[before].
export const salesKeysOfUrl = {
  search: 'number',
  status: 'status',
  kind: 'kind',
  client: 'client',
  trip: 'trip',
  dueFrom: 'dueFrom',
  dueTo: 'dueTo',
} as const;
export const salesFilterKeys = Object.values(salesKeysOfUrl);

export const salesList = listQueryOf({
  filters: {
    [salesKeysOfUrl.search]: searchFilter('number'),
    [salesKeysOfUrl.status]: eachFilter('status[]'),
    [salesKeysOfUrl.kind]: eachFilter('kind[]'),
    [salesKeysOfUrl.client]: idFilter('client.id'),
    [salesKeysOfUrl.trip]: idFilter('trip.id'),
    [salesKeysOfUrl.dueFrom]: dateFilter('dueDate[after]'),
    [salesKeysOfUrl.dueTo]: dateFilter('dueDate[before]'),
  },
  sortable: ['date', 'dueDate', 'number', 'amount'],
});
