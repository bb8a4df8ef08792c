import { getDriveTime } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { pointParam } from '../drive-time.ts';
import type { MapMarker } from '../map-data.ts';
import { vendorMapKeys } from './vendor-map-keys.ts';

// GET /api/vendors/directions between the pinned and the selected marker. No call without a pair
// (see driveTimePair). A failure shows as "Drive time unavailable" in the popup, not as a toast.
export const useDriveTimeQuery = (pair: { pinned: MapMarker; selected: MapMarker } | undefined) => {
  const from = pair ? pointParam(pair.pinned) : '';
  const to = pair ? pointParam(pair.selected) : '';
  return useQuery({
    queryKey: vendorMapKeys.driveTime(from, to),
    queryFn: async () => {
      try {
        return (await getDriveTime({ from, to })).data;
      } catch (error) {
        console.warn('drive time unavailable', error);
        throw error;
      }
    },
    enabled: pair !== undefined,
    meta: { silent: true },
    retry: false,
    staleTime: 10 * 60_000,
  });
};
