import { asc, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getResource } from './define-resource.ts';
import { variantOf } from './scope.ts';
import { compiled, idsPlaceholder, intArray, rowsStatement, UNNAMED } from './statements.ts';
import type { Relation, Resource, Row, Tx } from './types.ts';

// Related rows for one page, loaded with one query per relation (never per row).
export type Loaded = Map<string, Map<unknown, Row | Row[]>>;

const inlineKey = (name: string) => `__inline_${name}`;

// A target row as JSON keyed by column name. Numerics and bigints travel as text so that they
// decode exactly as a plain select would (JSON numbers would drop trailing zeros or precision).
const rowJson = (target: Resource, alias: string) => {
  const t = sql.identifier(alias);
  const pairs = Object.values(target.columns).flatMap((c) => {
    const value = sql`${t}.${sql.identifier(c.name)}`;
    const text = c.columnType === 'PgNumeric' || c.columnType === 'PgBigInt64';
    return [sql.raw(`'${c.name}'`), text ? sql`${value}::text` : value];
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
};

// A list page reads its relations inside the page query, as sub-selects evaluated for the rows of
// the page only (after the LIMIT): join-table ids as an array, embedded rows as JSON. One statement
// instead of one more round trip per relation.
export const inlineSelections = (resource: Resource): Record<string, SQL> => {
  const out: Record<string, SQL> = {};
  // Drizzle prints the selected columns unqualified: the outer row's columns are named in full so
  // that a sub-select's own columns of the same name cannot capture them.
  const outer = (column: PgColumn) =>
    sql`${sql.identifier(getTableName(resource.table))}.${sql.identifier(column.name)}`;
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind === 'manyThrough') {
      const j = getTableColumns(relation.through);
      out[inlineKey(name)] =
        sql`array(select ${j[relation.targetKey]} from ${relation.through} where ${j[relation.sourceKey]} = ${outer(resource.idColumn)} order by 1)`;
      continue;
    }
    if (!relation.embed || isItemOnly(relation)) continue;
    const target = getResource(relation.target);
    const alias = `e_${name}`;
    const t = sql.identifier(alias);
    if (relation.kind === 'one') {
      out[inlineKey(name)] =
        sql`(select ${rowJson(target, alias)} from ${target.table} as ${t} where ${t}.${sql.identifier(target.idColumn.name)} = ${outer(resource.columns[relation.fk]!)})`;
      continue;
    }
    const order = embedOrder(target).map(
      ([column, dir]) =>
        sql`${t}.${sql.identifier(column.name)} ${sql.raw(dir === 'desc' ? 'desc nulls last' : dir)}`,
    );
    out[inlineKey(name)] =
      sql`(select coalesce(json_agg(${rowJson(target, alias)} order by ${sql.join(order, sql`, `)}), '[]') from ${target.table} as ${t} where ${t}.${sql.identifier(target.columns[relation.fk]!.name)} = ${outer(resource.idColumn)})`;
  }
  return out;
};

// A row read as JSON back into property keys, decoded like drizzle decodes a selected row.
const decoders = new WeakMap<Resource, [string, PgColumn][]>();
const fromJson = (target: Resource, json: Record<string, unknown>): Row => {
  let columns = decoders.get(target);
  if (!columns) {
    columns = Object.entries(target.columns);
    decoders.set(target, columns);
  }
  const row: Row = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value == null ? null : column.mapFromDriverValue(value as never);
  }
  return row;
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
      const inline = inlineKey(name);
      const inlined = rows.length > 0 && inline in rows[0]!;
      if (relation.kind === 'manyThrough') {
        if (inlined) {
          for (const row of rows)
            byKey.set(
              row.id,
              (row[inline] as number[]).map((id) => ({ id })),
            );
          return;
        }
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return;
        const j = getTableColumns(relation.through);
        const source = j[relation.sourceKey]!;
        const targetId = j[relation.targetKey]!;
        const statement = compiled(
          tx,
          `through\u0000${getTableName(relation.through)}\u0000${relation.sourceKey}`,
          () =>
            tx
              .select({ source, id: targetId })
              .from(relation.through)
              .where(sql`${source} = any(${idsPlaceholder})`)
              .orderBy(targetId)
              .prepare(UNNAMED),
        );
        const found = (await statement.execute({ ids: intArray(ids) })) as { source: unknown; id: unknown }[];
        for (const link of found) {
          const list = (byKey.get(link.source) as Row[] | undefined) ?? [];
          list.push({ id: link.id });
          byKey.set(link.source, list);
        }
        return;
      }
      if (relation.kind === 'one') {
        if (!relation.embed) return;
        if (inlined) {
          for (const row of rows) {
            const json = row[inline] as Record<string, unknown> | null;
            if (json) byKey.set(row[relation.fk], fromJson(target, json));
          }
          return;
        }
        const ids = [...new Set(rows.map((r) => r[relation.fk]).filter((v) => v != null))];
        if (ids.length === 0) return;
        const statement = rowsStatement(tx, `embedOne\u0000${target.type}`, target.table, (q) =>
          q.where(sql`${target.idColumn} = any(${idsPlaceholder})`),
        );
        const found = await statement.execute({ ids: intArray(ids) });
        for (const row of found) byKey.set(row.id, row);
        return;
      }
      if (inlined) {
        for (const row of rows)
          byKey.set(
            row.id,
            (row[inline] as Record<string, unknown>[]).map((json) => fromJson(target, json)),
          );
        return;
      }
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return;
      const fk = target.columns[relation.fk]!;
      const statement = rowsStatement(
        tx,
        `embedMany\u0000${target.type}\u0000${relation.fk}`,
        target.table,
        (q) =>
          q
            .where(sql`${fk} = any(${idsPlaceholder})`)
            .orderBy(
              ...embedOrder(target).map(([column, dir]) =>
                dir === 'desc' ? sql`${column} desc nulls last` : asc(column),
              ),
            ),
      );
      const found = await statement.execute({ ids: intArray(ids) });
      for (const row of found) {
        const list = (byKey.get(row[relation.fk]) as Row[] | undefined) ?? [];
        list.push(row);
        byKey.set(row[relation.fk], list);
      }
    }),
  );
  return loaded;
};

// Embedded lists follow the target's own default order (images by position; newest first puts
// rows without a value last, as lists do), then id.
const embedOrder = (target: Resource): [PgColumn, 'asc' | 'desc'][] => [
  ...Object.entries(target.defaultOrder ?? {})
    .filter(([key]) => key !== 'id' && target.columns[key])
    .map(([key, dir]): [PgColumn, 'asc' | 'desc'] => [target.columns[key]!, dir]),
  [target.idColumn, 'asc'],
];

export const isItemOnly = (relation: Relation) => relation.kind === 'many' && relation.itemOnly === true;

// A resource's relations with their targets, resolved once (serialising runs per row).
const resolved = new WeakMap<Resource, [string, Relation, Resource][]>();
const relationsOf = (resource: Resource) => {
  let list = resolved.get(resource);
  if (!list) {
    list = Object.entries(resource.relations ?? {}).map(([name, relation]) => [
      name,
      relation,
      getResource(relation.target),
    ]);
    resolved.set(resource, list);
  }
  return list;
};

// A column's value as an answer carries it: a Date as its ISO string, which is what JSON.stringify
// would call its toJSON() for, but one Date anywhere in an answer takes V8's JSON.stringify off its
// fast path for the whole answer: a page of 30 vendors with their locations (120 dates) took 108 µs
// to stringify with the dates, 23 µs without (45 µs less with the conversion: docs/performance.md,
// List). An invalid date (PostgreSQL's 'infinity') is null, as its toJSON() says.
const answerValue = (value: unknown) => {
  if (!(value instanceof Date)) return value ?? null;
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
};

// An embedded copy: the columns and the to-one links as IRIs (no further loading).
const plain = (resource: Resource, row: Row) => {
  const out: Row = { '@id': resource.iri(row.id), '@type': resource.type };
  for (const key of resource.readable) out[key] = answerValue(row[key]);
  for (const [name, relation, target] of relationsOf(resource)) {
    if (relation.kind !== 'one') continue;
    const fk = row[relation.fk];
    out[name] = fk == null ? null : target.iri(fk);
  }
  return out;
};

// Every key of an item, in answer order: an item starts as a copy of it, so that its storage is
// allocated once at its final size instead of growing key by key (a trip's 120 items are 60 keys
// each). Relations shown on single items only are keys of the item template alone.
const templates = new WeakMap<Resource, { list: Row; item: Row }>();
const itemTemplate = (shape: Resource, loaded: Loaded) => {
  let pair = templates.get(shape);
  if (!pair) {
    const keys = (withItemOnly: boolean) => [
      '@id',
      '@type',
      ...shape.readable,
      ...relationsOf(shape)
        .filter(([, relation]) => withItemOnly || !isItemOnly(relation))
        .map(([name]) => name),
    ];
    const template = (withItemOnly: boolean) =>
      Object.fromEntries(keys(withItemOnly).map((key) => [key, null])) as Row;
    pair = { list: template(false), item: template(true) };
    templates.set(shape, pair);
  }
  const itemOnlyLoaded = relationsOf(shape).some(
    ([name, relation]) => isItemOnly(relation) && loaded.has(name),
  );
  return itemOnlyLoaded ? pair.item : pair.list;
};

// A row as a JSON-LD item: readable columns, to-one relations as IRIs (or embedded), to-many lists.
// A row of a variant table shows its type's fields and relations under the table's IRI.
export const toItem = (resource: Resource, row: Row, loaded: Loaded): Row => {
  const shape = variantOf(resource, row);
  const out: Row = { ...itemTemplate(shape, loaded) };
  out['@id'] = resource.iri(row.id);
  out['@type'] = shape.type;
  for (const key of shape.readable) out[key] = answerValue(row[key]);
  for (const [name, relation, target] of relationsOf(shape)) {
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
