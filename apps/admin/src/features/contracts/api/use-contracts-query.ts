import { listVendorContracts } from '@backoffice/sdk';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContractQuery } from '../contract-list-query.ts';
import { contractKeys } from './contract-keys.ts';

// GET /api/vendor_contracts; the SDK sends status[] as repeated keys.
export const contractsQuery = (query: ContractQuery) => ({
  queryKey: contractKeys.list(query),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await listVendorContracts(query, { signal })).data,
});

// One page of every vendor's contracts (or of those ending soon); the previous page stays on screen
// while the next loads and the following page is fetched ahead. query null: nothing can match.
export const useContractsQuery = (query: ContractQuery | null) => {
  const queryClient = useQueryClient();
  const result = useQuery({
    ...contractsQuery(query ?? {}),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
  const total = result.isPlaceholderData ? undefined : result.data?.['hydra:totalItems'];
  useEffect(() => {
    const page = query?.page ?? 1;
    const pageSize = query?.itemsPerPage ?? 1;
    if (!query || total === undefined || page >= getPageCount(total, pageSize)) return;
    void queryClient.prefetchQuery(contractsQuery({ ...query, page: page + 1 }));
  }, [queryClient, query, total]);
  return result;
};
