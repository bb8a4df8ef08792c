import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorGroups } from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-env.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testAdmin } from '../test/test-actor.ts';
import { defineProbe, probeAudits } from './probe-test-helpers.ts';
import { deleteWhere, updateWhere } from './record-sets.ts';
import {
  createRecord,
  insertRecords,
  inTransaction,
  isDeleted,
  serverValues,
  updateRecord,
} from './records.ts';

// The set-based forms over a throw-away resource whose hooks record what they saw; its afterWrite
// decides that a group named "doomed…" goes (the DMC rule's kind of outcome).
const seen: string[] = [];
const probe = defineProbe('SetProbe', 'set_probes', {
  beforeWrite: (values, { existing }) => {
    seen.push(`before ${existing?.name ?? '-'} → ${values.name}`);
    return values;
  },
  afterWrite: (row) => {
    seen.push(`after ${row.name}`);
    return row.name.startsWith('doomed') ? 'delete' : undefined;
  },
});

let t: TestApp;
let deps: AppDeps;
const actor = testAdmin;
const auditsOf = (ids: number[]) => probeAudits(t, 'SetProbe', ids);

beforeAll(async () => {
  t = await createTestApp();
  deps = t.deps;
});
afterAll(() => t.close());

describe('the set-based forms of the record service', () => {
  it('updates the rows of a condition, skips those that would not change, runs the hooks, audits each once', async () => {
    const rows = await inTransaction(deps, actor, (ctx) =>
      insertRecords(
        ctx,
        probe,
        ['Set A', 'Set B', 'Set C'].map((name) => serverValues({ name })),
      ),
    );
    const ids = rows.map((r) => r.id);
    seen.length = 0;
    const same = await inTransaction(deps, actor, (ctx) =>
      updateWhere(ctx, probe, like(vendorGroups.name, 'Set %'), (row) =>
        row.name === 'Set B' ? { name: 'Set B' } : { name: `${row.name} (renamed)` },
      ),
    );
    expect(same.map((r) => [r.name, r.version])).toEqual([
      ['Set A (renamed)', 2],
      ['Set C (renamed)', 2],
    ]);
    expect(seen).toEqual([
      'before Set A → Set A (renamed)',
      'before Set C → Set C (renamed)',
      'after Set A (renamed)',
      'after Set C (renamed)',
    ]);
    // beforeWrite: false (values the server decided) skips the input rules, never afterWrite.
    seen.length = 0;
    await inTransaction(deps, actor, (ctx) =>
      updateWhere(ctx, probe, inArray(vendorGroups.id, ids), (row) => ({ name: `${row.name}!` }), {
        beforeWrite: false,
      }),
    );
    expect(seen).toEqual(['after Set A (renamed)!', 'after Set B!', 'after Set C (renamed)!']);
    const audits = await auditsOf(ids);
    expect(audits.map((a) => [a.entityId, a.action])).toEqual([
      [ids[0], 'create'],
      [ids[1], 'create'],
      [ids[2], 'create'],
      [ids[0], 'update'],
      [ids[2], 'update'],
      [ids[0], 'update'],
      [ids[1], 'update'],
      [ids[2], 'update'],
    ]);
    expect(audits[3]).toMatchObject({ changedFields: ['name'], before: { name: 'Set A' } });

    const gone = await inTransaction(deps, actor, (ctx) =>
      deleteWhere(ctx, probe, inArray(vendorGroups.id, ids)),
    );
    expect(gone).toHaveLength(3);
    expect((await auditsOf(ids)).filter((a) => a.action === 'delete').map((a) => a.entityId)).toEqual(ids);
    expect(await t.db.select().from(vendorGroups).where(inArray(vendorGroups.id, ids))).toEqual([]);
  });

  it("deletes the record a hook's outcome says goes, audited after its write, and tells the caller", async () => {
    const created = await inTransaction(deps, actor, (ctx) =>
      createRecord(ctx, probe, { name: 'doomed at birth' }),
    );
    expect(isDeleted(created)).toBe(true);
    const kept = await inTransaction(deps, actor, (ctx) => createRecord(ctx, probe, { name: 'kept' }));
    expect(isDeleted(kept)).toBe(false);
    const renamed = await inTransaction(deps, actor, (ctx) =>
      updateRecord(ctx, probe, kept.id, { name: 'doomed later' }),
    );
    expect(isDeleted(renamed)).toBe(true);
    const audits = await auditsOf([created.id, kept.id]);
    expect(audits.map((a) => [a.entityId, a.action])).toEqual([
      [created.id, 'create'],
      [created.id, 'delete'],
      [kept.id, 'create'],
      [kept.id, 'update'],
      [kept.id, 'delete'],
    ]);
    expect(
      await t.db
        .select()
        .from(vendorGroups)
        .where(inArray(vendorGroups.id, [created.id, kept.id])),
    ).toEqual([]);
  });
});
