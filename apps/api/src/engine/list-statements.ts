import { and, count, getTableName, type SQL, sql } from 'drizzle-orm';
import { ShapeBinder } from './binder.ts';
import { buildConditions, buildOrder, type Page, parsePage } from './filters.ts';
import { scopeCondition } from './scope.ts';
import { inlineSelections } from './serialize.ts';
import type { QueryParams, Resource, Row, Tx } from './types.ts';

type Prepared<T> = { execute: (values: Record<string, unknown>) => Promise<T> };
type Compiled = { page: Prepared<Row[]>; count: Prepared<{ n: number }[]> | undefined };

// Compiled page and count statements per database and query shape. Printing a drizzle query costs
// about as much CPU as the rest of a list request, and a list screen sends the same few shapes
// over and over with other values. Bounded: the oldest shape goes first.
const compiledByDb = new WeakMap<object, Map<string, Compiled>>();
const MAX_SHAPES = 500;

// Unnamed statements, as a plain query sends them: PostgreSQL plans each execution with its
// values. A named statement would move to a generic plan, wrong for '%abc%' searches whose
// selectivity varies from one word to the next.
// An empty name is what node-postgres reads as unnamed (PGlite ignores names).
const UNNAMED = '';

const compile = (db: Tx, resource: Resource, where: SQL | undefined, order: SQL[], page: Page): Compiled => {
  const inline = inlineSelections(resource);
  const filtered = db
    .select(resource.columns)
    .from(resource.table)
    .where(where)
    .orderBy(...order);
  if (!page.paginate) {
    const all = db
      .select({ ...resource.columns, ...inline })
      .from(resource.table)
      .where(where)
      .orderBy(...order);
    return { page: all.prepare(UNNAMED) as Prepared<Row[]>, count: undefined };
  }
  // The relations' sub-selects must run for the rows of the page only: over a plain LIMIT/OFFSET
  // PostgreSQL evaluates them for the skipped rows too. So the page is cut first and named like
  // the table, which the outer ORDER BY and the sub-selects then read as if it were the table.
  const cut = filtered
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(getTableName(resource.table));
  // The table's own columns name the cut's (same names, same alias); drizzle decodes them without
  // going through the sub-query's proxies, which cost more than the rest of the decoding.
  const pageQuery = db
    .select({ ...resource.columns, ...inline })
    .from(cut)
    .orderBy(...order);
  const countQuery = db.select({ n: count() }).from(resource.table).where(where);
  return {
    page: pageQuery.prepare(UNNAMED),
    count: countQuery.prepare(UNNAMED),
  };
};

// The statements of one list request: its page (with the relations of its rows) and its total.
export const listStatements = (db: Tx, resource: Resource, params: QueryParams) => {
  const binder = new ShapeBinder();
  const where = and(scopeCondition(resource), buildConditions(resource, params, binder));
  const order = buildOrder(resource, params, binder);
  const page = parsePage(resource, params);
  const key = `${resource.type}\u0000${page.paginate}\u0000${binder.key}`;
  let compiled = compiledByDb.get(db);
  if (!compiled) {
    compiled = new Map();
    compiledByDb.set(db, compiled);
  }
  let statements = compiled.get(key);
  if (!statements) {
    statements = compile(db, resource, where, order, page);
    if (compiled.size >= MAX_SHAPES) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, statements);
  }
  const values = {
    ...binder.values,
    limit: page.itemsPerPage,
    offset: (page.page - 1) * page.itemsPerPage,
  };
  return {
    page,
    rows: statements.page.execute(values),
    total: statements.count?.execute(values),
  };
};
