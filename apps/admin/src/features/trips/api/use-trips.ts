import { createTrip, type TripCollection, type TripInput, type TripPatch, updateTrip } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { toast } from '@backoffice/ui/toast';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import { type QueryPairs, tripsQuery } from '../../trip-domain/trips-query.ts';

const withPage = (query: QueryPairs, page: number): QueryPairs =>
  query.map(([key, value]) => [key, key === 'page' ? String(page) : value]);

// The page the URL asks for; the previous page stays on screen while the next one loads, and the
// following page is fetched ahead.
export const useTripsQuery = (query: QueryPairs, { page, pageSize }: { page: number; pageSize: number }) => {
  const queryClient = useQueryClient();
  const result = useQuery({ ...tripsQuery(query), placeholderData: keepPreviousData });
  const total = result.isPlaceholderData ? undefined : result.data?.['hydra:totalItems'];
  useEffect(() => {
    if (total === undefined || page >= getPageCount(total, pageSize)) return;
    void queryClient.prefetchQuery(tripsQuery(withPage(query, page + 1)));
  }, [queryClient, query, page, pageSize, total]);
  return result;
};

import { type LoadedTrip, tripQuery } from '../../trip-domain/trip-query.ts';

export { type LoadedTrip, tripQuery };

const fromLists = (queryClient: QueryClient, id: number): LoadedTrip | undefined => {
  for (const [, page] of queryClient.getQueriesData<TripCollection>({ queryKey: tripKeys.lists })) {
    const row = page?.['hydra:member'].find((trip) => trip.id === id);
    if (row) return { trip: row, etag: undefined };
  }
  return undefined;
};

/** One trip with its ETag; the list row stands in while it loads. A 404 shows the error page. */
export const useTripQuery = (id: number) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...tripQuery(id),
    placeholderData: () => fromLists(queryClient, id),
    meta: { silent: true },
  });
};

export const usePrefetchTrip = () => {
  const queryClient = useQueryClient();
  return (id: number) => void queryClient.prefetchQuery({ ...tripQuery(id), staleTime: 15_000 });
};

// POST /api/trips: the server gives the reference.
export const useTripCreateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TripInput) => (await createTrip(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
};

type Update = { id: number; etag: string | undefined; body: TripPatch };

// PATCH /api/trips/{id} with If-Match: a trip changed meanwhile answers 412.
export const useTripUpdateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Update) => {
      const res = await updateTrip(id, body, etag ? { ifMatch: etag } : {});
      return { trip: res.data, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      // Days cut from the end lose their place, not their texts: the history keeps them.
      const removed = (saved.trip as { removedDays?: { dayNumber: number }[] }).removedDays ?? [];
      if (removed.length) {
        toast.info(
          `The texts of ${removed.map((d) => `day ${d.dayNumber}`).join(', ')} were removed with their days and kept in the trip's history.`,
        );
      }
      queryClient.setQueryData<LoadedTrip>(tripKeys.item(saved.trip.id), saved);
      void queryClient.invalidateQueries({ queryKey: tripKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tripKeys.dashboard });
    },
    meta: { successMessage: 'Updated successfully', silent: true },
  });
};
