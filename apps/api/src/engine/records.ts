import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.ts';
import { inWriteTurn } from '../db/write-turns.ts';
import type { AppDeps } from '../http/app-env.ts';
import { ApiError, notFound } from '../http/problem.ts';
import { changeFeedWakeName, wakeWorkers } from '../jobs/wake.ts';
import { afterCommitQueue } from './after-commit.ts';
import { auditValues, insertAudits } from './audit.ts';
import { updateRows } from './bulk-update.ts';
import { variantForCreate } from './define-variants.ts';
import { refuseFixedChanges } from './fixed-after-create.ts';
import { type Links, type ParsedInput, parseInput } from './input.ts';
import { readLinksOf, replaceLinks } from './links.ts';
import { runReactions } from './reactions.ts';
import { variantOf, visibleCondition } from './scope.ts';
import type { Resource, Row, RowOf, ValuesOf, WriteContext } from './types.ts';

// The record service: every write of a resource goes through here, whoever asks (an HTTP handler,
// the importer, a renewal, a clone). It knows nothing of HTTP: it validates, runs the resource's
// hooks, bumps the version, writes the links and the audit rows, in the caller's transaction.

export type InputMode = 'create' | 'replace' | 'patch';

// Runs `work` in one transaction as `actor`; the tasks it queued run once the commit is done.
// `turn`: a key (`trip:12`) whose writes run one at a time in this process, waiting for their turn
// without a connection (db/write-turns.ts). Lock waits in the database end after lock_timeout
// (a 503 with Retry-After, http/db-errors.ts) instead of holding a pooled connection for as long.
export const inTransaction = async <R>(
  deps: AppDeps,
  actor: AuthUser,
  work: (ctx: WriteContext) => Promise<R>,
  opts: { turn?: string } = {},
): Promise<R> => {
  const later = afterCommitQueue();
  const result = await inWriteTurn(deps.db, opts.turn, deps.config.writeTurnWaitMs, () =>
    deps.db.transaction(async (tx) => {
      // PGlite is one session: nothing else can hold a lock this transaction would wait for.
      if (deps.driver === 'postgres')
        await tx.execute(sql.raw(`set local lock_timeout = ${Math.trunc(deps.config.lockTimeoutMs)}`));
      return work({ tx, actor, deps, afterCommit: later.add });
    }),
  );
  later.run();
  // The change feed's dispatcher of this process hands out the write's changes without waiting for its poll.
  wakeWorkers(deps.db, changeFeedWakeName);
  return result;
};

// Column values the server decides itself (a renewal's status, a stored file's path): they skip
// the writable-field validation, and hooks see them in `values` but not in `input`.
export const serverValues = (values: Row, links: Links = {}): ParsedInput => ({ values, input: {}, links });

const staleMessage = 'The record was changed by someone else. Reload it and try again.';

// The row, locked for the rest of the transaction; 404 when missing (or not the actor's to see:
// the resource's rowAccess), 412 when `expectedVersion`
// (an If-Match) is not its version: of concurrent writers holding one version exactly one wins.
export const lockRecord = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  id: number,
  expectedVersion?: number,
): Promise<RowOf<T>> => {
  const [row] = await ctx.tx
    .select()
    .from(resource.table as PgTable)
    .where(and(eq(resource.idColumn, id), visibleCondition(resource, ctx.actor)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw new ApiError(412, staleMessage);
  return row as RowOf<T>;
};

// Many rows locked at once (an import's updates), by id; missing ids (and those the actor may not
// see) are simply absent.
export const lockRecords = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  ids: number[],
): Promise<Map<number, RowOf<T>>> => {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select()
    .from(resource.table as PgTable)
    .where(and(inArray(resource.idColumn, ids), visibleCondition(resource, ctx.actor)))
    .for('update');
  return new Map(rows.map((row) => [row.id as number, row as RowOf<T>]));
};

const versionBump = (resource: Resource, actor: AuthUser) =>
  resource.versionColumn
    ? { updatedBy: actor.id, updatedAt: new Date(), version: sql`${resource.versionColumn} + 1` }
    : {};

// Creates records from checked input: beforeWrite per record, one INSERT for all, their links,
// their audit rows, then afterWrite per record. Answers the rows in the order given.
// `beforeWrite: false`: the values are the server's own (a copy of records already checked, with
// their prices kept): the input rules and derivations are not run again; afterWrite still is.
export type SetOptions = { beforeWrite?: boolean };

export const insertRecords = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  records: ParsedInput[],
  opts: SetOptions = {},
): Promise<RowOf<T>[]> => {
  if (records.length === 0) return [];
  const hookCtx = { ...ctx, op: 'create' as const };
  const values: Row[] = [];
  for (const record of records) {
    const scoped = resource.scope ? { [resource.scope.key]: resource.scope.value } : {};
    const withDefaults = { ...(resource.defaults ?? {}), ...record.values, ...scoped } as ValuesOf<T>;
    const prepared =
      resource.hooks?.beforeWrite && opts.beforeWrite !== false
        ? await resource.hooks.beforeWrite(withDefaults, {
            ...hookCtx,
            existing: undefined,
            input: record.input,
          })
        : withDefaults;
    const stamp = resource.versionColumn ? { createdBy: ctx.actor.id, updatedBy: ctx.actor.id } : {};
    values.push({ ...prepared, ...stamp });
  }
  const rows = (await ctx.tx
    .insert(resource.table as PgTable)
    .values(values)
    .returning()) as RowOf<T>[];
  const linked = rows.map((row, i) => ({ id: row.id as number, links: records[i]!.links }));
  await replaceLinks(ctx.tx, resource, linked);
  await insertAudits(
    ctx.tx,
    rows.map((row, i) =>
      auditValues(variantOf(resource, row), 'create', row.id as number, ctx.actor.id, undefined, {
        ...row,
        ...records[i]!.links,
      }),
    ),
  );
  await runAfterWrites(
    ctx,
    resource,
    'create',
    rows.map((row) => ({ row })),
  );
  // Other domains' reactions (engine/reactions.ts), to the records the afterWrite rules kept.
  await runReactions(ctx, {
    resource,
    op: 'create',
    rows: rows.filter((row) => !isDeleted(row)).map((after) => ({ before: undefined, after })),
  });
  return rows;
};

// The rows a write answered that its rule deleted (isDeleted): the HTTP answer is a 204.
const deletedRows = new WeakSet<object>();
export const isDeleted = (row: object) => deletedRows.has(row);

// afterWrite per written row (as the resource of its type); the rows a hook answered 'delete' for
// are then deleted together, audited as deletes after their write, and marked for the answer.
export const runAfterWrites = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  op: 'create' | 'update',
  written: { row: RowOf<T>; existing?: RowOf<T> }[],
) => {
  const doomed: RowOf<T>[] = [];
  for (const { row, existing } of written) {
    const shape = variantOf(resource, row) as Resource<T>;
    const outcome = await shape.hooks?.afterWrite?.(row, { ...ctx, op, existing });
    if (outcome === 'delete') doomed.push(row);
  }
  await removeRows(ctx, resource, doomed);
  for (const row of doomed) deletedRows.add(row);
};

// Deletes locked rows: beforeDelete per row, one DELETE, one audit statement.
export const removeRows = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  rows: RowOf<T>[],
) => {
  if (rows.length === 0) return;
  for (const row of rows)
    await (variantOf(resource, row) as Resource<T>).hooks?.beforeDelete?.(row, { ...ctx, op: 'delete' });
  const ids = rows.map((row) => row.id as number);
  await ctx.tx.delete(resource.table as PgTable).where(inArray(resource.idColumn, ids));
  await insertAudits(
    ctx.tx,
    rows.map((row) =>
      auditValues(variantOf(resource, row), 'delete', row.id as number, ctx.actor.id, row, undefined),
    ),
  );
};

export type Change<T extends PgTable> = { existing: RowOf<T>; parsed: ParsedInput };

// Applies checked changes to locked rows: beforeWrite per change, one UPDATE (one per column set
// when there are many), the links, the audit rows, afterWrite. A change with nothing to write is
// a no-op that answers the row as it was (an empty merge patch).
export const applyUpdates = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  changes: Change<T>[],
  opts: SetOptions = {},
): Promise<RowOf<T>[]> => {
  const hookCtx = { ...ctx, op: 'update' as const };
  const prepared: { existing: RowOf<T>; values: Row; links: Links }[] = [];
  for (const { existing, parsed } of changes) {
    // A variant table's rows are written each as the resource of its type (a set-based update
    // over trip_items runs each item's own rules and is audited under its own name).
    const shape = variantOf(resource, existing) as Resource<T>;
    refuseFixedChanges(shape, existing, parsed);
    const values =
      shape.hooks?.beforeWrite && opts.beforeWrite !== false
        ? await shape.hooks.beforeWrite(parsed.values as ValuesOf<T>, {
            ...hookCtx,
            existing,
            input: parsed.input,
          })
        : parsed.values;
    prepared.push({ existing, values, links: parsed.links });
  }
  const writes = prepared.filter((p) => Object.keys(p.values).length || Object.keys(p.links).length);
  if (writes.length === 0) return prepared.map((p) => p.existing);
  const ids = writes.map((p) => p.existing.id as number);
  const linkNames = [...new Set(writes.flatMap((p) => Object.keys(p.links)))];
  const linksBefore = await readLinksOf(ctx.tx, resource, ids, linkNames);
  let written: Map<number, Row>;
  if (writes.length === 1) {
    const [only] = writes;
    const set = { ...only!.values, ...versionBump(resource, ctx.actor) };
    const [row] =
      Object.keys(set).length === 0
        ? [only!.existing]
        : await ctx.tx
            .update(resource.table as PgTable)
            .set(set)
            .where(eq(resource.idColumn, only!.existing.id as number))
            .returning();
    written = new Map([[only!.existing.id as number, row as Row]]);
  } else {
    written = await updateRows(
      ctx.tx,
      resource,
      ctx.actor.id,
      writes.map((p) => ({ id: p.existing.id as number, values: p.values })),
    );
  }
  await replaceLinks(
    ctx.tx,
    resource,
    writes.map((p) => ({ id: p.existing.id as number, links: p.links })),
  );
  await insertAudits(
    ctx.tx,
    writes.map((p) => {
      const id = p.existing.id as number;
      const before = { ...p.existing, ...pickLinks(linksBefore.get(id), p.links) };
      const shape = variantOf(resource, p.existing);
      return auditValues(shape, 'update', id, ctx.actor.id, before, { ...written.get(id), ...p.links });
    }),
  );
  const rows = prepared.map((p) => (written.get(p.existing.id as number) ?? p.existing) as RowOf<T>);
  const changed = rows.flatMap((row, i) =>
    written.has(row.id as number) ? [{ row, existing: prepared[i]!.existing }] : [],
  );
  await runAfterWrites(ctx, resource, hookCtx.op, changed);
  await runReactions(ctx, {
    resource,
    op: 'update',
    rows: changed
      .filter(({ row }) => !isDeleted(row))
      .map(({ row, existing }) => ({ before: existing, after: row })),
  });
  return rows;
};

// The links a row had, for the relations a change rewrites (a relation with no row yet is empty).
const pickLinks = (had: Links | undefined, changed: Links) =>
  Object.fromEntries(Object.keys(changed).map((name) => [name, had?.[name] ?? []]));

// POST: validates the body like the API does (422 with every violation), then inserts.
export const createRecord = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  body: Row,
  server: Row = {},
): Promise<RowOf<T>> => {
  // A row of a variant table is created as the resource of its type.
  const shape = variantForCreate(resource, body) as Resource<T>;
  const parsed = await parseInput(ctx.tx, shape, body, 'create', ctx.actor);
  const [row] = await insertRecords(ctx, shape, [{ ...parsed, values: { ...parsed.values, ...server } }]);
  return row!;
};

// PATCH (merge) or PUT (replace: required fields present) on one locked row.
export const updateRecord = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  id: number,
  body: Row,
  opts: { mode?: 'patch' | 'replace'; expectedVersion?: number } = {},
): Promise<RowOf<T>> => {
  const existing = await lockRecord(ctx, resource, id, opts.expectedVersion);
  const shape = variantOf(resource, existing) as Resource<T>;
  const parsed = await parseInput(ctx.tx, shape, body, opts.mode ?? 'patch', ctx.actor);
  const [row] = await applyUpdates(ctx, shape, [{ existing, parsed }]);
  return row!;
};

export const deleteRecord = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  id: number,
  opts: { expectedVersion?: number } = {},
): Promise<RowOf<T>> => {
  const existing = await lockRecord(ctx, resource, id, opts.expectedVersion);
  await removeRows(ctx, resource, [existing]);
  return existing;
};
