import { type TripItem, updateTripItemOrder } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withOrder } from './journey-data.ts';
import { tripKeys } from './trip-keys.ts';

/**
 * POST /next/trips/update-item-order/{tripId} with the whole order (the journey's drag, the items
 * tab's Move up / Move down): shown at once, put back as it was when the server refuses (the error
 * toast is the mutation cache's), and the trip's items and checks read again either way.
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
