import { postDestinationUpdate } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';
import { saveRecord } from '../../../lib/records/edited-record.ts';
import { createDestinationJson } from './create-destination.ts';

// Create (POST /api/destinations.json) or update (POST /api/destination/{id}/update, If-Match).
// Errors are left to the form, which puts violations on their fields.
export const useDestinationSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecord({ create: createDestinationJson, update: postDestinationUpdate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};
