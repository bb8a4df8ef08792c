import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, vendorGroups } from '../db/schema/index.ts';
import type { TestApp } from '../test/harness.ts';
import { defineResource } from './define-resource.ts';
import { requiredText } from './fields.ts';
import type { ResourceHooks } from './types.ts';

// A throw-away resource over an existing table (vendor groups) with the hooks a test gives, often
// hooks that record what they saw: the record service exercised without HTTP, as the importer,
// renewals and clones use it. Its audit rows carry `type`, a name no module has.
export const defineProbe = (type: string, path: string, hooks: ResourceHooks<typeof vendorGroups>) =>
  defineResource({
    type,
    path,
    table: vendorGroups,
    access: 'catalogue',
    updateVerbs: ['PATCH'],
    writable: { name: requiredText() },
    required: ['name'],
    hooks,
  });

// The audit rows of the probe's records `ids`, in order.
export const probeAudits = (t: TestApp, type: string, ids: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, type), inArray(auditLog.entityId, ids)))
    .orderBy(auditLog.id);
