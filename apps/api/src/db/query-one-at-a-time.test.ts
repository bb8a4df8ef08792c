import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { keepPoolAlive } from './client.ts';

// The pool hands one connection out again and again: its one-query-at-a-time wrapper (client.ts) is
// put on once, not once per checkout. Stacked per checkout, each query of a transaction went
// through one more layer for every transaction the connection had served before, and a server
// slowed down with its uptime (10,000 transactions: a `select 1` in a transaction took 27 ms).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a pooled connection checked out again', () => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  keepPoolAlive(pool);
  afterAll(() => pool.end());

  it('keeps one query wrapper, and its queries still run in the order sent', async () => {
    const first = await pool.connect();
    const query = first.query;
    first.release();
    for (let i = 0; i < 50; i++) {
      const client = await pool.connect();
      expect(client).toBe(first);
      expect(client.query).toBe(query);
      // Two queries sent at once: the second waits for the first (no pg "already executing" use).
      const [a, b] = await Promise.all([
        client.query('select pg_sleep(0.001), 1 as n'),
        client.query('select 2 as n'),
      ]);
      expect([a.rows[0].n, b.rows[0].n]).toEqual([1, 2]);
      client.release();
    }
  });
});
