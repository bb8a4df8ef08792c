import { apiFetch } from '@backoffice/sdk/core';
import type { Crud } from '../types.ts';

// Lists are sent as repeated keys (`type[]=a&type[]=b`), the way the API and the SDK send them.
const queryOf = (params: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The list and item calls of a collection known by name (a vendor kind as an item's owner). */
export const collectionReader = (collection: string): Pick<Crud, 'list' | 'get'> => ({
  list: (params) => apiFetch(`/api/${collection}${queryOf(params)}`),
  get: (id) => apiFetch(`/api/${collection}/${id}`),
});
