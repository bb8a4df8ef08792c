import { type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { Resource, Row, Tx, WriteOp } from './types.ts';

const snapshot = (resource: Resource, row: Row | undefined) => {
  if (!row) return null;
  const hidden = new Set(resource.hidden ?? []);
  return Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k)));
};

// Columns hold scalars, dates and the odd JSON value: only the last need a serialised comparison.
export const sameValue = (a: unknown, b: unknown) => {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
};

// The audit row of one change (imports insert many of them at once).
export const auditValues = (
  resource: Resource,
  action: WriteOp,
  entityId: number,
  actorId: number | undefined,
  before: Row | undefined,
  after: Row | undefined,
) => {
  const b = snapshot(resource, before);
  const a = snapshot(resource, after);
  const keys = new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})]);
  keys.delete('updatedAt');
  keys.delete('version');
  const changed = [...keys].filter((k) => !sameValue(b?.[k], a?.[k]));
  return {
    entity: resource.type,
    entityId,
    action,
    actorId: actorId ?? null,
    changedFields: changed,
    before: b,
    after: a,
  };
};

// The audit rows of a write (one, or an import's batch) in one statement whose rows travel as one JSON parameter:
// a multi-row VALUES would send seven parameters a row and print them all first.
export const insertAudits = async (tx: Tx, audits: ReturnType<typeof auditValues>[]) => {
  if (audits.length === 0) return;
  const rows = JSON.stringify(
    audits.map((a) => ({
      entity: a.entity,
      entity_id: a.entityId,
      action: a.action,
      actor_id: a.actorId,
      changed_fields: a.changedFields,
      before: a.before,
      after: a.after,
    })),
  );
  await tx.execute(
    auditInsertSql(sql`json_to_recordset(${rows}::json) as x(
      entity varchar, entity_id int, action varchar, actor_id int, changed_fields text[], before jsonb, after jsonb)`),
  );
};

// The INSERT of the audit rows `x` (entity, entity_id, action, actor_id, changed_fields, before,
// after), after the common table expressions `ctes` when given (a set-based write's own statement).
// The transaction id is taken (materialised) before the rows draw their ids: the change feed
// counts on a transaction holding its id before its changes get their sequence numbers.
export const auditInsertSql = (rows: SQL, ctes?: SQL) => sql`
  with ${ctes ? sql`${ctes}, ` : sql``}writer as materialized (select pg_current_xact_id() as tx_id)
  insert into ${auditLog} (entity, entity_id, action, actor_id, changed_fields, before, after, tx_id)
  select x.entity, x.entity_id, x.action, x.actor_id, x.changed_fields, x.before, x.after, writer.tx_id
  from writer, ${rows}`;

// The same INSERT as a common table expression of a statement that answers something else
// (`answer`: a SELECT over the `ctes`): a set-based write of another domain (tasks made by
// templates) audits its rows in its own statement and still answers what it needs to know.
export const withAuditSql = (ctes: SQL, rows: SQL, answer: SQL) => sql`
  with ${ctes}, writer as materialized (select pg_current_xact_id() as tx_id),
  audited as (
    insert into ${auditLog} (entity, entity_id, action, actor_id, changed_fields, before, after, tx_id)
    select x.entity, x.entity_id, x.action, x.actor_id, x.changed_fields, x.before, x.after, writer.tx_id
    from writer, ${rows})
  ${answer}`;
