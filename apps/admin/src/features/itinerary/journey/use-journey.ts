import { type TripItem, updateTripItemOrder } from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripItemsQuery } from '../../trip-domain/trip-items-query.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import { withOrder } from './journey-data.ts';

// The trip's items cache (tripKeys.items), shared with the calendar and the items tab: the items
// that came with the trip are shown at once, and every change that refreshes the trip refreshes it.
export const useJourneyItemsQuery = (tripId: number) => useQuery(tripItemsQuery(tripId));

/**
 * POST /next/trips/update-item-order/{tripId} with the whole order: shown at once, put back as it
 * was when the server refuses (the error toast is the mutation cache's), and the trip's items and
 * checks read again either way.
 */
export const useReorderMutation = (tripId: number) => {
  const queryClient = useQueryClient();
  const key = tripKeys.items(tripId);
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
