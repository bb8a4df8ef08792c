import { getResource } from '../engine/define-resource.ts';
import { loadRelations, toItem } from '../engine/serialize.ts';
import type { ListContext, Row } from '../engine/types.ts';
import { findDescendants } from './destinations.queries.ts';

export const isTreeRequest = (params: ListContext['params']) => {
  const value = params.tree?.[0];
  return value === 'true' || value === '1';
};

// With ?tree=true every member of the page gets its sub-destinations nested under __children
// (as the admin's tree selector reads them): one query for all descendants of the page, then
// assembled in memory, never one query per node.
export const attachChildren = async (items: Row[], { tx, params, rows }: ListContext) => {
  if (!isTreeRequest(params)) return;
  const resource = getResource('Destination');
  const descendants = (await findDescendants(
    tx,
    rows.map((r) => r.id as number),
  )) as Row[];
  const loaded = await loadRelations(tx, resource, descendants);
  const byParent = new Map<unknown, Row[]>();
  for (const row of descendants) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const nest = (item: Row, id: unknown): Row => {
    item.__children = (byParent.get(id) ?? []).map((child) =>
      nest(toItem(resource, child, loaded), child.id),
    );
    return item;
  };
  for (const [i, item] of items.entries()) nest(item, rows[i]!.id);
};
