import { getMapConfig } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { vendorMapKeys } from './vendor-map-keys.ts';

// Which renderer and style the map uses and whether drive times can be asked for; server settings
// that do not change while the app runs.
export const useMapConfigQuery = () =>
  useQuery({
    queryKey: vendorMapKeys.config,
    queryFn: async () => (await getMapConfig()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
