import { getTrip } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { useClientRecord } from '../../../shared/clients/client-record.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';

// The trip and the client the side list reads (features import no other feature). The trip sits
// under tripKeys.item, so every item change reads it again with the rest of the trip.
export const useSideListTrip = (tripId: number | undefined) =>
  useQuery({
    queryKey: [...tripKeys.item(tripId ?? 0), 'side-list'],
    queryFn: async () => (await getTrip(tripId!)).data,
    enabled: tripId !== undefined,
    staleTime: 60_000,
  });

// The client pages' cache entry of one client (shared/clients/client-record.ts), read as the client.
export const useSideListClient = useClientRecord;
