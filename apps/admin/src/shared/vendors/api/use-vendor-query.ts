import { getVendor, type Vendor, type VendorCollection } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { vendorKeys } from './vendor-keys.ts';

export type LoadedVendor = { vendor: Vendor; etag: string | undefined };

export const vendorQuery = (id: number) => ({
  queryKey: vendorKeys.item(id),
  queryFn: async (): Promise<LoadedVendor> => {
    const res = await getVendor(id);
    return { vendor: res.data, etag: etagOf(res) };
  },
});

// The row a list already shows, so the vendor's header appears at once while the item loads.
const fromLists = (queryClient: QueryClient, id: number): LoadedVendor | undefined => {
  for (const [, page] of queryClient.getQueriesData<VendorCollection>({ queryKey: vendorKeys.lists })) {
    const row = page?.['hydra:member'].find((vendor) => vendor.id === id);
    if (row) return { vendor: row, etag: undefined };
  }
  return undefined;
};

/** One vendor with its ETag (edits send If-Match). Silent: a 404 shows the error page. */
export const useVendorQuery = (id: number) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...vendorQuery(id),
    placeholderData: () => fromLists(queryClient, id),
    meta: { silent: true },
  });
};

/** Warms the cache when a vendor link is hovered or focused. */
export const usePrefetchVendor = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => void queryClient.prefetchQuery({ ...vendorQuery(id), staleTime: 15_000 }),
    [queryClient],
  );
};
