import { getVendorMap } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { toMapMarkers } from '../map-data.ts';
import { vendorMapKeys } from './vendor-map-keys.ts';

// calls.md 7.11: GET /api/vendors/map. A failure is only logged (calls.md §8), never toasted.
export const useVendorMapQuery = () =>
  useQuery({
    queryKey: vendorMapKeys.markers,
    queryFn: async () => {
      try {
        return toMapMarkers((await getVendorMap()).data);
      } catch (error) {
        console.error('error loading map data', error);
        throw error;
      }
    },
    meta: { silent: true },
    staleTime: 60_000,
  });
