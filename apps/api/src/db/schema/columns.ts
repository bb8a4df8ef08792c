import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// A moment in time (timestamptz), read as a Date.
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// A calendar day, read as the 'YYYY-MM-DD' string the API speaks.
export const day = (name: string) => date(name, { mode: 'string' });

// An amount of money: 12 digits, 2 of them decimals, a decimal string in the API (calls.md 7.5).
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

// Units of a currency for one US dollar (currencies.rate, and the rate a document was posted at).
export const usdRate = (name: string) => numeric(name, { precision: 20, scale: 8 });

// When and by whom a row that is never updated was written (journal entries, allocations).
export const creationColumns = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
});

// Every main table carries an identity id, audit fields and an optimistic-locking version.
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const auditColumns = () => ({
  ...creationColumns(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
});

type AuditColumns = ReturnType<typeof auditColumns>;
type EntityColumns<C> = {
  [K in 'id' | keyof C | keyof AuditColumns]: K extends 'id'
    ? ReturnType<typeof idColumn>
    : K extends keyof AuditColumns
      ? AuditColumns[K]
      : K extends keyof C
        ? C[K]
        : never;
};

// A main table: its identity id first, then the given columns, then the audit fields and version
// (the column order of every such table, so the migrations see the very same tables).
export const entityTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extraConfig?: (self: BuildExtraConfigColumns<N, EntityColumns<C>, 'pg'>) => PgTableExtraConfigValue[],
) =>
  pgTable<N, EntityColumns<C>>(
    name,
    { id: idColumn(), ...columns, ...auditColumns() } as EntityColumns<C>,
    extraConfig,
  );

// A required link to the row that owns this one: deleting the owner deletes it.
export const ownerId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

// A link to another row: the rule says what becomes of this row when the target goes (add
// .notNull() for a required one).
export const refId = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'set null' | 'restrict' | 'no action',
) => integer(name).references(target, { onDelete });

// One lower-cased text of the given columns for partial search (a list's search filter), kept by
// the database and indexed with trigrams (searchIndexes).
export const searchTextOf = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(`lower(${columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ")})`),
  );

// The indexes of a list searched and sorted by name: trigrams over its search text, and the name
// order with the id to break ties (the pages of a list).
export const searchIndexes = (
  name: string,
  t: { searchText: ExtraConfigColumn; name: ExtraConfigColumn; id: ExtraConfigColumn },
) => [
  index(`${name}_search_trgm`).using('gin', t.searchText.op('gin_trgm_ops')),
  index(`${name}_name_id_idx`).on(t.name, t.id),
];

// A row once per pair (a trip's DMC, a trip's guest): the pair unique, and the rows of the second
// one found from it: `<name>_<a>_<b>_unique` and `<name>_<b>_idx`.
export const uniquePair = (
  name: string,
  [a, b]: [string, string],
  first: ExtraConfigColumn,
  second: ExtraConfigColumn,
) => [uniqueIndex(`${name}_${a}_${b}_unique`).on(first, second), index(`${name}_${b}_idx`).on(second)];
