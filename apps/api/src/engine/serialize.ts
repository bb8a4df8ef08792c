import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getResource } from './define-resource.ts';
import type { Relation, Resource, Row, Tx } from './types.ts';

// Related rows for one page, loaded with one query per relation (never per row).
export type Loaded = Map<string, Map<unknown, Row | Row[]>>;

const inlineKey = (name: string) => `__ids_${name}`;

// Join-table relations are only IRIs: a list reads their ids inside the page query (a correlated
// array per row of the page, evaluated after the LIMIT) rather than with one more query.
export const inlineIdSelections = (resource: Resource): Record<string, SQL> => {
  const out: Record<string, SQL> = {};
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'manyThrough') continue;
    const j = relation.through as unknown as Record<string, PgColumn>;
    out[inlineKey(name)] =
      sql`array(select ${j[relation.targetKey]} from ${relation.through} where ${j[relation.sourceKey]} = ${resource.idColumn} order by 1)`;
  }
  return out;
};

export const loadRelations = async (
  tx: Tx,
  resource: Resource,
  rows: Row[],
  scope: 'item' | 'list' = 'list',
): Promise<Loaded> => {
  const loaded: Loaded = new Map();
  const relations = Object.entries(resource.relations ?? {}).filter(
    ([, relation]) => scope === 'item' || !isItemOnly(relation),
  );
  await Promise.all(
    relations.map(async ([name, relation]) => {
      const target = getResource(relation.target);
      const byKey = new Map<unknown, Row | Row[]>();
      loaded.set(name, byKey);
      if (relation.kind === 'manyThrough') {
        const inline = inlineKey(name);
        if (rows.length && inline in rows[0]!) {
          for (const row of rows)
            byKey.set(
              row.id,
              (row[inline] as number[]).map((id) => ({ id })),
            );
          return;
        }
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return;
        const j = relation.through as unknown as Record<string, PgColumn>;
        const source = j[relation.sourceKey]!;
        const targetId = j[relation.targetKey]!;
        const found = await tx
          .select({ source, id: targetId })
          .from(relation.through)
          .where(inArray(source, ids))
          .orderBy(targetId);
        for (const link of found) {
          const list = (byKey.get(link.source) as Row[] | undefined) ?? [];
          list.push({ id: link.id });
          byKey.set(link.source, list);
        }
        return;
      }
      if (relation.kind === 'one') {
        if (!relation.embed) return;
        const ids = [...new Set(rows.map((r) => r[relation.fk]).filter((v) => v != null))];
        if (ids.length === 0) return;
        const found = (await tx.select().from(target.table).where(inArray(target.idColumn, ids))) as Row[];
        for (const row of found) byKey.set(row.id, row);
        return;
      }
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return;
      const fk = target.columns[relation.fk]!;
      const found = (await tx
        .select()
        .from(target.table)
        .where(inArray(fk, ids))
        .orderBy(...embedOrder(target))) as Row[];
      for (const row of found) {
        const list = (byKey.get(row[relation.fk]) as Row[] | undefined) ?? [];
        list.push(row);
        byKey.set(row[relation.fk], list);
      }
    }),
  );
  return loaded;
};

// Embedded lists follow the target's own default order (images by position), then id.
const embedOrder = (target: Resource) => [
  ...Object.entries(target.defaultOrder ?? {})
    .filter(([key]) => key !== 'id' && target.columns[key])
    .map(([key, dir]) => (dir === 'desc' ? desc(target.columns[key]!) : asc(target.columns[key]!))),
  asc(target.idColumn),
];

export const isItemOnly = (relation: Relation) => relation.kind === 'many' && relation.itemOnly === true;

// An embedded copy: the columns and the to-one links as IRIs (no further loading).
const plain = (resource: Resource, row: Row) => {
  const out: Row = { '@id': resource.iri(row.id), '@type': resource.type };
  for (const key of resource.readable) out[key] = row[key] ?? null;
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'one') continue;
    const fk = row[relation.fk];
    out[name] = fk == null ? null : getResource(relation.target).iri(fk);
  }
  return out;
};

// A row as a JSON-LD item: readable columns, to-one relations as IRIs (or embedded), to-many lists.
export const toItem = (resource: Resource, row: Row, loaded: Loaded): Row => {
  const out: Row = { '@id': resource.iri(row.id), '@type': resource.type };
  for (const key of resource.readable) out[key] = row[key] ?? null;
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    const target = getResource(relation.target);
    if (relation.kind === 'one') {
      const fk = row[relation.fk];
      const embedded = relation.embed ? (loaded.get(name)?.get(fk) as Row | undefined) : undefined;
      out[name] = fk == null ? null : embedded ? plain(target, embedded) : target.iri(fk);
    } else {
      if (!loaded.has(name) && isItemOnly(relation)) continue;
      const list = (loaded.get(name)?.get(row.id) as Row[] | undefined) ?? [];
      out[name] = relation.embed ? list.map((r) => plain(target, r)) : list.map((r) => target.iri(r.id));
    }
  }
  return out;
};
