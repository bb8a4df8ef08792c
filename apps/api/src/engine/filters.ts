import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/problem.ts';
import { type Binder, inlineValues } from './binder.ts';
import { getResource } from './define-resource.ts';
import type { QueryParams, Resource } from './types.ts';

export type { QueryParams };

// Only what people type in a phone number: digits, +, spaces, dots, dashes, brackets.
const phoneLike = /^[+\d\s().-]+$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

// Accepts an IRI (/api/vendors/3) or a bare id where an id is expected.
const idFromValue = (value: string) => {
  const last = value.includes('/') ? value.slice(value.lastIndexOf('/') + 1) : value;
  return /^\d{1,10}$/.test(last) ? Number(last) : undefined;
};

const columnsOf = (table: PgTable): Record<string, PgColumn> => getTableColumns(table);

let aliasCounter = 0;

// Resources that form a tree through a to-one relation to themselves: filtering another resource
// by one of their ids matches that node and everything below it (accommodations in Italy include
// Venice's). The tree's own parent filter (destinations?parent.id=) stays one level.
const trees: Record<string, string> = { Destination: 'parent' };

// `id in (the nodes and all their descendants)`: one recursive query, evaluated once per statement
// (it does not depend on the outer row); UNION stops on a cycle should the data ever hold one.
const subtreeIds = (type: string, ids: unknown[]): SQL | undefined => {
  const parentRelation = trees[type];
  if (!parentRelation) return undefined;
  const tree = getResource(type);
  const relation = tree.relations?.[parentRelation];
  if (relation?.kind !== 'one') return undefined;
  const node = columnsOf(alias(tree.table, 'tree_node'));
  const child = columnsOf(alias(tree.table, 'tree_child'));
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`with recursive subtree(id) as (
    select ${node.id} from ${tree.table} as ${sql.identifier('tree_node')} where ${node.id} in (${list})
    union
    select ${child.id} from ${tree.table} as ${sql.identifier('tree_child')} join subtree on ${child[relation.fk]} = subtree.id
  ) select id from subtree`;
};

// Resolves a dotted path (vendor.locations.id) through declared relations into nested EXISTS
// sub-queries, so filtering never multiplies rows and needs no DISTINCT.
const pathCondition = (
  resource: Resource,
  table: PgTable,
  segments: string[],
  // target: the resource whose id the leaf column holds, when it references another resource.
  leaf: (column: PgColumn, isId: boolean, target?: string) => SQL | undefined,
): SQL | undefined => {
  const [head, ...rest] = segments;
  if (!head) return undefined;
  const cols = columnsOf(table);
  if (rest.length === 0) {
    const column = cols[head];
    if (!column) return undefined;
    return leaf(column, head === 'id');
  }
  const relation = resource.relations?.[head];
  if (!relation) return undefined;
  const target = getResource(relation.target);
  // A relation of a tree to itself (a destination's parent) is the tree's own structure.
  const referenced = relation.target === resource.type ? undefined : relation.target;
  if (relation.kind === 'manyThrough') {
    // Through the join table; an id leaf needs no join with the target table.
    const joinName = `j${++aliasCounter % 1000}`;
    const j = columnsOf(alias(relation.through, joinName));
    const from = sql`from ${relation.through} as ${sql.identifier(joinName)} where ${j[relation.sourceKey]} = ${cols.id}`;
    if (rest.length === 1 && rest[0] === 'id') {
      const inner = leaf(j[relation.targetKey]!, true, referenced);
      return inner ? sql`exists (select 1 ${from} and ${inner})` : undefined;
    }
    const name = `f${++aliasCounter % 1000}`;
    const t = alias(target.table, name);
    const inner = pathCondition(target, t, rest, leaf);
    if (!inner) return undefined;
    const tc = columnsOf(t);
    return sql`exists (select 1 ${from} and exists (select 1 from ${target.table} as ${sql.identifier(name)} where ${tc.id} = ${j[relation.targetKey]} and ${inner}))`;
  }
  if (relation.kind === 'one' && rest.length === 1 && rest[0] === 'id') {
    return leaf(cols[relation.fk]!, true, referenced);
  }
  const name = `f${++aliasCounter % 1000}`;
  const t = alias(target.table, name);
  const tc = columnsOf(t);
  const inner = pathCondition(target, t, rest, leaf);
  if (!inner) return undefined;
  const join =
    relation.kind === 'one' ? sql`${tc.id} = ${cols[relation.fk]}` : sql`${tc[relation.fk]} = ${cols.id}`;
  return sql`exists (select 1 from ${target.table} as ${sql.identifier(name)} where ${join} and ${inner})`;
};

const exactLeaf = (values: string[], b: Binder) => (column: PgColumn, isId: boolean, target?: string) => {
  const parsed = isId ? values.map(idFromValue) : values;
  if (parsed.some((v) => v === undefined))
    throw badRequest(`Invalid identifier in filter: ${values.join(', ')}`);
  const subtree = target ? subtreeIds(target, parsed.map(b.bind)) : undefined;
  if (subtree) return sql`${column} in (${subtree})`;
  if (column.columnType === 'PgBoolean') return eq(column, b.bind(values[0] === 'true' || values[0] === '1'));
  return parsed.length === 1 ? eq(column, b.bind(parsed[0])) : inArray(column, parsed.map(b.bind));
};

// Inclusive bounds as API Platform's DateFilter has them; a day compares as that whole day is
// included (before=2026-12-31 keeps the 31st).
export const dateBounds = [
  ['before', lte],
  ['strictly_before', lt],
  ['after', gte],
  ['strictly_after', gt],
] as const;
const isoDateOrTime = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const keyValues = (params: QueryParams, key: string) => [
  ...(params[key] ?? []),
  ...(params[`${key}[]`] ?? []),
];

// Builds the WHERE of a list from its query string and the resource's declared filters. Values go
// through the binder, and every choice that changes the SQL text is named to it (see binder.ts).
export const buildConditions = (
  resource: Resource,
  params: QueryParams,
  b: Binder = inlineValues,
): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  const table = resource.table;
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    if (filter.kind === 'date') {
      for (const [bound, compare] of dateBounds) {
        const value = params[`${name}[${bound}]`]?.[0];
        if (value === undefined || value === '') continue;
        if (!isoDateOrTime.test(value) || Number.isNaN(Date.parse(value)))
          throw badRequest(`${name}[${bound}] must be a date (YYYY-MM-DD).`);
        b.add(`${name}[${bound}]`);
        conditions.push(
          pathCondition(resource, table, filter.path.split('.'), (column) => compare(column, b.bind(value))),
        );
      }
      continue;
    }
    const values = keyValues(params, name).filter((v) => v !== '');
    if (values.length === 0) continue;
    switch (filter.kind) {
      case 'search': {
        const column = resource.columns[filter.column]!;
        const text = values.join(' ').toLowerCase().trim();
        const digits = filter.phones && phoneLike.test(text) ? text.replace(/\D/g, '') : '';
        // A phone search is one run of digits: its trigrams ('442', '420') are far more selective
        // than those of the separate words '+44' and '20', which every number starting 20 shares.
        const words = digits.length >= 3 ? [digits] : text.split(/\s+/).filter(Boolean);
        b.add(`${name}:${words.length}`);
        for (const word of words) conditions.push(ilike(column, b.bind(`%${escapeLike(word)}%`)));
        break;
      }
      case 'partial':
        b.add(name);
        conditions.push(
          pathCondition(resource, table, filter.path.split('.'), (column) =>
            ilike(column, b.bind(`%${escapeLike(values[0]!)}%`)),
          ),
        );
        break;
      case 'boolean':
        b.add(name);
        conditions.push(
          pathCondition(resource, table, filter.path.split('.'), (column) =>
            eq(column, b.bind(values[0] === 'true' || values[0] === '1')),
          ),
        );
        break;
      case 'exact':
        b.add(`${name}:${values.length}`);
        conditions.push(pathCondition(resource, table, filter.path.split('.'), exactLeaf(values, b)));
        break;
      case 'custom':
        // A declaration's own condition may read anything: the whole query string is its key.
        b.add(`${name}:${JSON.stringify(params)}`);
        conditions.push(filter.where?.(values, params));
        break;
    }
  }
  for (const name of resource.exists ?? []) {
    const value = params[`exists[${name}]`]?.[0];
    if (value === undefined) continue;
    const wanted = value === 'true' || value === '1';
    const relation = resource.relations?.[name];
    if (!relation) continue;
    b.add(`exists[${name}]=${wanted}`);
    const declared = resource.existsSql?.[name];
    if (declared) {
      conditions.push(declared(wanted));
      continue;
    }
    if (relation.kind === 'one') {
      const column = resource.columns[relation.fk]!;
      conditions.push(wanted ? isNotNull(column) : isNull(column));
    } else if (relation.kind === 'manyThrough') {
      const source = columnsOf(relation.through)[relation.sourceKey]!;
      const sub = sql`exists (select 1 from ${relation.through} where ${source} = ${resource.idColumn})`;
      conditions.push(wanted ? sub : sql`not ${sub}`);
    } else {
      const target = getResource(relation.target);
      const fk = target.columns[relation.fk]!;
      const sub = sql`exists (select 1 from ${target.table} where ${fk} = ${resource.idColumn})`;
      conditions.push(wanted ? sub : sql`not ${sub}`);
    }
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
};

// The tiers of a ranked search (SearchRank in types.ts) for the text searched, if any.
const searchRank = (resource: Resource, params: QueryParams, b: Binder): SQL[] => {
  const ranks: SQL[] = [];
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    if (filter.kind !== 'search' || !filter.rank) continue;
    const text = keyValues(params, name)
      .filter((v) => v !== '')
      .join(' ')
      .toLowerCase()
      .trim();
    if (!text) continue;
    const { exact = [], prefix = [], known = [] } = filter.rank;
    const column = (field: string) => resource.columns[field]!;
    const tiers: SQL[] = [];
    if (exact.length) {
      const value = b.bind(text);
      tiers.push(sql`when ${or(...exact.map((f) => sql`lower(${column(f)}) = ${value}`))} then 0`);
    }
    if (prefix.length) {
      const pattern = b.bind(`${escapeLike(text)}%`);
      tiers.push(sql`when ${or(...prefix.map((f) => sql`lower(${column(f)}) like ${pattern}`))} then 1`);
    }
    b.add(`rank[${name}]`);
    if (tiers.length) ranks.push(sql`case ${sql.join(tiers, sql` `)} else 2 end`);
    for (const f of known) ranks.push(sql`(nullif(${column(f)}::text, '') is null)`);
  }
  return ranks;
};

// order[field]=asc|desc for declared fields; ties are always broken by id.
export const buildOrder = (resource: Resource, params: QueryParams, b: Binder = inlineValues) => {
  const order: SQL[] = [];
  let hasId = false;
  for (const field of resource.order ?? []) {
    const dir = params[`order[${field}]`]?.[0]?.toLowerCase();
    if (!dir) continue;
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(`order[${field}] must be asc or desc.`);
    const column = resource.columns[field]!;
    b.add(`order[${field}]=${dir}`);
    order.push(dir === 'asc' ? asc(column) : desc(column));
    if (field === 'id') hasId = true;
  }
  if (order.length === 0) {
    order.push(...searchRank(resource, params, b));
    // A newest-first default puts rows without a value (a contract without dates) last.
    for (const [field, dir] of Object.entries(resource.defaultOrder ?? { id: 'asc' })) {
      const column = resource.columns[field]!;
      order.push(dir === 'asc' ? asc(column) : sql`${column} desc nulls last`);
      if (field === 'id') hasId = true;
    }
  }
  if (!hasId) order.push(asc(resource.idColumn));
  return order;
};

export type Page = { page: number; itemsPerPage: number; paginate: boolean };

export const parsePage = (resource: Resource, params: QueryParams): Page => {
  const int = (key: string) => {
    const raw = params[key]?.[0];
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+$/.test(raw)) throw badRequest(`${key} must be an integer.`);
    return Number(raw);
  };
  const page = int('page') ?? 1;
  if (page < 1) throw badRequest('Page should not be less than 1');
  const max = resource.maxItemsPerPage ?? 100;
  const requested = int('itemsPerPage') ?? resource.itemsPerPage ?? 30;
  if (requested < 0) throw badRequest('itemsPerPage must not be less than 0');
  const paginationParam = params.pagination?.[0];
  const paginate = !(resource.clientPagination && (paginationParam === 'false' || paginationParam === '0'));
  return { page, itemsPerPage: Math.min(requested, max), paginate };
};
