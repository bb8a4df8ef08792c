import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Links } from './input.ts';
import type { ManyThrough, Resource, Tx } from './types.ts';

const joinOf = (resource: Resource, name: string) => {
  const relation = resource.relations?.[name] as ManyThrough;
  const columns = relation.through as unknown as Record<string, PgColumn>;
  return { relation, source: columns[relation.sourceKey]!, target: columns[relation.targetKey]! };
};

// The current target ids of the given join-table relations (for the audit's "before").
export const readLinks = async (tx: Tx, resource: Resource, id: number, names: string[]) => {
  const out: Links = {};
  for (const name of names) {
    const { relation, source, target } = joinOf(resource, name);
    const rows = await tx.select({ id: target }).from(relation.through).where(eq(source, id)).orderBy(target);
    out[name] = rows.map((r) => r.id as number);
  }
  return out;
};

// Replaces the join rows of each given relation with the new set (an empty list clears it).
export const writeLinks = async (tx: Tx, resource: Resource, id: number, links: Links) => {
  for (const [name, ids] of Object.entries(links)) {
    const { relation, source } = joinOf(resource, name);
    await tx.delete(relation.through).where(eq(source, id));
    if (ids.length === 0) continue;
    await tx
      .insert(relation.through)
      .values(ids.map((targetId) => ({ [relation.sourceKey]: id, [relation.targetKey]: targetId })));
  }
};
