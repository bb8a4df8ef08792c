import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, tripItems } from '../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import {
  compiled,
  intArray,
  mappedStatement,
  rawStatement,
  rowsStatement,
  selectionMapper,
} from './statements.ts';

// Compiled statements read rows with their own decoder: it must answer exactly what drizzle's
// select answers (dates, timestamps, numerics, booleans, nulls), for each set of values.
let t: TestApp;
let admin: string;
const trips: { id: number; iri: string }[] = [];

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', path, { token: admin, body });
  expect(res.status).toBe(201);
  return json<{ '@id': string; id: number }>(res);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const client = await post('/api/clients', {
    firstName: 'Iris',
    lastName: 'Statement',
    email: 'iris@statements.example',
    birthday: '1980-02-29',
  });
  for (const [start, end] of [
    ['2027-03-01', '2027-03-08'],
    ['2027-04-01', '2027-04-05'],
  ]) {
    const trip = await post('/api/trips', { client: client['@id'], startDate: start, endDate: end });
    trips.push({ id: trip.id, iri: trip['@id'] });
    await post('/api/trip_accommodations', {
      trip: trip['@id'],
      startDate: `${start}T15:00:00`,
      endDate: `${end}T11:00:00`,
      clientTotalPrice: '1234.50',
      vendorTotalPrice: '999.99',
      currency: 'EUR',
      isMainAccommodation: true,
      notes: 'Sea view',
    });
    await post('/api/trip_flights', {
      trip: trip['@id'],
      flightNumber: 'TG 931',
      startDate: `${start}T08:05:00`,
    });
    await post('/api/trip_activities', { trip: trip['@id'], title: 'Untimed' });
  }
});
afterAll(() => t.close());

const itemsOf = (tripId: number) =>
  rowsStatement(t.db, 'test\u0000itemsOfTrip', tripItems, (q) =>
    q.where(eq(tripItems.tripId, sql.placeholder('tripId'))).orderBy(asc(tripItems.id)),
  ).execute({ tripId });

describe('compiled statements', () => {
  it('decode whole rows as drizzle select does, for each value bound', async () => {
    for (const trip of trips) {
      const expected = await t.db
        .select()
        .from(tripItems)
        .where(eq(tripItems.tripId, trip.id))
        .orderBy(asc(tripItems.id));
      expect(expected).toHaveLength(3);
      const rows = await itemsOf(trip.id);
      expect(rows).toEqual(expected);
      // Same keys in the same order: the answers built from them keep their shape.
      expect(rows.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
    }
    const [client] = await t.db.select().from(clients).where(eq(clients.email, 'iris@statements.example'));
    const [viaStatement] = await rowsStatement(t.db, 'test\u0000clientByEmail', clients, (q) =>
      q.where(eq(clients.email, sql.placeholder('email'))),
    ).execute({ email: 'iris@statements.example' });
    expect(viaStatement).toEqual(client);
    expect(viaStatement!.birthday).toBe('1980-02-29');
  });

  it('decode a selection of columns and SQL fields as drizzle select does (a list page)', async () => {
    const fields = {
      ...getTableColumns(tripItems),
      // Untyped: the driver's value (a JSON array parsed); typed with mapWith: decoded by it.
      notesJson: sql`json_build_array(${tripItems.notes}, ${tripItems.startDate})`,
      doubled: sql`${tripItems.id} * 2`.mapWith(Number),
    };
    for (const trip of trips) {
      const query = t.db
        .select(fields)
        .from(tripItems)
        .where(eq(tripItems.tripId, sql.placeholder('tripId')))
        .orderBy(asc(tripItems.id));
      const expected = await query.prepare('').execute({ tripId: trip.id });
      const rows = await mappedStatement(t.db, query, selectionMapper(fields)).execute({ tripId: trip.id });
      expect(rows).toEqual(expected);
      expect(rows.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
      expect(typeof rows[0]!.doubled).toBe('number');
    }
  });

  it('run inside a transaction on its connection, and see its writes', async () => {
    const trip = trips[0]!;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(tripItems).set({ notes: 'changed in tx' }).where(eq(tripItems.tripId, trip.id));
        const inside = await rowsStatement(tx, 'test\u0000itemsOfTrip', tripItems, (q) =>
          q.where(eq(tripItems.tripId, sql.placeholder('tripId'))).orderBy(asc(tripItems.id)),
        ).execute({ tripId: trip.id });
        expect(inside.map((r) => r.notes)).toEqual(['changed in tx', 'changed in tx', 'changed in tx']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await itemsOf(trip.id)).map((r) => r.notes)).toEqual(['Sea view', null, null]);
  });

  it('bind a list of ids as one parameter, whatever its length', async () => {
    const statement = rawStatement<{ id: number }>(
      t.db,
      'test\u0000tripsByIds',
      () => sql`select id from trips where id = any(${sql.placeholder('ids')}::int[]) order by id`,
    );
    const ids = trips.map((trip) => trip.id);
    expect((await statement.execute({ ids: intArray(ids) })).rows.map((r) => Number(r.id))).toEqual(ids);
    expect((await statement.execute({ ids: intArray([ids[1]]) })).rows.map((r) => Number(r.id))).toEqual([
      ids[1],
    ]);
    expect((await statement.execute({ ids: intArray([]) })).rows).toEqual([]);
  });

  it('are built once per handle and shape, the oldest shape dropped past 500', () => {
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = compiled(t.db, 'test\u0000once', build);
    expect(compiled(t.db, 'test\u0000once', build)).toBe(first);
    expect(builds).toBe(1);
    for (let i = 0; i < 600; i++) compiled(t.db, `test\u0000fill${i}`, build);
    expect(compiled(t.db, 'test\u0000once', build)).not.toBe(first);
  });
});
