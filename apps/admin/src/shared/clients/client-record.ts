import { type Client, getClient } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { type RecordSource, recordQuery } from '../../lib/records/record-query.ts';

// One client as every screen caches it: under ['clients', 'item', id], the record with its ETag
// (the client page edits it with If-Match). Screens that only read the client (the preferences
// page, the itinerary's preferences) share that entry through `useClientRecord`: a second shape
// under the same key made the preferences page read `name` off the page's entry ("undefined:
// preferences", issue 30.12).
export type LoadedClient = { client: Client; etag: string | undefined };

export const clientItemKey = (id: number) => ['clients', 'item', id] as const;
export const clientListsKey = ['clients', 'list'] as const;

export const clientRecord: RecordSource<LoadedClient, Client> = {
  item: clientItemKey,
  lists: clientListsKey,
  read: async (id) => {
    const res = await getClient(id);
    return { client: res.data, etag: etagOf(res) };
  },
  fromRow: (client) => ({ client, etag: undefined }),
};

/** The client's query (its key and read): the page's, and its route prefetch's (route-table.tsx). */
export const clientQuery = (id: number) => recordQuery(clientRecord, id);

/** The client (without its ETag) for screens that read it; none while `id` is undefined. */
export const useClientRecord = (id: number | undefined) =>
  useQuery({
    ...recordQuery(clientRecord, id ?? 0),
    enabled: id !== undefined,
    select: (loaded: LoadedClient) => loaded.client,
  });
