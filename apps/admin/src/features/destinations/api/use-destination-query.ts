import { getDestination } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';

// One destination with its ETag (the save sends If-Match). Silent: a 404 shows the error page.
export const useDestinationQuery = (id: number | undefined) =>
  useQuery({
    queryKey: destinationKeys.item(id ?? 0),
    queryFn: async () => {
      const res = await getDestination(id!);
      return { destination: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
    meta: { silent: true },
  });
