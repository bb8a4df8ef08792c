import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueryPairs } from '../contract-list-query.ts';
import { contractKeys } from './contract-keys.ts';
import { fetchContracts } from './fetch-contracts.ts';

const contractsQuery = (query: QueryPairs) => ({
  queryKey: contractKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchContracts(query, signal),
});

const withPage = (query: QueryPairs, page: number): QueryPairs =>
  query.map(([key, value]) => [key, key === 'page' ? String(page) : value]);

// One page of every vendor's contracts; the previous page stays on screen while the next loads and
// the following page is fetched ahead. Off (enabled false) while the "Ends soon" view shows.
export const useContractsQuery = (
  query: QueryPairs,
  { page, pageSize, enabled }: { page: number; pageSize: number; enabled: boolean },
) => {
  const queryClient = useQueryClient();
  const result = useQuery({ ...contractsQuery(query), placeholderData: keepPreviousData, enabled });
  const total = result.isPlaceholderData ? undefined : result.data?.['hydra:totalItems'];
  useEffect(() => {
    if (!enabled || total === undefined || page >= getPageCount(total, pageSize)) return;
    void queryClient.prefetchQuery(contractsQuery(withPage(query, page + 1)));
  }, [queryClient, query, page, pageSize, total, enabled]);
  return result;
};
