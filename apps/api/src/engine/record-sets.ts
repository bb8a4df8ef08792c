import { and, asc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound, unprocessable } from '../http/problem.ts';
import { auditInsertSql, sameValue } from './audit.ts';
import { executePrepared } from './prepared.ts';
import { applyUpdates, removeRows, type SetOptions, serverValues } from './records.ts';
import { visibleCondition } from './scope.ts';
import { columnsObjectSql, entitySql, snapshotSql } from './snapshot-sql.ts';
import type { Resource, Row, RowOf, Tx, ValuesOf, WriteContext } from './types.ts';

// The record service's set-based forms, for operations that change many records at once (a date
// shift, a switch of alternatives, a markup followed, an order rewritten). Each locks its rows
// (by id: one lock order for every writer), writes them in one statement (one per set of changed
// columns) and audits every changed record in one more: no statement per row.

// The rows of `where` the actor may see (rowAccess), locked, in id order.
export const lockWhere = async <T extends PgTable>(ctx: WriteContext, resource: Resource<T>, where: SQL) =>
  (await ctx.tx
    .select()
    .from(resource.table as PgTable)
    .where(and(where, visibleCondition(resource, ctx.actor)))
    .orderBy(asc(resource.idColumn))
    .for('update')) as RowOf<T>[];

// A row of `table` by its id, locked for the rest of the transaction (undefined when there is
// none): the document a write is about to check and change (an invoice, a bill, a payment).
export const lockById =
  <T extends PgTable & { id: PgColumn }>(table: T) =>
  async (tx: Tx, id: number): Promise<RowOf<T> | undefined> => {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    return row as RowOf<T> | undefined;
  };

// The values of `set` that differ from the row (undefined: not set): a record that would not
// change is not written, versioned or audited.
const changedValues = (row: Row, values: Row | undefined) =>
  Object.fromEntries(
    Object.entries(values ?? {}).filter(([key, value]) => value !== undefined && !sameValue(row[key], value)),
  );

// Updates the rows matching `where` with the same values, or per-row values (`set(row)`; undefined
// leaves the row as it is). Runs beforeWrite (unless the caller's values are the server's own,
// `beforeWrite: false`) and afterWrite per record as the resource of its type, bumps versions,
// audits each changed record. Answers the rows written, in id order.
export const updateWhere = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  where: SQL,
  set: ValuesOf<T> | ((row: RowOf<T>) => ValuesOf<T> | undefined),
  opts: SetOptions = {},
): Promise<RowOf<T>[]> => {
  const rows = await lockWhere(ctx, resource, where);
  const changes = rows.flatMap((existing) => {
    const values = changedValues(existing, typeof set === 'function' ? set(existing) : set);
    return Object.keys(values).length ? [{ existing, parsed: serverValues(values) }] : [];
  });
  if (changes.length === 0) return [];
  return applyUpdates(ctx, resource, changes, opts);
};

// Deletes the rows matching `where` (beforeDelete per record, one DELETE, one audit statement).
// Answers the rows as they were.
export const deleteWhere = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  where: SQL,
): Promise<RowOf<T>[]> => {
  const rows = await lockWhere(ctx, resource, where);
  await removeRows(ctx, resource, rows);
  return rows;
};

export type Reorder = {
  // The records to order: those of one owner (a trip's items, a proposal's pages).
  within: SQL;
  // Ids in the order wanted (undefined: a value that is no id); the others follow in their order.
  wanted: (number | undefined)[];
  // A select of the owner's row as `id`, locking it (`… for no key update`): taken in the same
  // statement, before the records (the lock order of every writer of the owner's records); no row
  // is a 404. Without it the caller locks the owner itself (one more round trip).
  owner?: SQL;
  // For the 422: the body's property and what a foreign id is ("Not an item of this trip.").
  property: string;
  foreign: string;
  twice: string;
};

// Rewrites the order of an owner's records: positions 0..n-1 in the order wanted, the records not
// listed after them in their current order. An unknown, foreign or repeated id is a 422 and
// nothing changes. The order only changes, so the content rules (beforeWrite, afterWrite) have
// nothing to say. Two statements whatever the number of records: the lock (ids and positions
// only), then one that moves the records whose position changes, bumps their versions and writes
// their audit rows, snapshots built by the database from the rows it wrote (snapshot-sql.ts).
// Answers every id in its new order.
export const reorderRecords = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  order: Reorder,
): Promise<number[]> => {
  const position = resource.columns.position;
  if (!position) throw new Error(`${resource.type} has no position to reorder`);
  // Both statements' texts are the same at every call: prepared once per connection (prepared.ts).
  const { rows } = await executePrepared<{ id: number | null; position: number | null }>(
    ctx.tx,
    lockOrderSql(ctx, resource, position, order),
  );
  if (order.owner && rows.length === 0) throw notFound();
  const locked = rows.filter((r): r is { id: number; position: number } => r.id !== null);
  const current = locked.toSorted((a, b) => a.position - b.position || a.id - b.id);
  const known = new Set(current.map((r) => r.id));
  const seen = new Set<number>();
  const violations = order.wanted.flatMap((id, i) => {
    if (id !== undefined && known.has(id) && !seen.has(id)) {
      seen.add(id);
      return [];
    }
    const twice = id !== undefined && seen.has(id);
    return [{ propertyPath: `${order.property}[${i}]`, message: twice ? order.twice : order.foreign }];
  });
  if (violations.length) throw unprocessable(violations);
  const ids = [...(order.wanted as number[]), ...current.map((r) => r.id).filter((id) => !seen.has(id))];
  const positions = new Map(current.map((r) => [r.id, r.position]));
  const moved = ids.flatMap((id, pos) => (positions.get(id) === pos ? [] : [[id, pos]]));
  if (moved.length === 0) return ids;
  await executePrepared(ctx.tx, movePositionsSql(ctx, resource, moved));
  return ids;
};

// The lock of a reorder: the records' ids and positions, locked in id order; with an owner, its
// row first (a materialized CTE the records' lateral sub-select depends on, so it runs first) and
// one row with no record when it has none.
const lockOrderSql = (ctx: WriteContext, resource: Resource, position: PgColumn, order: Reorder) => {
  const records = (owner?: SQL) => sql`select ${resource.idColumn} as "id", ${position} as "position"
    from ${resource.table}
    where ${and(order.within, visibleCondition(resource, ctx.actor), owner)}
    order by ${resource.idColumn} for update`;
  if (!order.owner) return records();
  return sql`with owner as materialized (${order.owner})
    select r.id, r.position from owner left join lateral (${records(sql`owner.id is not null`)}) as r on true`;
};

// The statement of a reorder: `t` is the row written, `o` the same row as it was (a self-join
// reads the statement's snapshot, taken before the update); the snapshot before is the one after
// with the written columns' old values.
const movePositionsSql = (ctx: WriteContext, resource: Resource, moved: number[][]) => {
  const table = sql.identifier(getTableName(resource.table));
  const col = (key: string) => sql.identifier(resource.columns[key]!.name);
  const versioned = resource.versionColumn !== undefined;
  const written = versioned ? ['position', 'updatedAt', 'updatedBy', 'version'] : ['position'];
  const stamp = versioned
    ? sql`, ${col('version')} = t.${col('version')} + 1, ${col('updatedAt')} = now(), ${col('updatedBy')} = ${ctx.actor.id}`
    : sql``;
  // What audit.ts counts as changed: the written columns but the stamps every write bumps.
  const hidden = new Set(resource.hidden ?? []);
  const changed = written
    .filter((key) => key !== 'updatedAt' && key !== 'version' && !hidden.has(key))
    .map(
      (key) => sql`case when o.${col(key)} is distinct from t.${col(key)} then ${sql.raw(`'${key}'`)} end`,
    );
  const after = snapshotSql(resource, 't');
  // Two array parameters, whatever the number of records.
  const list = (values: number[]) => `{${values.join(',')}}`;
  const moves = sql`unnest(${list(moved.map(([id]) => id!))}::int[], ${list(moved.map(([, pos]) => pos!))}::int[])`;
  return auditInsertSql(
    sql`(select m.entity, m.entity_id, m.action, m.actor_id, m.changed_fields, m.after || m.was as before, m.after from moved m) as x`,
    sql`moved as (
      update ${table} as t set ${col('position')} = m.pos ${stamp}
      from ${moves} as m(id, pos) join ${table} as o on o.id = m.id
      where t.id = m.id
      returning ${entitySql(resource, 't')} as entity, t.id as entity_id, 'update'::varchar as action,
        ${ctx.actor.id}::int as actor_id, array_remove(array[${sql.join(changed, sql`, `)}]::text[], null) as changed_fields,
        ${columnsObjectSql(resource, 'o', written)} as was, ${after} as after)`,
  );
};
