import { type DestinationInput, postDestinationUpdate } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';
import { createDestinationJson } from './create-destination.ts';

type Save = { id: number | undefined; etag?: string; body: DestinationInput };

// Create (POST /api/destinations.json) or update (POST /api/destination/{id}/update, If-Match).
// Errors are left to the form, which puts violations on their fields.
export const useDestinationSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createDestinationJson(body)).data
        : (await postDestinationUpdate(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};
