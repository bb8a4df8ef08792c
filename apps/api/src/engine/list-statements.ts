import { and, count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { VerifiedToken } from '../auth/jwt.ts';
import type { AuthUser } from '../auth/roles.ts';
import { type SessionState, sessionStateColumns, sessionStateValues } from '../auth/session-state.ts';
import { rowCounts } from '../db/schema/index.ts';
import { ShapeBinder } from './binder.ts';
import { buildConditions, buildOrder, type Page, parsePage } from './filters.ts';
import { visibleCondition } from './scope.ts';
import { inlineSelections } from './serialize.ts';
import { compiled, mappedStatement, type Prepared, selectionMapper, UNNAMED } from './statements.ts';
import type { QueryParams, Resource, Row, Tx } from './types.ts';

type CountRow = { n: number } & Partial<SessionState>;
type Compiled = { page: Prepared<Row[]>; count: Prepared<CountRow[]> | undefined; carriesSession: boolean };

// The page and count statements are compiled once per database and query shape (statements.ts).

const compile = (
  db: Tx,
  resource: Resource,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  withSession: boolean,
): Compiled => {
  const fields = { ...resource.columns, ...inlineSelections(resource) };
  const filtered = db
    .select(resource.columns)
    .from(resource.table)
    .where(where)
    .orderBy(...order);
  if (!page.paginate) {
    const all = db
      .select(fields)
      .from(resource.table)
      .where(where)
      .orderBy(...order);
    return {
      page: mappedStatement(db, all, selectionMapper(fields)),
      count: undefined,
      carriesSession: false,
    };
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
    .select(fields)
    .from(cut)
    .orderBy(...order);
  // An unfiltered list of a counted table reads its total in one primary-key read (row_counts).
  // A count (one row whatever matches) also reads the caller's session state when asked
  // (auth/pure-reads.ts): the check costs no statement of its own.
  const counted = where === undefined && resource.countedRows;
  const carriesSession = withSession && !counted;
  const countQuery = counted
    ? db
        .select({ n: rowCounts.n })
        .from(rowCounts)
        .where(eq(rowCounts.tableName, getTableName(resource.table)))
    : db
        .select({ n: count(), ...(carriesSession ? sessionStateColumns : {}) })
        .from(resource.table)
        .where(where);
  return {
    page: mappedStatement(db, pageQuery, selectionMapper(fields)),
    count: countQuery.prepare(UNNAMED) as Prepared<CountRow[]>,
    carriesSession,
  };
};

// The statements of one list request: its page (with the relations of its rows) and its total.
// `user`: the rows of a resource with per-row access are those this user may see. `session`: a
// token whose session state the count reads too, when the list has such a count (`carriesSession`;
// otherwise the caller checks it another way).
export const listStatements = (
  db: Tx,
  resource: Resource,
  params: QueryParams,
  user?: AuthUser,
  session?: VerifiedToken,
) => {
  const binder = new ShapeBinder();
  const where = and(visibleCondition(resource, user, binder), buildConditions(resource, params, binder));
  const order = buildOrder(resource, params, binder);
  const page = parsePage(resource, params);
  const key = `${resource.type}\u0000${page.paginate}\u0000${session !== undefined}\u0000${binder.key}`;
  const statements = compiled(db, `list\u0000${key}`, () =>
    compile(db, resource, where, order, page, session !== undefined),
  );
  const values = {
    ...binder.values,
    ...(statements.carriesSession && session ? sessionStateValues(session) : {}),
    limit: page.itemsPerPage,
    offset: (page.page - 1) * page.itemsPerPage,
  };
  return {
    page,
    rows: statements.page.execute(values),
    total: statements.count?.execute(values),
    // Whether the count's row holds the session's state.
    carriesSession: statements.carriesSession,
  };
};
