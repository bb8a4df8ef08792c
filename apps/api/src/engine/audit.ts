import { auditLog } from '../db/schema/index.ts';
import type { Resource, Row, Tx, WriteOp } from './types.ts';

const snapshot = (resource: Resource, row: Row | undefined) => {
  if (!row) return null;
  const hidden = new Set(resource.hidden ?? []);
  return Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k)));
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const changed = [...keys].filter((k) => !same(b?.[k], a?.[k]));
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

// One audit row per change, in the caller's transaction.
export const writeAudit = async (
  tx: Tx,
  resource: Resource,
  action: WriteOp,
  entityId: number,
  actorId: number | undefined,
  before: Row | undefined,
  after: Row | undefined,
) => {
  await tx.insert(auditLog).values(auditValues(resource, action, entityId, actorId, before, after));
};
