import { type AirportInput, createAirport, replaceAirport } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airportKeys } from './airport-keys.ts';

type Save = { id: number | undefined; etag?: string; body: AirportInput };

// calls.md 7.1: airports are created with POST and replaced with PUT (If-Match when editing).
// Errors are left to the form, which puts violations on their fields.
export const useAirportSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createAirport(body)).data
        : (await replaceAirport(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airportKeys.lists }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};
