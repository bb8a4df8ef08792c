import { type Destination, postDestinationUpdate } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';

// A pending destination is added to the database by clearing its pending flag.
export const useDestinationApproveMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (destination: Pick<Destination, 'id'>) =>
      (await postDestinationUpdate(destination.id, { pending: false })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
    meta: { successMessage: 'Updated successfully' },
  });
};
