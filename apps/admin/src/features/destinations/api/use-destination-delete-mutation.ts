import { type Destination, deleteDestination } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';

// The API refuses (409) to delete a destination that still has sub-destinations; the message toasts.
export const useDestinationDeleteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (destination: Pick<Destination, 'id'>) => deleteDestination(destination.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
    meta: { successMessage: 'Deleted successfully' },
  });
};
