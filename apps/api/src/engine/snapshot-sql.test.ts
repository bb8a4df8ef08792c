import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { auditLog, tripItems } from '../db/schema/index.ts';
import { modules } from '../modules.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testAdmin } from '../test/test-actor.ts';
import { tripItemsResource } from '../trips/trip-items.resource.ts';
import { auditValues } from './audit.ts';
import { resourcesOf } from './domain-module.ts';
import { reorderRecords } from './record-sets.ts';
import { inTransaction } from './records.ts';
import { variantOf } from './scope.ts';
import { entitySql, snapshotSql } from './snapshot-sql.ts';
import type { Resource, Row } from './types.ts';

// The database's snapshot of a row is the one the record service writes from the row JS reads:
// the history, the change feed and the audit_log indexes cannot tell set-based writes apart.
let t: TestApp;
const actor = testAdmin;
let tripId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { rows: client } = await t.db.execute<{ id: number }>(
    sql`insert into clients (first_name, last_name, name, email, status)
        values ('Snap', 'Shot', 'Snap Shot', 'snap@shot.example', 'active') returning id`,
  );
  const { rows: trip } = await t.db.execute<{ id: number }>(
    sql`insert into trips (reference, client_id, title, start_date, end_date, currency)
        values ('SNAP-1', ${client[0]!.id}, 'Snapshots', '2027-05-01', '2027-05-14', 'EUR') returning id`,
  );
  tripId = trip[0]!.id;
  // One item of each type, with microseconds in its stamps, prices and local times.
  await t.db.execute(sql`
    insert into trip_items (trip_id, type, status, position, title, start_date, end_date, currency,
      client_total_price, vendor_total_price, notes, created_at, updated_at)
    select ${tripId}, type, 'priced', k - 1, 'Item ' || k, '2027-05-02 09:30:00', '2027-05-02 10:15:30',
      'EUR', 100.5 + k, 80 + k, case when k % 2 = 0 then 'it''s "quoted"' end,
      '2026-11-28 05:40:40.235789+00', now()
    from unnest(array['accommodation', 'flight', 'activity', 'transfer', 'spa', 'restaurant',
      'conciergerie_service', 'unknown']) with ordinality as x(type, k)`);
});
afterAll(() => t.close());

const snapshotsOf = async (resource: Resource, where?: ReturnType<typeof eq>, db: Db = t.db) => {
  const table = resource.table as PgTable;
  const js = (await db.select().from(table).where(where).orderBy(resource.idColumn)) as Row[];
  const { rows } = await db.execute<{ entity: string; snapshot: Row }>(sql`
    select ${entitySql(resource, 'r')} as entity, ${snapshotSql(resource, 'r')} as snapshot
    from ${sql.identifier(getTableName(table))} as r
    where r.id in (${sql.join(js.length ? js.map((row) => sql`${row.id}`) : [sql`null`], sql`, `)})
    order by r.id`);
  return {
    js: js.map((row) => {
      const audit = auditValues(variantOf(resource, row), 'update', Number(row.id), 1, undefined, row);
      // As it is stored: through JSON.
      return { entity: audit.entity, snapshot: JSON.parse(JSON.stringify(audit.after)) as Row };
    }),
    sql: rows,
  };
};

describe("the database's audit snapshot", () => {
  it("is the record service's for each type of a variant table", async () => {
    const { js, sql: built } = await snapshotsOf(tripItemsResource, eq(tripItems.tripId, tripId));
    expect(js.map((s) => s.entity)).toContain('TripFlight');
    expect(built).toEqual(js);
  });

  it("is the record service's for every resource's rows (the seeded users' hidden columns left out)", async () => {
    for (const resource of resourcesOf(modules)) {
      const { js, sql: built } = await snapshotsOf(resource);
      expect(built, resource.type).toEqual(js);
    }
  });

  it('is what a reorder audits: each moved record once, before and after, under its type', async () => {
    const ids = (
      await t.db
        .select({ id: tripItems.id })
        .from(tripItems)
        .where(eq(tripItems.tripId, tripId))
        .orderBy(tripItems.position)
    ).map((r) => r.id);
    const before = (await snapshotsOf(tripItemsResource, eq(tripItems.tripId, tripId))).js;
    const wanted = [ids[1]!, ids[0]!];
    // The rows as the reorder's transaction leaves them.
    const { order, after } = await inTransaction(t.deps, actor, async (ctx) => ({
      order: await reorderRecords(ctx, tripItemsResource, {
        within: eq(tripItems.tripId, tripId),
        wanted,
        property: 'items',
        foreign: 'Not an item of this trip.',
        twice: 'This item is listed twice.',
      }),
      after: (await snapshotsOf(tripItemsResource, eq(tripItems.tripId, tripId), ctx.tx)).js,
    }));
    expect(order).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'update' and ${auditLog.entityId} in (${ids[0]}, ${ids[1]})`)
      .orderBy(auditLog.entityId);
    expect(audits.map((a) => [a.entity, a.entityId, a.actorId, a.changedFields])).toEqual([
      [before[0]!.entity, ids[0], 1, ['position', 'updatedBy']],
      [before[1]!.entity, ids[1], 1, ['position', 'updatedBy']],
    ]);
    // The ids sort as the positions did: the audit rows in id order are the items in order.
    expect(audits.map((a) => a.before)).toEqual([before[0]!.snapshot, before[1]!.snapshot]);
    expect(audits.map((a) => a.after)).toEqual([after[0]!.snapshot, after[1]!.snapshot]);
    expect(audits.map((a) => (a.after as Row).version)).toEqual([2, 2]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a reorder on PostgreSQL', () => {
  // Its two statements (the lock, then the move with its snapshots and audit rows: 5 KB of text
  // for trip items) are parsed and planned once per connection (prepared.ts), not at every call.
  it('runs its statements prepared once per connection', async () => {
    const ids = (
      await t.db.select({ id: tripItems.id }).from(tripItems).where(eq(tripItems.tripId, tripId))
    ).map((r) => r.id);
    const reorder = (wanted: number[]) =>
      inTransaction(t.deps, actor, async (ctx) => {
        await reorderRecords(ctx, tripItemsResource, {
          within: eq(tripItems.tripId, tripId),
          wanted,
          property: 'items',
          foreign: 'Not an item of this trip.',
          twice: 'This item is listed twice.',
        });
        const { rows } = await ctx.tx.execute<{ statement: string; calls: number }>(
          sql`select statement, generic_plans + custom_plans as calls from pg_prepared_statements
              where name like 'engine_%'`,
        );
        return rows;
      });
    const first = await reorder([...ids].reverse());
    expect(first.some((r) => r.statement.includes('update "trip_items"'))).toBe(true);
    expect(first.some((r) => /for update\s*$/.test(r.statement))).toBe(true);
    // The pool may hand another connection out: reorder until one connection has run it twice.
    let reused = false;
    for (let i = 0; i < 20 && !reused; i++)
      reused = (await reorder(i % 2 ? [...ids].reverse() : ids)).some(
        (r) => r.statement.includes('update "trip_items"') && Number(r.calls) >= 2,
      );
    expect(reused).toBe(true);
  });
});
