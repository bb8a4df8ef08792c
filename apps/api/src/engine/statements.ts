import { Column, getTableColumns, is, type Query, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Row, Tx } from './types.ts';

// Compiled statements: printed once per database handle and statement shape, then executed with
// new values (drizzle placeholders). Printing a drizzle query allocates about as much as decoding
// its rows, and a screen sends the same few shapes over and over; the allocation is what makes the
// garbage collector pause in the middle of a request (docs/performance.md, trip workspace).
// A transaction is its own handle: its statements are compiled for it and go with it.

export type Prepared<T> = { execute: (values?: Record<string, unknown>) => Promise<T> };

// Unnamed statements, as a plain query sends them: PostgreSQL plans each execution with its
// values. A named statement would move to a generic plan, wrong for '%abc%' searches whose
// selectivity varies from one word to the next. An empty name is what node-postgres reads as
// unnamed (PGlite ignores names).
export const UNNAMED = '';

const compiledByDb = new WeakMap<object, Map<string, unknown>>();
// Bounded per handle: the oldest shape goes first (list filters make shapes from user input).
const MAX_SHAPES = 500;

export const compiled = <T>(db: Tx, key: string, build: () => T): T => {
  let byKey = compiledByDb.get(db);
  if (!byKey) {
    byKey = new Map();
    compiledByDb.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    if (byKey.size >= MAX_SHAPES) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, statement);
  }
  return statement;
};

// A list of integer ids as one parameter (`= any($1)`): the statement's text is the same whatever
// the number of ids.
export const idsPlaceholder = sql`${sql.placeholder('ids')}::int[]`;
export const intArray = (ids: readonly unknown[]) => `{${ids.map((id) => Number(id)).join(',')}}`;

// Our handles are made without a casing option, so a default dialect prints SQL as theirs does.
const dialect = new PgDialect();

// A raw SQL statement (with sql.placeholder values), answered as db.execute answers: `{ rows }`.
export const rawStatement = <R>(db: Tx, key: string, build: () => SQL) =>
  compiled(
    db,
    key,
    () =>
      db._.session.prepareQuery(
        dialect.sqlToQuery(build()),
        undefined,
        UNNAMED,
        false,
      ) as unknown as Prepared<{
        rows: R[];
      }>,
  );

// A raw statement sent under a name of its own (sql.placeholder values): node-postgres parses it once
// per connection, and PostgreSQL keeps its plan once five executions have shown a generic plan does
// as well (the search index's upsert spent half its time planning: docs/performance.md, Search).
// Only for statements whose best plan does not depend on the values (a list of ids, not '%abc%').
export const namedStatement = <R>(db: Tx, name: string, build: () => SQL) =>
  compiled(
    db,
    `named\u0000${name}`,
    () =>
      db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false) as unknown as Prepared<{
        rows: R[];
      }>,
  );

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

// Rows of a selection (`{ key: column or SQL }`, answered in that order as arrays) keyed by
// property, as drizzle's `select(fields)` answers them, decoded by a mapper made once per
// selection: drizzle's generic mapper checks each field's class and walks its path with an
// iterator for every value (600 kB for a trip's 120 items; on a list of 30, a tenth of the API's
// time). Each row starts as a copy of a template with every key: its storage is allocated once, at
// its final size, instead of growing (and being copied) key by key.
export const selectionMapper = (fields: Record<string, PgColumn | SQL>) => {
  const keys = Object.keys(fields);
  // A column decodes itself; an SQL field through its decoder (mapWith; none: the driver's value),
  // a field drizzle keeps untyped, as its own mapper reads it.
  const decoders = keys.map((key) => {
    const field = fields[key]!;
    return is(field, Column) ? field : (field as unknown as { decoder: Decoder }).decoder;
  });
  const template: Row = Object.fromEntries(keys.map((key) => [key, null]));
  return (rows: unknown[][]): Row[] =>
    rows.map((values) => {
      const row: Row = { ...template };
      for (let i = 0; i < keys.length; i++) {
        const value = values[i];
        row[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return row;
    });
};

// Whole rows of a table keyed by property, as `db.select().from(table)` answers them.
const mappers = new WeakMap<PgTable, (rows: unknown[][]) => Row[]>();
const rowMapper = (table: PgTable) => {
  let mapper = mappers.get(table);
  if (!mapper) {
    mapper = selectionMapper(getTableColumns(table));
    mappers.set(table, mapper);
  }
  return mapper;
};

const selectAll = (db: Tx, table: PgTable) => db.select().from(table);

// A select as an unnamed statement whose rows (arrays) `mapper` decodes (selectionMapper).
export const mappedStatement = (
  db: Tx,
  query: { toSQL: () => Query },
  mapper: (rows: unknown[][]) => Row[],
): Prepared<Row[]> =>
  db._.session.prepareQuery(query.toSQL(), undefined, UNNAMED, true, mapper) as unknown as Prepared<Row[]>;

// `select <every column> from table where … order by …` as a compiled statement: `build` adds the
// conditions (with sql.placeholder values) to the select it is given.
export const rowsStatement = (
  db: Tx,
  key: string,
  table: PgTable,
  build: (select: ReturnType<typeof selectAll>) => { toSQL: () => Query },
) => compiled(db, key, () => mappedStatement(db, build(selectAll(db, table)), rowMapper(table)));
