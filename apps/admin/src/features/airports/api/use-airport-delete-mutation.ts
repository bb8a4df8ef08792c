import { type Airport, deleteAirport } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airportKeys } from './airport-keys.ts';

export const useAirportDeleteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (airport: Pick<Airport, 'id'>) => deleteAirport(airport.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airportKeys.lists }),
    meta: { successMessage: 'Deleted successfully' },
  });
};
