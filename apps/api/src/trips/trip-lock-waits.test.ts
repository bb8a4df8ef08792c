import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { addItem, makeClient, makeTripOf } from './trip-test-helpers.ts';

// Issue 23.5: writers waiting for one trip's lock must not starve the pool. With the production
// pool (10 connections, 5 s to get one) 20 concurrent reorders of one trip all take their turn,
// and another user's vendor list keeps answering meanwhile. On PGlite (one connection) the same.
let t: TestApp;
let admin: string;
let travel: string;
beforeAll(async () => {
  t = await createTestApp({ poolSize: 10 });
  admin = await t.login('admin@demo.travel');
  travel = await t.login('travel@demo.travel');
});
afterAll(() => t.close());

const newTripWithItems = async (count: number) => {
  const client = await makeClient(t, admin, 'Lock', `Wait${Date.now()}`);
  const trip = await makeTripOf(t, admin, client, ['2027-05-01', '2027-05-10'], { currency: 'EUR' });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await addItem(t, trip.id, '2027-05-02 10:00:00', '2027-05-02 11:00:00', `Item ${i}`)).id);
  }
  return { trip, ids };
};

const positions = async (tripId: number) =>
  (
    await t.db.execute<{ id: number }>(
      sql`select id from trip_items where trip_id = ${tripId} order by position, id`,
    )
  ).rows.map((r) => Number(r.id));

// On PostgreSQL: how many of this database's backends wait on a lock, at most, while `run` runs
// (sampled from a connection of its own). A write waiting for its turn holds no connection, so
// none may be seen waiting; on PGlite there is nothing to sample (one session).
const mostLockWaiters = async <R>(run: () => Promise<R>): Promise<[R, number]> => {
  if (!process.env.TEST_DATABASE_URL) return [await run(), 0];
  const url = new URL(process.env.TEST_DATABASE_URL);
  const { rows } = await t.db.execute<{ db: string }>(sql`select current_database() as db`);
  url.pathname = `/${rows[0]!.db}`;
  const probe = new pg.Client({ connectionString: url.toString() });
  await probe.connect();
  let most = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows: waiting } = await probe.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      most = Math.max(most, (waiting[0] as { n: number }).n);
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  try {
    return [await run(), most];
  } finally {
    running = false;
    await sampler;
    await probe.end();
  }
};

// A rotation of the ids per request: each reorder asks for a different order.
const rotation = <T>(ids: T[], by: number) => [...ids.slice(by), ...ids.slice(0, by)];

describe('concurrent reorders of one trip', () => {
  it('all take their turn while another user lists vendors in under a second each', async () => {
    const { trip, ids } = await newTripWithItems(12);
    const orders = Array.from({ length: 20 }, (_, i) => rotation(ids, i % ids.length).reverse());
    let reordering = true;
    const lists: { status: number; ms: number }[] = [];
    const lister = (async () => {
      while (reordering) {
        const started = performance.now();
        const res = await t.request('GET', '/api/vendors', { token: travel });
        await res.arrayBuffer();
        lists.push({ status: res.status, ms: performance.now() - started });
      }
    })();
    const [reorders, lockWaiters] = await mostLockWaiters(() =>
      Promise.all(
        orders.map(async (items) => {
          const res = await t.request('POST', `/next/trips/update-item-order/${trip.id}`, {
            token: admin,
            body: { items },
          });
          return { status: res.status, body: await res.text() };
        }),
      ),
    );
    reordering = false;
    await lister;
    expect(reorders.filter((r) => r.status !== 200)).toEqual([]);
    // They waited for their turn in the process, not on the trip's locks with a connection each.
    expect(lockWaiters).toBe(0);
    const final = await positions(trip.id);
    expect(orders).toContainEqual(final);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((l) => l.status !== 200)).toEqual([]);
    expect(Math.max(...lists.map((l) => l.ms))).toBeLessThan(1000);
  });
});

describe("concurrent reorders of one proposal's pages", () => {
  it('all take their turn', async () => {
    const { trip } = await newTripWithItems(0);
    const proposal = await json<{ '@id': string }>(
      await t.request('POST', '/api/trip_proposals', {
        token: admin,
        body: { trip: trip['@id'], title: 'P' },
      }),
    );
    const pages: string[] = [];
    for (const kind of ['cover', 'days', 'terms']) {
      const res = await t.request('POST', '/api/trip_proposal_pages', {
        token: admin,
        body: { proposal: proposal['@id'], kind, title: kind },
      });
      pages.push((await json<{ '@id': string }>(res))['@id']);
    }
    const [answers, lockWaiters] = await mostLockWaiters(() =>
      Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await t.request('POST', `${proposal['@id']}/page-order`, {
            token: admin,
            body: { pages: rotation(pages, i % 3) },
          });
          return { status: res.status, body: res.status === 200 ? '' : await res.text() };
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(lockWaiters).toBe(0);
  });
});

// Every write that locks the trip's items (a reorder, an item's own write, the trip's new dates
// that move its days and items) takes the trip's turn, whatever mix arrives at once.
describe('concurrent writes of one trip of every kind', () => {
  it('all answer 200 while another user lists vendors in under a second each', async () => {
    const { trip, ids } = await newTripWithItems(10);
    let listing = true;
    const lists: { status: number; ms: number }[] = [];
    const lister = (async () => {
      while (listing) {
        const started = performance.now();
        const res = await t.request('GET', '/api/vendors', { token: travel });
        await res.arrayBuffer();
        lists.push({ status: res.status, ms: performance.now() - started });
      }
    })();
    const writes: [string, string, unknown][] = [
      ...Array.from({ length: 8 }, (_, i): [string, string, unknown] => [
        'POST',
        `/next/trips/update-item-order/${trip.id}`,
        { items: rotation(ids, i) },
      ]),
      ...ids
        .slice(0, 8)
        .map((id, i): [string, string, unknown] => [
          'PATCH',
          `/api/trip_items/${id}`,
          { title: `Renamed ${i}` },
        ]),
      ...[11, 14, 12, 13].map((day): [string, string, unknown] => [
        'PATCH',
        trip['@id'],
        { endDate: `2027-05-${day}` },
      ]),
    ];
    const [answers, lockWaiters] = await mostLockWaiters(() =>
      Promise.all(
        writes.map(async ([method, path, body]) => {
          const res = await t.request(method, path, { token: admin, body });
          return { path, status: res.status, body: res.status === 200 ? '' : await res.text() };
        }),
      ),
    );
    listing = false;
    await lister;
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(lockWaiters).toBe(0);
    expect(lists.filter((l) => l.status !== 200)).toEqual([]);
    expect(Math.max(...lists.map((l) => l.ms))).toBeLessThan(1000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a lock held from outside', () => {
  it('makes a write answer a clear error within the lock timeout instead of hanging', async () => {
    const { trip, ids } = await newTripWithItems(3);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const { rows } = await t.db.execute<{ db: string }>(sql`select current_database() as db`);
    url.pathname = `/${rows[0]!.db}`;
    const outside = new pg.Client({ connectionString: url.toString() });
    await outside.connect();
    try {
      await outside.query('begin');
      await outside.query('select id from trips where id = $1 for update', [trip.id]);
      await outside.query('select id from trip_items where trip_id = $1 for update', [trip.id]);
      const started = performance.now();
      const res = await t.request('POST', `/next/trips/update-item-order/${trip.id}`, {
        token: admin,
        body: { items: [...ids].reverse() },
      });
      const ms = performance.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect((await json(res))['hydra:description']).toMatch(/another request/);
      expect(ms).toBeLessThan(t.config.lockTimeoutMs + 1500);
      // Meanwhile nothing else waits: another user's list answers at once.
      const list = await t.request('GET', '/api/vendors', { token: travel });
      expect(list.status).toBe(200);
    } finally {
      await outside.query('rollback');
      await outside.end();
    }
    // Once the lock is gone the same write goes through.
    const again = await t.request('POST', `/next/trips/update-item-order/${trip.id}`, {
      token: admin,
      body: { items: [...ids].reverse() },
    });
    expect(again.status).toBe(200);
  });
});
