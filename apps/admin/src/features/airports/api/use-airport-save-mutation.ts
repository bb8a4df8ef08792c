import { createAirport, replaceAirport } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveRecord } from '../../../lib/records/edited-record.ts';
import { airportKeys } from './airport-keys.ts';

// calls.md 7.1: airports are created with POST and replaced with PUT (If-Match when editing).
// Errors are left to the form, which puts violations on their fields.
export const useAirportSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecord({ create: createAirport, update: replaceAirport }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airportKeys.lists }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};
