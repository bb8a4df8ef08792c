import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCuttableDatabase } from '../test/cut-database.ts';
import { createOpsRoutes } from './ops-routes.ts';
import { readinessOf } from './readiness.ts';

// Issue 24.7: /readyz turns 503 when the database is cut and 200 when it is back, and says nothing
// of where the database is. Needs a PostgreSQL server (TEST_DATABASE_URL): the pool reaches its
// throw-away database through a TCP proxy the test stops and starts (db/connection-loss.test.ts).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('/readyz and a cut database', () => {
  let cut: Awaited<ReturnType<typeof openCuttableDatabase>>;
  let ops: ReturnType<typeof createOpsRoutes>;

  beforeAll(async () => {
    cut = await openCuttableDatabase(serverUrl!, 't_ready', 3);
    ops = createOpsRoutes({
      readiness: () => readinessOf({ db: cut.handle.db, checksRenderer: false, isStopping: () => false }),
      metricsToken: undefined,
    });
  });

  afterAll(() => cut?.close());
  const readyz = async () => {
    const res = await ops.request('/readyz');
    return { status: res.status, body: await res.text() };
  };

  it('is 200, then 503 while the database is down, then 200 again', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: JSON.stringify({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } }),
    });

    await cut.proxy.close();
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
    // No host, port, database name or driver message in an unauthenticated answer.
    expect(down.body).not.toMatch(/127\.0\.0\.1|postgres|ECONN|t_ready_/i);
    // /healthz is about the process: still alive.
    expect((await ops.request('/healthz')).status).toBe(200);

    await cut.proxy.open();
    expect((await readyz()).status).toBe(200);
  });
});
