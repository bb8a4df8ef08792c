import { type ListVendorsParams, listVendors } from '@backoffice/sdk';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';
import type { QueryPairs } from '../vendor-list-query.ts';

// The list state keeps ordered pairs; the SDK takes a record and sends its lists as repeated keys
// (status[]=active&status[]=pending).
const toParams = (pairs: QueryPairs) => {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const known = params[key];
    if (key.endsWith('[]')) params[key] = [...(Array.isArray(known) ? known : []), value];
    else params[key] = value;
  }
  return params as ListVendorsParams;
};

export const fetchVendors = async (query: QueryPairs, signal?: AbortSignal) =>
  (await listVendors(toParams(query), { signal })).data;

const vendorsQuery = (query: QueryPairs) => ({
  queryKey: vendorKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchVendors(query, signal),
});

const withPage = (query: QueryPairs, page: number): QueryPairs =>
  query.map(([key, value]) => [key, key === 'page' ? String(page) : value]);

// The page the URL asks for; the previous page stays on screen while the next one loads, and the
// following page is fetched ahead so paging forward is instant.
export const useVendorsQuery = (
  query: QueryPairs,
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const queryClient = useQueryClient();
  const result = useQuery({ ...vendorsQuery(query), placeholderData: keepPreviousData });
  const total = result.isPlaceholderData ? undefined : result.data?.['hydra:totalItems'];
  useEffect(() => {
    if (total === undefined || page >= getPageCount(total, pageSize)) return;
    void queryClient.prefetchQuery(vendorsQuery(withPage(query, page + 1)));
  }, [queryClient, query, page, pageSize, total]);
  return result;
};
