import { etagOf } from '@backoffice/sdk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemDef, Row } from '../types.ts';
import { itemKeys } from './keys.ts';

// An item collection, e.g. GET /api/accommodation_rooms?accommodation.id=3 or /api/transfers?destination.id=9.
export const useItemListQuery = (item: ItemDef, query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: itemKeys.list(item.key, query),
    queryFn: async () => (await item.api.list(query)).data,
    placeholderData: keepPreviousData,
  });

export type ItemWithEtag = { item: Row; etag: string | undefined };

export const useItemQuery = (item: ItemDef, id: number | undefined) =>
  useQuery({
    queryKey: itemKeys.item(item.key, id ?? 0),
    queryFn: async (): Promise<ItemWithEtag> => {
      const res = await item.api.get(id!);
      return { item: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    meta: { silent: true },
  });
