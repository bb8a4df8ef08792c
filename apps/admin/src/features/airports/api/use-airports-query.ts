import { type ListAirportsParams, listAirports } from '@backoffice/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { airportKeys } from './airport-keys.ts';

// calls.md 7.4: GET /api/airports with orSearch_search, destinations.id, page and itemsPerPage;
// the total is hydra:totalItems.
export const useAirportsQuery = (query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: airportKeys.list(query),
    queryFn: async () => (await listAirports(query as ListAirportsParams)).data,
    placeholderData: keepPreviousData,
  });
