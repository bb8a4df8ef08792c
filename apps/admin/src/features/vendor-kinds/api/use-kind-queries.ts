import { etagOf } from '@backoffice/sdk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KindDef, KindRecord } from '../types.ts';
import { kindKeys } from './keys.ts';

// calls.md 7.2: GET /api/<kind> with search, vendor.id, location.destination.id, type...
export const useKindListQuery = (kind: KindDef, query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: kindKeys.list(kind.segment, query),
    queryFn: async () => (await kind.api.list(query)).data,
    placeholderData: keepPreviousData,
  });

export type KindWithEtag = { item: KindRecord; etag: string | undefined };

// One record with its ETag, sent back as If-Match. Silent: a 404 shows the error page.
export const useKindQuery = (kind: KindDef, id: number | undefined) =>
  useQuery({
    queryKey: kindKeys.item(kind.segment, id ?? 0),
    queryFn: async (): Promise<KindWithEtag> => {
      const res = await kind.api.get(id!);
      return { item: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    meta: { silent: true },
  });
