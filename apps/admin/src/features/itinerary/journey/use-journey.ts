import { listNextTripItems, type TripItem, updateTripItemOrder } from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../../shared/trips/trip-keys.ts';
import { withOrder } from './journey-data.ts';

// Under the trip's key (tripKeys.item): every item change that refreshes the trip refreshes it.
export const journeyKeys = {
  items: (tripId: number) => [...tripKeys.item(tripId), 'next-items'] as const,
};

/** GET /next/trips/{tripId}/trip-items: every item of the trip in position order, with its place. */
export const journeyItemsQuery = (tripId: number) => ({
  queryKey: journeyKeys.items(tripId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await listNextTripItems(tripId, { signal })).data['hydra:member'] as TripItem[],
});

export const useJourneyItemsQuery = (tripId: number) => useQuery(journeyItemsQuery(tripId));

/**
 * POST /next/trips/update-item-order/{tripId} with the whole order: shown at once, put back as it
 * was when the server refuses (the error toast is the mutation cache's), and the trip's items and
 * checks read again either way.
 */
export const useReorderMutation = (tripId: number) => {
  const queryClient = useQueryClient();
  const key = journeyKeys.items(tripId);
  return useMutation({
    mutationFn: async (order: number[]) => (await updateTripItemOrder(tripId, { items: order })).data,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TripItem[]>(key);
      if (previous) queryClient.setQueryData(key, withOrder(previous, order));
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripKeys.item(tripId) }),
  });
};
