import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * One resource's record as a screen holds it (the record with its ETag, `L`), where its key family
 * keeps it and how the list rows (`R`) stand in for it while it loads.
 */
export type RecordSource<L, R extends { id: number }> = {
  item: (id: number) => QueryKey;
  lists: QueryKey;
  read: (id: number) => Promise<L>;
  /** A list row as the record, without an ETag: enough for the page's header. */
  fromRow: (row: R) => L;
};

export const recordQuery = <L, R extends { id: number }>(source: RecordSource<L, R>, id: number) => ({
  queryKey: source.item(id),
  queryFn: () => source.read(id),
});

// The row a list already shows, so the record's header appears at once while the record loads.
const fromLists = <L, R extends { id: number }>(
  queryClient: QueryClient,
  source: RecordSource<L, R>,
  id: number,
): L | undefined => {
  for (const [, page] of queryClient.getQueriesData<{ 'hydra:member': R[] }>({ queryKey: source.lists })) {
    const row = page?.['hydra:member'].find((candidate) => candidate.id === id);
    if (row) return source.fromRow(row);
  }
  return undefined;
};

/**
 * The options of one record's query, for `useQuery` (the resource's hook): its ETag comes with it
 * (edits send If-Match), the list row stands in while it loads, and it is silent (a 404 shows the
 * error page). The hook itself is the resource's, where the record's type is known: the query
 * library's placeholder type cannot be resolved over a generic record.
 */
export const useRecordQueryOptions = <L, R extends { id: number }>(
  source: RecordSource<L, R>,
  id: number,
) => {
  const queryClient = useQueryClient();
  return {
    ...recordQuery(source, id),
    placeholderData: () => fromLists(queryClient, source, id),
    meta: { silent: true },
  };
};

/** Warms the cache when a record link is hovered or focused. */
export const usePrefetchRecord = <L, R extends { id: number }>(source: RecordSource<L, R>) => {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => void queryClient.prefetchQuery({ ...recordQuery(source, id), staleTime: 15_000 }),
    [queryClient, source],
  );
};
