import { getMapConfig } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';

export const mapKeys = {
  config: ['vendor-map', 'config'] as const,
  driveTime: (from: string, to: string) => ['vendor-map', 'drive-time', from, to] as const,
};

// Which renderer and style the map uses and whether drive times can be asked for; server settings
// that do not change while the app runs.
export const useMapConfigQuery = () =>
  useQuery({
    queryKey: mapKeys.config,
    queryFn: async () => (await getMapConfig()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
