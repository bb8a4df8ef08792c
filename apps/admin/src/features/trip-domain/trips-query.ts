import { type ListTripsParams, listTrips } from '@backoffice/sdk';
import { tripKeys } from './trip-keys.ts';

/** Ordered query pairs of GET /api/trips: a key may repeat (status[]=draft&status[]=issue). */
export type QueryPairs = [string, string][];

export const toParams = (pairs: QueryPairs) => {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const known = params[key];
    if (key.endsWith('[]')) params[key] = [...(Array.isArray(known) ? known : []), value];
    else params[key] = value;
  }
  return params as ListTripsParams;
};

// One page of GET /api/trips (the trip list, the client's Trips tab).
export const tripsQuery = (query: QueryPairs) => ({
  queryKey: tripKeys.list(query),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await listTrips(toParams(query), { signal })).data,
});
