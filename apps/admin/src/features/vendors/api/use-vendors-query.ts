import { getListVendorsUrl, type listVendorsResponseSuccess } from '@backoffice/sdk';
import { apiFetch } from '@backoffice/sdk/core';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';
import { type QueryPairs, toSearchString } from '../vendor-list-query.ts';

// GET /api/vendors with repeated keys (status[]=…&status[]=…): the generated URL builder joins a
// list into one comma-separated value, which the API reads as a single status.
export const fetchVendors = async (query: QueryPairs, signal?: AbortSignal) =>
  (await apiFetch<listVendorsResponseSuccess>(`${getListVendorsUrl()}?${toSearchString(query)}`, { signal }))
    .data;

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
