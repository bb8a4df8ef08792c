import type { ApiResponse, RequestOptions } from '@backoffice/sdk/core';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import * as v from 'valibot';
import { required } from '../shared/forms/form-rules.ts';
import type { HydraPage, ResourceScreen } from './types.ts';

export type NameListItem = {
  '@id': string;
  id: number;
  name: string;
  createdAt?: string;
  updatedAt?: string;
};
type NameBody = { name: string };

export type NameListApi<T extends NameListItem> = {
  list: (params: Record<string, unknown>) => Promise<ApiResponse<HydraPage<T>>>;
  get: (id: number) => Promise<ApiResponse<T>>;
  create: (body: NameBody) => Promise<ApiResponse<T>>;
  // PUT or PATCH, as calls.md 7.1 lists for the collection.
  update: (id: number, body: NameBody, options?: RequestOptions) => Promise<ApiResponse<T>>;
  remove: (id: number) => Promise<unknown>;
};

// Most reference lists are a name only: one call gives the list screen and its form.
export const nameListScreen = <T extends NameListItem>(
  meta: { key: string; title: string; singular: string },
  api: NameListApi<T>,
): ResourceScreen<T> => {
  const column = createDataTableColumnHelper<T>();
  return {
    ...meta,
    list: api.list,
    get: api.get,
    create: (body) => api.create(body as NameBody),
    update: (id, body, options) => api.update(id, body as NameBody, options),
    remove: api.remove,
    // biome-ignore lint/suspicious/noExplicitAny: the helper's accessor key type is generic over T
    columns: [column.accessor('name' as any, { header: 'Name', enableSorting: true })],
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
    schema: () => v.object({ name: required(255) }),
    toForm: (item) => ({ name: item?.name ?? '' }),
    searchParam: 'name',
    defaultSort: { id: 'name', desc: false },
  };
};
