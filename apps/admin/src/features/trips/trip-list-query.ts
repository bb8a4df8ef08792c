import { dateFilter, eachFilter, idFilter, listQueryOf, searchFilter } from '../../lib/records/list-query.ts';

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

const list = listQueryOf({
  filters: {
    [listKeys.search]: searchFilter(),
    [listKeys.status]: eachFilter('status[]'),
    [listKeys.client]: idFilter('client.id'),
    [listKeys.destination]: idFilter('destinations.id'),
    [listKeys.from]: dateFilter('endDate[after]'),
    [listKeys.to]: dateFilter('startDate[before]'),
  },
  sortable: ['startDate', 'endDate', 'reference', 'status', 'createdAt'],
});

// One list state (the URL) → the query of GET /api/trips.
export const toTripQuery = list.toQuery;

export const hasUserFilters = list.hasUserFilters;
