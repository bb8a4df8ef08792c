import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/roles.ts';
import { vendorGroups } from '../db/schema/index.ts';
import { ApiError } from '../http/problem.ts';
import { testAppForFile } from '../test/test-app.ts';
import { defineResource } from './define-resource.ts';
import { requiredText } from './fields.ts';
import { findRow } from './handlers/respond.ts';
import { listStatements } from './list-statements.ts';
import { deleteWhere, updateWhere } from './record-sets.ts';
import { createRecord, lockRecords, updateRecord } from './records.ts';
import { systemWrite } from './system-writes.ts';

// The engine's per-row access (ResourceDef.rowAccess): a probe over vendor groups whose rows a
// user sees when they made them, unless they are a super admin. The list and the single GET are
// cached statements: the user's id must be a bound value, never baked into the cached text.
const t = testAppForFile();
const tag = `rows${Date.now()}`;

const probe = defineResource({
  type: 'RowAccessProbe',
  path: 'row_access_probes',
  table: vendorGroups,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  writable: { name: requiredText() },
  required: ['name'],
  rowAccess: (user, bind) => {
    if (user.roles.includes('ROLE_SUPER_ADMIN')) {
      bind.add('every row');
      return undefined;
    }
    bind.add('own');
    return eq(vendorGroups.createdBy, bind.bind(user.id));
  },
});

const user = (id: number, roles: string[] = ['ROLE_MANAGER']): AuthUser => ({
  id,
  email: `u${id}@x.test`,
  roles,
  isActive: true,
});
const ann = user(2);
const bob = user(3);
const boss = user(1, ['ROLE_SUPER_ADMIN']);

const make = (actor: AuthUser, name: string) =>
  systemWrite(t.db, {}, (ctx) => createRecord(ctx, probe, { name: `${tag} ${name}` }), actor);

const listed = async (actor: AuthUser | undefined) => {
  const { rows } = listStatements(t.db, probe, {}, actor);
  const all = (await rows).filter((r) => String(r.name).startsWith(tag)).map((r) => r.name);
  return { names: all.map((n) => String(n).slice(tag.length + 1)).sort() };
};

describe('per-row access (rowAccess)', () => {
  it('keeps lists, GET, locks and set-based writes to the rows the user may see', async () => {
    const annRow = await make(ann, 'ann');
    const bobRow = await make(bob, 'bob');
    // The same statement shape, one user after the other: each gets their own rows.
    expect((await listed(ann)).names).toEqual(['ann']);
    expect((await listed(bob)).names).toEqual(['bob']);
    expect((await listed(ann)).names).toEqual(['ann']);
    expect((await listed(boss)).names).toEqual(['ann', 'bob']);
    // No user (the server's own reads): every row.
    expect((await listed(undefined)).names).toEqual(['ann', 'bob']);
    // The single GET's cached statement, likewise.
    expect((await findRow(t.db, probe, annRow.id, { user: ann }))?.id).toBe(annRow.id);
    expect(await findRow(t.db, probe, annRow.id, { user: bob })).toBeUndefined();
    expect((await findRow(t.db, probe, bobRow.id, { user: bob }))?.id).toBe(bobRow.id);
    expect((await findRow(t.db, probe, bobRow.id, { user: boss }))?.id).toBe(bobRow.id);
    // A write by someone who may not see the row: 404, nothing changed.
    const refused = await systemWrite(
      t.db,
      {},
      (ctx) => updateRecord(ctx, probe, annRow.id, { name: 'x' }),
      bob,
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
    // Locks by id and set-based writes skip the rows the actor may not see.
    const locked = await systemWrite(t.db, {}, (ctx) => lockRecords(ctx, probe, [annRow.id, bobRow.id]), bob);
    expect([...locked.keys()]).toEqual([bobRow.id]);
    const renamed = await systemWrite(
      t.db,
      {},
      (ctx) =>
        updateWhere(ctx, probe, like(vendorGroups.name, `${tag}%`), (row) => ({ name: `${row.name}!` })),
      ann,
    );
    expect(renamed.map((r) => r.name)).toEqual([`${tag} ann!`]);
    // A set-based delete by a user who may see one of the two rows deletes that one only.
    const deleted = await systemWrite(
      t.db,
      {},
      (ctx) => deleteWhere(ctx, probe, like(vendorGroups.name, `${tag}%`)),
      bob,
    );
    expect(deleted.map((r) => r.id)).toEqual([bobRow.id]);
    expect((await listed(undefined)).names).toEqual(['ann!']);
  });
});
