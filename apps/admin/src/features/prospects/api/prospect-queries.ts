import {
  type Client,
  type ConvertProspectBody,
  convertProspect,
  createProspect,
  deleteProspect,
  getProspect,
  type ListProspectsParams,
  listProspects,
  type Prospect,
  type ProspectInput,
} from '@backoffice/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const prospectKeys = {
  all: ['prospects'] as const,
  lists: ['prospects', 'list'] as const,
  list: (query: Record<string, unknown>) => ['prospects', 'list', query] as const,
  item: (id: number) => ['prospects', 'item', id] as const,
};

// calls.md 7.5: GET /api/prospects (search, order, page, itemsPerPage; total in hydra:totalItems).
export const useProspectsQuery = (query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: prospectKeys.list(query),
    queryFn: async () => (await listProspects(query as ListProspectsParams)).data,
    placeholderData: keepPreviousData,
  });

export const useProspectQuery = (id: number) =>
  useQuery({
    queryKey: prospectKeys.item(id),
    queryFn: async () => (await getProspect(id)).data,
  });

// POST /api/prospects: a request taken by phone or at an event; 422s are left to the form.
export const useProspectCreate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProspectInput): Promise<Prospect> => (await createProspect(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectKeys.lists }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
};

export const useProspectDelete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProspect(id),
    // Lists only: the deleted record's own query would refetch (a 404) while its page is still open.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectKeys.lists }),
    meta: { successMessage: 'Deleted successfully' },
  });
};

// POST /api/prospects/{id}/convert: the new client; a 409 (a client already on file) is left to
// the screen, which offers to create it anyway (force).
export const useProspectConvert = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConvertProspectBody): Promise<Client> => (await convertProspect(id, body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    meta: { successMessage: 'Converted to a client', silent: true },
  });
};
