import { and, asc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { unprocessable } from '../http/problem.ts';
import { auditValues, insertAudits, sameValue } from './audit.ts';
import { applyUpdates, removeRows, type SetOptions, serverValues } from './records.ts';
import { scopeCondition, variantOf } from './scope.ts';
import type { Resource, Row, RowOf, ValuesOf, WriteContext } from './types.ts';

// The record service's set-based forms, for operations that change many records at once (a date
// shift, a switch of alternatives, a markup followed, an order rewritten). Each locks its rows
// (by id: one lock order for every writer), writes them in one statement (one per set of changed
// columns) and audits every changed record in one more: no statement per row.

// The rows of `where`, locked, in id order.
export const lockWhere = async <T extends PgTable>(ctx: WriteContext, resource: Resource<T>, where: SQL) =>
  (await ctx.tx
    .select()
    .from(resource.table as PgTable)
    .where(and(where, scopeCondition(resource)))
    .orderBy(asc(resource.idColumn))
    .for('update')) as RowOf<T>[];

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
  // For the 422: the body's property and what a foreign id is ("Not an item of this trip.").
  property: string;
  foreign: string;
  twice: string;
};

// Rewrites the order of an owner's records: positions 0..n-1 in the order wanted, the records not
// listed after them in their current order. An unknown, foreign or repeated id is a 422 and
// nothing changes. One UPDATE for the records whose position changes, one audit statement; the
// order only changes, so the content rules (beforeWrite, afterWrite) have nothing to say.
// Answers every id in its new order.
export const reorderRecords = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  order: Reorder,
): Promise<number[]> => {
  const locked = (await lockWhere(ctx, resource, order.within)) as Row[];
  const position = resource.columns.position;
  if (!position) throw new Error(`${resource.type} has no position to reorder`);
  const current = locked.toSorted(
    (a, b) => (a.position as number) - (b.position as number) || (a.id as number) - (b.id as number),
  );
  const known = new Set(current.map((r) => r.id as number));
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
  const ids = [
    ...(order.wanted as number[]),
    ...current.map((r) => r.id as number).filter((id) => !seen.has(id)),
  ];
  const byId = new Map(current.map((r) => [r.id as number, r]));
  const moved = ids.flatMap((id, pos) => (byId.get(id)!.position === pos ? [] : [[id, pos]]));
  if (moved.length === 0) return ids;
  const table = sql.identifier(getTableName(resource.table));
  const versioned = resource.versionColumn !== undefined;
  const stamp = versioned
    ? sql`, version = t.version + 1, updated_at = now(), updated_by = ${ctx.actor.id}`
    : sql``;
  const stamped = versioned ? sql`, t.version, t.updated_by as "updatedBy"` : sql``;
  const { rows } = await ctx.tx.execute<Row>(sql`
    update ${table} as t set ${sql.identifier(position.name)} = m.pos ${stamp}
    from json_to_recordset(${JSON.stringify(moved.map(([id, pos]) => ({ id, pos })))}::json) as m(id int, pos int)
    where t.id = m.id
    returning t.id, t.${sql.identifier(position.name)} as position ${stamped}`);
  await insertAudits(
    ctx.tx,
    rows.map((r) => {
      const before = byId.get(Number(r.id))!;
      const stamps = versioned ? { updatedBy: r.updatedBy, version: r.version } : {};
      const after = { ...before, position: Number(r.position), ...stamps };
      return auditValues(variantOf(resource, before), 'update', Number(r.id), ctx.actor.id, before, after);
    }),
  );
  return ids;
};
