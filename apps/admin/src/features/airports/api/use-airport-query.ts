import { getAirport } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { airportKeys } from './airport-keys.ts';

// The airport being edited, with its ETag for If-Match.
export const useAirportQuery = (id: number | undefined) =>
  useQuery({
    queryKey: airportKeys.item(id ?? 0),
    queryFn: async () => {
      const res = await getAirport(id!);
      return { airport: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });
