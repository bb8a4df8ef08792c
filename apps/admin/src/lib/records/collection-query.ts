import type { HydraCollectionOf } from '@backoffice/sdk/core';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type QueryPairs, toParams, withPage } from './list-query.ts';

/** A generated list function of the SDK (listVendors, listClients, …). */
export type CollectionLister<P, C> = (params: P, options: { signal: AbortSignal }) => Promise<{ data: C }>;

/** A resource's list: its key family's list key and its SDK list function. */
export type CollectionSource<P, C> = {
  key: (query: QueryPairs) => readonly unknown[];
  list: CollectionLister<P, C>;
};

// One page of a collection. The URL's pairs are strings; the generated params type numbers and
// booleans too, which the API parses from the same query string, hence the one widening cast.
export const collectionQuery = <P, C>(source: CollectionSource<P, C>, query: QueryPairs) => ({
  queryKey: source.key(query),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await source.list(toParams(query) as P, { signal })).data,
});

/** A page whose rows change on their own (jobs running, e-mails sending) is read again while it says so. */
export type LivePage<C> = {
  /** Every this many ms while `moving` finds a row still on its way. */
  every: number;
  moving: (page: C) => boolean;
  /** 0 when the page is read again each time it is shown (the jobs). */
  staleTime?: number;
};

// The page the URL asks for; the previous page stays on screen while the next one loads, and the
// following page is fetched ahead so paging forward is instant.
export const useCollectionQuery = <P, C extends HydraCollectionOf<unknown>>(
  source: CollectionSource<P, C>,
  query: QueryPairs,
  { page, pageSize }: { page: number; pageSize: number },
  live?: LivePage<C>,
) => {
  const queryClient = useQueryClient();
  const result = useQuery({
    ...collectionQuery(source, query),
    placeholderData: keepPreviousData,
    ...(live
      ? {
          ...(live.staleTime === undefined ? {} : { staleTime: live.staleTime }),
          refetchInterval: ({ state }: { state: { data?: C } }) =>
            state.data && live.moving(state.data) ? live.every : false,
        }
      : {}),
  });
  const total = result.isPlaceholderData ? undefined : result.data?.['hydra:totalItems'];
  useEffect(() => {
    if (total === undefined || page >= getPageCount(total, pageSize)) return;
    void queryClient.prefetchQuery(collectionQuery(source, withPage(query, page + 1)));
  }, [queryClient, source, query, page, pageSize, total]);
  return result;
};
