import {
  type ClientCreditCardInput,
  createClientCreditCard,
  createClientLog,
  deleteClientCreditCard,
  deleteClientDocument,
  listClientCreditCards,
  listClientDocuments,
  listClientLogs,
  openClientDocument,
  type RequestClientDocumentsBody,
  requestClientDocuments,
  revealClientCreditCard,
  updateClientCreditCard,
} from '@backoffice/sdk';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { clientKeys } from './client-keys.ts';

// The client's sensitive records (cards, documents) and its log. Whole card numbers and document
// contents go through mutations only: they are never kept in the query cache.

const writers = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TRAVEL_DIRECTOR']);
/** Whether the signed-in user may write clients (the accountant reads them only; the API checks). */
export const useCanWriteClients = () => {
  const session = useSession();
  return Boolean(session?.user.roles.some((role) => writers.has(role)));
};

export const logPageSize = 10;

// By shape, not instanceof: the test DOM and the fetch implementation may bring different Blobs.
const isBlob = (data: unknown): data is Blob =>
  typeof data === 'object' && data !== null && 'arrayBuffer' in data && 'type' in data;

export const useCardsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('cards', clientId),
    queryFn: async () =>
      (await listClientCreditCards({ 'client.id': String(clientId), itemsPerPage: 100 })).data[
        'hydra:member'
      ],
  });

export const useLogQuery = (clientId: number, page: number) =>
  useQuery({
    queryKey: [...clientKeys.children('log', clientId), page],
    queryFn: async () => {
      const { data } = await listClientLogs({
        'client.id': String(clientId),
        page: String(page),
        itemsPerPage: String(logPageSize),
      });
      return { entries: data['hydra:member'], total: data['hydra:totalItems'] };
    },
    placeholderData: keepPreviousData,
  });

export const useDocumentsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('documents', clientId),
    queryFn: async () =>
      (await listClientDocuments({ 'client.id': String(clientId), itemsPerPage: 100 })).data['hydra:member'],
  });

/** After a change to the vault: its list read again, and the client's log (the server logs it). */
const refreshWithLog = (queryClient: QueryClient, kind: 'cards' | 'documents', clientId: number) => () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.children(kind, clientId) }),
    queryClient.invalidateQueries({ queryKey: clientKeys.children('log', clientId) }),
  ]);

/** Deletes a record of the vault's `kind`; then its list and the log read again. */
const useVaultRemove = (
  kind: 'cards' | 'documents',
  clientId: number,
  remove: (id: number) => Promise<unknown>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => remove(id),
    onSuccess: refreshWithLog(queryClient, kind, clientId),
    meta: { successMessage: 'Deleted successfully' },
  });
};

export const useCardMutations = (clientId: number) => {
  const queryClient = useQueryClient();
  const refresh = refreshWithLog(queryClient, 'cards', clientId);
  const create = useMutation({
    mutationFn: (body: ClientCreditCardInput) => createClientCreditCard(body),
    onSuccess: refresh,
    meta: { successMessage: 'Card added' },
  });
  const makeMain = useMutation({
    mutationFn: (id: number) => updateClientCreditCard(id, { main: true }),
    onSuccess: refresh,
    meta: { successMessage: 'Main card changed' },
  });
  const remove = useVaultRemove('cards', clientId, deleteClientCreditCard);
  // The whole number: the answer goes to the caller only, and the mutation forgets it (gcTime 0).
  const reveal = useMutation({
    mutationFn: async (id: number) => (await revealClientCreditCard(id)).data.number,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.children('log', clientId) }),
    gcTime: 0,
  });
  return { create, makeMain, remove, reveal };
};

export const useNoteMutation = (client: { '@id': string; id: number }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => createClientLog({ client: client['@id'], message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.children('log', client.id) }),
    meta: { successMessage: 'Note added' },
  });
};

export const useDocumentMutations = (clientId: number) => {
  const queryClient = useQueryClient();
  const refresh = refreshWithLog(queryClient, 'documents', clientId);
  const remove = useVaultRemove('documents', clientId, deleteClientDocument);
  // The decrypted file, as a Blob (the read is logged by the API); never cached.
  const open = useMutation({
    // The contract declares no body for this binary answer; the client core hands it over as a Blob.
    mutationFn: async (id: number) => {
      const { data }: { data: unknown } = await openClientDocument(id);
      if (!isBlob(data)) throw new Error('The document could not be read');
      return data;
    },
    onSettled: refresh,
    gcTime: 0,
  });
  const request = useMutation({
    mutationFn: async (body: RequestClientDocumentsBody) =>
      (await requestClientDocuments(clientId, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.children('log', clientId) }),
    meta: { silent: true },
  });
  return { remove, open, request };
};
