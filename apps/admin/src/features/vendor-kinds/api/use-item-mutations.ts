import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Body, ItemDef, Row } from '../types.ts';
import { itemKeys, kindKeys } from './keys.ts';
import type { ItemWithEtag } from './use-item-queries.ts';

// The owner embeds some items (rooms, treatments...) and counts others: both are refreshed.
const refreshOwner = (queryClient: ReturnType<typeof useQueryClient>, item: ItemDef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.all(item.key) }),
    queryClient.invalidateQueries({ queryKey: kindKeys.all(item.parent.segment) }),
  ]);

type Save = { id?: number; etag?: string; body: Body };

// POST /api/<items> or PATCH /api/<items>/{id} with If-Match; errors go to the form.
export const useItemSaveMutation = (item: ItemDef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save): Promise<ItemWithEtag> => {
      const res =
        id === undefined
          ? await item.api.create(body)
          : await item.api.update(id, body, etag ? { ifMatch: etag } : {});
      return { item: res.data as Row, etag: etagOf(res) };
    },
    onSuccess: async (saved) => {
      await refreshOwner(queryClient, item);
      queryClient.setQueryData(itemKeys.item(item.key, saved.item.id), saved);
    },
    meta: { silent: true },
  });
};

export const useItemDeleteMutation = (item: ItemDef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<Row, 'id'>) => item.api.remove(row.id),
    onSuccess: () => refreshOwner(queryClient, item),
    meta: { successMessage: 'Deleted successfully' },
  });
};
