import { listNearbyVendors } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { vendorMapKeys } from './vendor-map-keys.ts';

// calls.md 7.2: vendors around a point, nearest first (distance in km).
export const useNearbyVendorsQuery = (
  point: { latitude: number; longitude: number } | undefined,
  distance = 5,
) =>
  useQuery({
    queryKey: vendorMapKeys.nearby(point?.latitude ?? 0, point?.longitude ?? 0, distance),
    queryFn: async () =>
      (
        await listNearbyVendors({
          latitude: point!.latitude,
          longitude: point!.longitude,
          distance,
          itemsPerPage: 10,
        })
      ).data,
    enabled: point !== undefined,
  });
