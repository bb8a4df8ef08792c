import {
  type Client,
  type ConvertProspectBody,
  convertProspect,
  createProspect,
  deleteProspect,
  getProspect,
  listProspects,
  type Prospect,
  type ProspectInput,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import { listQueryOf, type QueryPairs, searchFilter } from '../../../lib/records/list-query.ts';

export const prospectKeys = {
  all: ['prospects'] as const,
  lists: ['prospects', 'list'] as const,
  list: (query: QueryPairs) => ['prospects', 'list', query] as const,
  item: (id: number) => ['prospects', 'item', id] as const,
};

// calls.md 7.5: GET /api/prospects (search, order, page, itemsPerPage; total in hydra:totalItems).
export const prospectList = listQueryOf({
  filters: { search: searchFilter() },
  sortable: ['name', 'startDate', 'status', 'createdAt'],
});

const prospects = { key: prospectKeys.list, list: listProspects };

export const useProspectsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(prospects, query, paging);

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
