import { getTrip, type Trip } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { tripKeys } from './trip-keys.ts';

export type LoadedTrip = { trip: Trip; etag: string | undefined };

/** GET /api/trips/{id} with its ETag, under the trip's key. */
export const tripQuery = (id: number) => ({
  queryKey: tripKeys.item(id),
  queryFn: async (): Promise<LoadedTrip> => {
    const res = await getTrip(id);
    return { trip: res.data, etag: etagOf(res) };
  },
});
