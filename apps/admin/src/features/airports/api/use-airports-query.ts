import { listAirports } from '@backoffice/sdk';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import { idFilter, listQueryOf, type QueryPairs, searchFilter } from '../../../lib/records/list-query.ts';
import { airportKeys } from './airport-keys.ts';

export const searchKey = 'orSearch_search';
export const destinationKey = 'destinations.id';

// calls.md 7.4: GET /api/airports with orSearch_search, destinations.id, page and itemsPerPage;
// the total is hydra:totalItems.
export const airportList = listQueryOf({
  filters: { [searchKey]: searchFilter(searchKey), [destinationKey]: idFilter(destinationKey) },
  sortable: ['name', 'iata', 'city', 'country'],
});

const airports = { key: airportKeys.list, list: listAirports };

export const useAirportsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(airports, query, paging);
