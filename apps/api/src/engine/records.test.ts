import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorGroups } from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-env.ts';
import { ApiError } from '../http/problem.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testAdmin } from '../test/test-actor.ts';
import { defineProbe, probeAudits } from './probe-test-helpers.ts';
import {
  applyUpdates,
  createRecord,
  deleteRecord,
  insertRecords,
  inTransaction,
  lockRecords,
  serverValues,
  updateRecord,
} from './records.ts';

const seen: string[] = [];
const probe = defineProbe('RecordProbe', 'record_probes', {
  beforeWrite: (values, { existing, op }) => {
    // Typed: `existing` is a vendor_groups row, values its insert shape.
    const before: string | undefined = existing?.name;
    if (values.name === 'refused') throw new ApiError(409, 'Refused by the hook.');
    seen.push(`before ${op} ${before ?? '-'} → ${values.name ?? '-'}`);
    return values;
  },
  afterWrite: (row, { op, afterCommit }) => {
    const version: number = row.version;
    seen.push(`after ${op} ${row.name} v${version}`);
    afterCommit(() => seen.push(`committed ${row.name}`));
  },
});

let t: TestApp;
let deps: AppDeps;
const actor = testAdmin;

beforeAll(async () => {
  t = await createTestApp();
  deps = t.deps;
});
afterAll(() => t.close());

const auditsOf = (ids: number[]) => probeAudits(t, 'RecordProbe', ids);

describe('the record service', () => {
  it('creates, updates and deletes with hooks, versions and audit rows, and no HTTP', async () => {
    seen.length = 0;
    const created = await inTransaction(deps, actor, async (ctx) => {
      const row = await createRecord(ctx, probe, { name: '  Probe one ' });
      expect(seen).not.toContain('committed Probe one');
      return row;
    });
    expect(created).toMatchObject({ name: 'Probe one', version: 1, createdBy: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['before create - → Probe one', 'after create Probe one v1', 'committed Probe one']);

    const updated = await inTransaction(deps, actor, (ctx) =>
      updateRecord(ctx, probe, created.id, { name: 'Probe 1' }, { expectedVersion: 1 }),
    );
    expect(updated).toMatchObject({ name: 'Probe 1', version: 2 });
    const stale = inTransaction(deps, actor, (ctx) =>
      updateRecord(ctx, probe, created.id, { name: 'Lost' }, { expectedVersion: 1 }),
    );
    await expect(stale).rejects.toMatchObject({ status: 412 });
    // An empty merge patch writes nothing: same version, no audit row.
    const same = await inTransaction(deps, actor, (ctx) => updateRecord(ctx, probe, created.id, {}));
    expect(same.version).toBe(2);

    await inTransaction(deps, actor, (ctx) => deleteRecord(ctx, probe, created.id));
    const audits = await auditsOf([created.id]);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audits[1]!.changedFields).toEqual(['name']);
    expect(audits[1]!.actorId).toBe(1);
  });

  it('answers 422 with violations for a bad body, as the API does', async () => {
    const bad = inTransaction(deps, actor, (ctx) => createRecord(ctx, probe, { name: '' }));
    await expect(bad).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'name', message: 'This value should not be blank.' }],
    });
  });

  it('writes nothing and runs no after-commit task when a later step of the transaction fails', async () => {
    seen.length = 0;
    const work = inTransaction(deps, actor, async (ctx) => {
      await createRecord(ctx, probe, { name: 'Rolled back A' });
      await createRecord(ctx, probe, { name: 'Rolled back B' });
      await createRecord(ctx, probe, { name: 'refused' });
    });
    await expect(work).rejects.toMatchObject({ status: 409 });
    await new Promise((r) => setTimeout(r, 0));
    const rows = await t.db
      .select()
      .from(vendorGroups)
      .where(inArray(vendorGroups.name, ['Rolled back A', 'Rolled back B']));
    expect(rows).toEqual([]);
    expect(seen.filter((s) => s.startsWith('committed'))).toEqual([]);
  });

  it('writes batches in one statement each, with every hook and audit row', async () => {
    seen.length = 0;
    const names = ['Batch A', 'Batch B', 'Batch C'];
    const rows = await inTransaction(deps, actor, (ctx) =>
      insertRecords(
        ctx,
        probe,
        names.map((name) => serverValues({ name })),
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(names);
    const ids = rows.map((r) => r.id);
    const changed = await inTransaction(deps, actor, async (ctx) => {
      const locked = await lockRecords(ctx, probe, ids);
      return applyUpdates(
        ctx,
        probe,
        ids.map((id, i) => ({ existing: locked.get(id)!, parsed: serverValues({ name: `${names[i]}!` }) })),
      );
    });
    expect(changed.map((r) => [r.name, r.version])).toEqual([
      ['Batch A!', 2],
      ['Batch B!', 2],
      ['Batch C!', 2],
    ]);
    expect(seen.filter((s) => s.startsWith('after update'))).toHaveLength(3);
    const audits = await auditsOf(ids);
    expect(audits.map((a) => a.action)).toEqual(['create', 'create', 'create', 'update', 'update', 'update']);
    expect(audits[3]!.before).toMatchObject({ name: 'Batch A' });
    expect(audits[3]!.after).toMatchObject({ name: 'Batch A!' });
  });
});
