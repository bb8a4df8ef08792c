import {
  type ClientInput,
  type ClientPatch,
  createClient,
  getClientPossibleTransitions,
  listClients,
  updateClient,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../../lib/records/list-query.ts';
import { usePrefetchRecord, useRecordQueryOptions } from '../../../lib/records/record-query.ts';
import {
  ifMatch,
  reportStaleOrError,
  useRecordUpdateMutation,
} from '../../../lib/records/record-update-mutation.ts';
import { clientQuery, clientRecord, type LoadedClient } from '../../../shared/clients/client-record.ts';

export { clientQuery, type LoadedClient };

import { transitionsOptions } from '../../../lib/records/transitions-query.ts';
import { clientKeys } from './client-keys.ts';

const clients = { key: clientKeys.list, list: listClients };

// The page of GET /api/clients the URL asks for.
export const useClientsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(clients, query, paging);

/** One client with its ETag; the list row stands in while it loads. A 404 shows the error page. */
export const useClientQuery = (id: number) => useQuery(useRecordQueryOptions(clientRecord, id));

export const usePrefetchClient = () => usePrefetchRecord(clientRecord);

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

// PATCH /api/clients/{id} with If-Match; the status menu's transitions are asked again.
export const useClientUpdateMutation = () =>
  useRecordUpdateMutation(clientRecord, {
    update: async (id, body: ClientPatch, options): Promise<LoadedClient> => {
      const res = await updateClient(id, body, options);
      return { client: res.data, etag: etagOf(res) };
    },
    merge: (old, saved) => ({ client: { ...old?.client, ...saved.client }, etag: saved.etag }),
    refresh: (id) => [clientKeys.transitions(id)],
  });

// GET /api/client/possible-transitions/{id}: asked when the status menu opens, never cached.
export const clientTransitionsOptions = (id: number, enabled: boolean) =>
  transitionsOptions(clientKeys.transitions(id), () => getClientPossibleTransitions(id), enabled);

// A status move of the client: a PATCH of its status alone, with the ETag it was offered from.
export const useClientStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, etag }: { id: number; status: string; etag: string | undefined }) =>
      (await updateClient(id, { status: status as ClientPatch['status'] }, ifMatch(etag))).data,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.item(id) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.lists }),
      ]),
    onError: reportStaleOrError,
    meta: { silent: true, successMessage: 'Updated successfully' },
  });
};
