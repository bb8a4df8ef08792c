import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { AccessArea } from '../auth/permissions.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../http/app-env.ts';
import type { Binder } from './binder.ts';

export type Row = Record<string, unknown>;
export type Tx = Db;

export type ToOne = { kind: 'one'; target: string; fk: string; embed?: boolean; readOnly?: boolean };
// itemOnly: loaded for a single item (GET/POST/PATCH answers) and left out of list pages, for
// lists that only a detail screen shows (a vendor's contacts) and would cost lists a query.
export type ToMany = { kind: 'many'; target: string; fk: string; embed?: boolean; itemOnly?: boolean };
// Many-to-many through a join table (airport ↔ destinations): read and written as a list of IRIs.
// sourceKey and targetKey are the join table's property names of the two foreign keys.
export type ManyThrough = {
  kind: 'manyThrough';
  target: string;
  through: PgTable;
  sourceKey: string;
  targetKey: string;
  readOnly?: boolean;
  embed?: undefined;
};
export type Relation = ToOne | ToMany | ManyThrough;

export type QueryParams = Record<string, string[]>;

// How a list searched with this filter is ordered when the caller asks for no order of its own: a
// picker's first rows are the record whose code is the text typed ("NAP": Naples), then those whose
// name or city starts with it ("United": United Airlines before China United), the rest after; within
// a tier, rows with a value in every `known` column first (an airline with an IATA code before an
// air-taxi firm without one), then the resource's default order.
export type SearchRank = { exact?: string[]; prefix?: string[]; known?: string[] };

export type FilterDef =
  | { kind: 'exact'; path: string }
  | { kind: 'partial'; path: string }
  // `phones`: the column also holds the phone numbers as bare digits, so a search made only of
  // phone characters (`+44 20`, `020-7946`) is matched as one run of digits whatever its spacing.
  | { kind: 'search'; column: string; phones?: boolean; rank?: SearchRank }
  | { kind: 'boolean'; path: string }
  // API Platform's DateFilter: name[before], name[strictly_before], name[after], name[strictly_after]
  // with an ISO date (or date-time); bounds combine (a range).
  | { kind: 'date'; path: string }
  // A named behaviour of the resource (destinations' tree=true): its condition, if any, comes from
  // the declaration; the engine documents it like any other filter.
  | {
      kind: 'custom';
      type: 'boolean' | 'string';
      description?: string;
      where?: (values: string[], params: QueryParams) => SQL | undefined;
    };

export type WriteOp = 'create' | 'update' | 'delete';
// What a write is about, before it runs: the record's id (update, delete) or the body (create, update).
export type WriteTarget = { op: WriteOp; id?: number; body?: Row };

// A row of the table as drizzle selects it, and the column values a write sets. Values may also
// carry the resource's virtual writable keys (a user's plain `password`) until a hook turns them
// into columns, hence the open index.
export type RowOf<T extends PgTable> = T['$inferSelect'];
export type ValuesOf<T extends PgTable> = Partial<T['$inferInsert']> & Row;

// What every write runs with: the transaction, who acts, the app's services, and a queue of tasks
// for after the commit (webhooks, mail): never inside the transaction, never failing the write.
export type WriteContext = {
  tx: Tx;
  actor: AuthUser;
  deps: AppDeps;
  afterCommit: (task: () => Promise<unknown> | unknown) => void;
};

export type HookContext = WriteContext & { op: WriteOp };

// What an afterWrite hook may decide about the record it just saw written: most hooks decide
// nothing and return (void), hence void in the union.
// biome-ignore lint/suspicious/noConfusingVoidType: a hook with no outcome returns nothing
export type WriteOutcome = undefined | void | 'delete';

export type ListContext = { tx: Tx; user: AuthUser | undefined; params: QueryParams; rows: Row[] };

// Method syntax on purpose: a Resource<VendorsTable> stays usable where the engine takes any
// Resource (method parameters are compared bivariantly).
export type ResourceHooks<T extends PgTable = PgTable> = {
  // Turns validated input into column values (hash a password, drop virtual fields...).
  beforeWrite?(
    values: ValuesOf<T>,
    ctx: HookContext & { existing: RowOf<T> | undefined; input: Row },
  ): Promise<ValuesOf<T>> | ValuesOf<T>;
  // May answer 'delete': the rule's outcome is that the record goes (a DMC stay saved pending):
  // the engine deletes it (audited) and the write answers 204 on whatever path it came.
  afterWrite?(
    row: RowOf<T>,
    ctx: HookContext & { existing: RowOf<T> | undefined },
  ): Promise<WriteOutcome> | WriteOutcome;
  // Set when afterWrite may answer 'delete': the rule, for the 204 the create and update routes
  // document (engine/mount.ts).
  deletesOnWrite?: string;
  beforeDelete?(row: RowOf<T>, ctx: HookContext): Promise<void> | void;
  // Adds to the serialized members of a list page (destinations' __children), in place.
  afterList?(items: Row[], ctx: ListContext): Promise<void> | void;
  // Adds to the serialized item of a single-item answer (GET, POST, PATCH, PUT), in place.
  afterRead?(item: Row, ctx: { tx: Tx }): Promise<void> | void;
};

export type ResourceDef<T extends PgTable = PgTable> = {
  // Hydra class, e.g. Vendor; operationIds are derived from it.
  type: string;
  plural?: string;
  // Collection path segment under /api, e.g. vendors.
  path: string;
  table: T;
  access: AccessArea;
  description?: string;
  // Update verbs mounted on /api/{path}/{id}, as calls.md 7.1 lists them.
  updateVerbs: ('PATCH' | 'PUT')[];
  // Columns never shown (password hashes, search helper columns).
  hidden?: string[];
  // Writable properties and their valibot schemas; keys may be virtual (handled by hooks).
  writable: Record<string, v.GenericSchema>;
  // Properties required on create (and PUT).
  required?: string[];
  // Default values applied on create when absent.
  defaults?: ValuesOf<T>;
  // Properties (writable keys or to-one relation names) set at creation and fixed after it: an
  // update naming another value is a 422 on the property, the same value passes (an item's trip).
  fixedAfterCreate?: string[];
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  exists?: string[];
  // exists[<name>] answered from a column of the row instead of an EXISTS sub-query (a vendor's
  // services, kept by triggers), for filters that run over many rows.
  existsSql?: Record<string, (wanted: boolean) => SQL>;
  order?: string[];
  defaultOrder?: Record<string, 'asc' | 'desc'>;
  itemsPerPage?: number;
  maxItemsPerPage?: number;
  clientPagination?: boolean;
  // The unfiltered list's total is read from row_counts (kept by the table's triggers: migration
  // row_counts_sql must track the table) instead of counting every row on every page.
  countedRows?: boolean;
  hooks?: ResourceHooks<T>;
  // Per-row access: the condition a row must meet for `user` to see it (undefined: every row).
  // A row outside it is absent from lists and a 404 on GET, PATCH, PUT and DELETE, and a reference
  // to it in a body is a 422 (not found). Lists and single GETs run cached statements: the user's
  // values go through `bind` (placeholders) and each shape of the condition must be named with
  // `bind.add`, so that one user's statement never answers another's.
  rowAccess?: (user: AuthUser, bind: Binder) => SQL | undefined;
  // The key of writes that take turns in this process (a trip item's: its trip), read before the
  // transaction opens so that waiting holds no connection (db/write-turns.ts); none: no turn.
  writeTurn?: (db: Db, write: WriteTarget) => Promise<string | undefined> | string | undefined;
  // Output properties added by hooks (documented in OpenAPI, never required).
  extraOutput?: Record<string, Record<string, unknown>>;
  // Which operations to mount; all by default.
  operations?: ('list' | 'get' | 'create' | 'update' | 'delete')[];
  // Set by defineVariants (define-variants.ts), never by hand. `scope`: this resource is the rows of
  // one type of a variant table (its per-type endpoint). `variants`: this resource is the whole
  // table, each row answered, validated and written as the resource of its type.
  scope?: { key: string; value: string };
  variants?: { key: string; byValue: Map<string, Resource> };
};

export type Resource<T extends PgTable = PgTable> = ResourceDef<T> & {
  plural: string;
  columns: Record<string, PgColumn>;
  idColumn: PgColumn;
  versionColumn: PgColumn | undefined;
  readable: string[];
  iri: (id: unknown) => string;
  collectionIri: string;
};

export type ColumnOf<T extends PgTable> = keyof T['_']['columns'];
export type AnyColumn = Column;
export type Condition = SQL;
