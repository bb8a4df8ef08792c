import {
  type Client,
  type ClientCollection,
  type ClientInput,
  type ClientPatch,
  createClient,
  getClient,
  getClientPossibleTransitions,
  listClients,
  updateClient,
} from '@backoffice/sdk';
import { etagOf, isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/query-client.ts';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../../lib/records/list-query.ts';
import { STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import { clientKeys } from './client-keys.ts';

const clients = { key: clientKeys.list, list: listClients };

// The page of GET /api/clients the URL asks for.
export const useClientsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(clients, query, paging);

export type LoadedClient = { client: Client; etag: string | undefined };

export const clientQuery = (id: number) => ({
  queryKey: clientKeys.item(id),
  queryFn: async (): Promise<LoadedClient> => {
    const res = await getClient(id);
    return { client: res.data, etag: etagOf(res) };
  },
});

const fromLists = (queryClient: QueryClient, id: number): LoadedClient | undefined => {
  for (const [, page] of queryClient.getQueriesData<ClientCollection>({ queryKey: clientKeys.lists })) {
    const row = page?.['hydra:member'].find((client) => client.id === id);
    if (row) return { client: row, etag: undefined };
  }
  return undefined;
};

/** One client with its ETag; the list row stands in while it loads. A 404 shows the error page. */
export const useClientQuery = (id: number) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...clientQuery(id),
    placeholderData: () => fromLists(queryClient, id),
    meta: { silent: true },
  });
};

export const usePrefetchClient = () => {
  const queryClient = useQueryClient();
  return (id: number) => void queryClient.prefetchQuery({ ...clientQuery(id), staleTime: 15_000 });
};

// POST /api/clients. A 409 (decision 61: a client with this e-mail, or this name and birthday, is
// on file) is left to the page, which offers the match and "Create anyway" (force: true).
export const useClientCreateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientInput) => (await createClient(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
};

type Update = { id: number; etag: string | undefined; body: ClientPatch };

// PATCH /api/clients/{id} with If-Match: a client changed meanwhile answers 412.
export const useClientUpdateMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Update) => {
      const res = await updateClient(id, body, etag ? { ifMatch: etag } : {});
      return { client: res.data, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<LoadedClient>(clientKeys.item(saved.client.id), (old) => ({
        client: { ...old?.client, ...saved.client },
        etag: saved.etag,
      }));
      void queryClient.invalidateQueries({ queryKey: clientKeys.item(saved.client.id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists });
      void queryClient.invalidateQueries({ queryKey: clientKeys.transitions(saved.client.id) });
    },
    meta: { successMessage: 'Updated successfully', silent: true },
  });
};

// GET /api/client/possible-transitions/{id}: asked when the status menu opens, never cached.
export const clientTransitionsOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: clientKeys.transitions(id) as readonly unknown[],
    queryFn: async () => {
      const res = await getClientPossibleTransitions(id);
      return { ...res.data, etag: etagOf(res) };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

// A status move of the client: a PATCH of its status alone, with the ETag it was offered from.
export const useClientStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, etag }: { id: number; status: string; etag: string | undefined }) =>
      (await updateClient(id, { status: status as ClientPatch['status'] }, etag ? { ifMatch: etag } : {}))
        .data,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.item(id) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.lists }),
      ]),
    onError: (error) => {
      if (isApiError(error) && error.status === 412) toast.error(STALE_MESSAGE);
      else reportError(error);
    },
    meta: { silent: true, successMessage: 'Updated successfully' },
  });
};
