import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Body, KindDef, KindRecord } from '../types.ts';
import { kindKeys } from './keys.ts';
import type { KindWithEtag } from './use-kind-queries.ts';

type Save = { id?: number; etag?: string; body: Body };

// POST on create; PATCH with If-Match on edit (a stale version answers 412). The saved record and
// its new ETag replace the cached one. Errors are left to the form (violations on their fields).
export const useKindSaveMutation = (kind: KindDef, { silent = true } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save): Promise<KindWithEtag> => {
      const res =
        id === undefined
          ? await kind.api.create(body)
          : await kind.api.update(id, body, etag ? { ifMatch: etag } : {});
      return { item: res.data as KindRecord, etag: etagOf(res) };
    },
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(kindKeys.item(kind.segment, saved.item.id), saved);
      void queryClient.invalidateQueries({ queryKey: kindKeys.lists(kind.segment) });
      // Names shown in other lists (an item's owner) follow a rename.
      if (id !== undefined)
        void queryClient.invalidateQueries({ queryKey: [...kindKeys.all(kind.segment), 'name'] });
    },
    meta: { silent },
  });
};

export const useKindDeleteMutation = (kind: KindDef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: Pick<KindRecord, 'id'>) => kind.api.remove(record.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kindKeys.lists(kind.segment) }),
    meta: { successMessage: 'Deleted successfully' },
  });
};
