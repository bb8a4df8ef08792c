import {
  getTripTemplate,
  listTripTemplateDays,
  listTripTemplateItems,
  listTripTemplates,
  type TripTemplatePatch,
  updateTripTemplate,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import { idFilter, listQueryOf, type QueryPairs, searchFilter } from '../../lib/records/list-query.ts';
import { ifMatch } from '../../lib/records/record-update-mutation.ts';
import { templateKeysAll } from '../trip-domain/templates/template-paths.ts';

export { templatePath } from '../trip-domain/templates/template-paths.ts';

export const templateKeys = {
  all: templateKeysAll,
  list: (query: QueryPairs) => ['trip-templates', 'list', query] as const,
  item: (id: number) => ['trip-templates', 'item', id] as const,
  days: (id: number) => ['trip-templates', 'days', id] as const,
  items: (id: number) => ['trip-templates', 'items', id] as const,
};

// The URL keys of the template list: its search and the destination it covers.
export const templateListKeys = { search: 'search', destination: 'destination' } as const;

// GET /api/trip_templates: search on the title, destination filter, pages served by the API.
export const templateList = listQueryOf({
  filters: {
    [templateListKeys.search]: searchFilter(),
    [templateListKeys.destination]: idFilter('destinations.id'),
  },
  sortable: ['title', 'nbDays'],
});

const templates = { key: templateKeys.list, list: listTripTemplates };

export const useTemplatesQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(templates, query, paging);

export const useTemplateQuery = (id: number) =>
  useQuery({
    queryKey: templateKeys.item(id),
    queryFn: async () => {
      const res = await getTripTemplate(id);
      return { template: res.data, etag: etagOf(res) };
    },
  });

export const useTemplateDaysQuery = (id: number) =>
  useQuery({
    queryKey: templateKeys.days(id),
    queryFn: async () => (await listTripTemplateDays({ 'tripTemplate.id': String(id) })).data,
  });

export const useTemplateItemsQuery = (id: number) =>
  useQuery({
    queryKey: templateKeys.items(id),
    queryFn: async () =>
      (await listTripTemplateItems({ 'tripTemplate.id': String(id), itemsPerPage: 500 })).data,
  });

// PATCH /api/trip_templates/{id} with If-Match; the days follow nbDays on the server.
export const useTemplateUpdate = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ etag, body }: { etag: string | undefined; body: TripTemplatePatch }) => {
      const res = await updateTripTemplate(id, body, ifMatch(etag));
      return { template: res.data, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(templateKeys.item(id), saved);
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
    meta: { successMessage: 'Saved successfully' },
  });
};
