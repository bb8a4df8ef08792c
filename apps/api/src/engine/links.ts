import { getTableColumns, inArray } from 'drizzle-orm';
import type { Links } from './input.ts';
import type { ManyThrough, Resource, Tx } from './types.ts';

const joinOf = (resource: Resource, name: string) => {
  const relation = resource.relations?.[name] as ManyThrough;
  const columns = getTableColumns(relation.through);
  return { relation, source: columns[relation.sourceKey]!, target: columns[relation.targetKey]! };
};

const chunk = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

// The current target ids of the given join-table relations for many rows (the audit's "before"):
// one query per relation, whatever the number of rows.
export const readLinksOf = async (tx: Tx, resource: Resource, ids: number[], names: string[]) => {
  const out = new Map<number, Links>();
  if (ids.length === 0) return out;
  for (const name of names) {
    const { relation, source, target } = joinOf(resource, name);
    for (const id of ids) out.set(id, { ...out.get(id), [name]: [] });
    const rows = await tx
      .select({ source, target })
      .from(relation.through)
      .where(inArray(source, ids))
      .orderBy(target);
    for (const row of rows) out.get(row.source as number)?.[name]?.push(row.target as number);
  }
  return out;
};

// Replaces the join rows of the relations each entry names with its new set (an empty list clears
// it): one DELETE and one INSERT per relation (per 1,000 pairs) for all entries at once.
export const replaceLinks = async (tx: Tx, resource: Resource, entries: { id: number; links: Links }[]) => {
  const names = new Set(entries.flatMap((e) => Object.keys(e.links)));
  for (const name of names) {
    const { relation, source } = joinOf(resource, name);
    const owners = entries.filter((e) => name in e.links);
    await tx.delete(relation.through).where(
      inArray(
        source,
        owners.map((e) => e.id),
      ),
    );
    const pairs = owners.flatMap((e) =>
      (e.links[name] ?? []).map((targetId) => ({
        [relation.sourceKey]: e.id,
        [relation.targetKey]: targetId,
      })),
    );
    for (const part of chunk(pairs, 1000)) await tx.insert(relation.through).values(part);
  }
};
