import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFront } from '../http/front.ts';
import { rendererOptions, rendererStartState, stopPdfRenderer } from '../pdf/pdf-renderer.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { logger } from './logger.ts';
import { registerQueueMetrics } from './metrics.ts';
import { createOpsRoutes } from './ops-routes.ts';
import { readinessOf } from './readiness.ts';

// Issue 24.7: /healthz, /readyz, /metrics behind METRICS_TOKEN, request ids and one log line per
// request. In process, through the front the server uses (http/front.ts).
let t: TestApp;
let stopping = false;
const readiness =
  (checksRenderer = false) =>
  () =>
    readinessOf({ db: t.db, checksRenderer, isStopping: () => stopping });

const frontWith = (metricsToken: string | undefined, checksRenderer = false) =>
  createFront({
    api: t.app.fetch,
    config: t.config,
    ops: createOpsRoutes({ readiness: readiness(checksRenderer), metricsToken }).fetch,
  });
const get = async (front: Awaited<ReturnType<typeof frontWith>>, path: string, headers = {}) =>
  front.fetch(new Request(`http://localhost${path}`, { headers }));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('/healthz answers 200 without a token', async () => {
    const res = await get(await frontWith(undefined), '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz reports the database and the migrations', async () => {
    const res = await get(await frontWith(undefined), '/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('/readyz is 503 while migrations are missing, and says how many', async () => {
    const [last] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await get(await frontWith(undefined), '/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: '1 not applied' },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
    expect((await get(await frontWith(undefined), '/readyz')).status).toBe(200);
  });

  it('/readyz is 503 while the process is stopping', async () => {
    stopping = true;
    try {
      const res = await get(await frontWith(undefined), '/readyz');
      expect(res.status).toBe(503);
      expect((await json(res)).checks).toMatchObject({ process: 'shutting down' });
    } finally {
      stopping = false;
    }
  });

  it('/readyz is 503 when the PDF renderer cannot start, and 200 once it can', async () => {
    await stopPdfRenderer();
    const heapMb = rendererOptions.heapMb;
    rendererStartState.hasStarted = false;
    // A heap too small to load react-pdf: the child dies before it says it is ready.
    rendererOptions.heapMb = 2;
    try {
      const res = await get(await frontWith(undefined, true), '/readyz');
      expect(res.status).toBe(503);
      const body = await json<{ checks: Record<string, string> }>(res);
      expect(body.checks.renderer).toMatch(/^unavailable: /);
      expect(body.checks.database).toBe('ok');
    } finally {
      rendererOptions.heapMb = heapMb;
    }
    const res = await get(await frontWith(undefined, true), '/readyz');
    expect(await json(res)).toMatchObject({ checks: { renderer: 'ok' } });
    expect(res.status).toBe(200);
    await stopPdfRenderer();
  }, 60_000);
});

describe('metrics', () => {
  it('does not exist without METRICS_TOKEN (404)', async () => {
    expect((await get(await frontWith(undefined), '/metrics')).status).toBe(404);
  });

  it('refuses a missing token (401) and a wrong one (403)', async () => {
    const front = await frontWith('s3cret-token');
    const missing = await get(front, '/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await get(front, '/metrics', { authorization: 'Bearer s3cret-tokeN' })).status).toBe(403);
    expect((await get(front, '/metrics', { authorization: 'Basic s3cret-token' })).status).toBe(401);
  });

  it('answers Prometheus text: durations per route template, process and queue metrics', async () => {
    const admin = await t.login('admin@demo.travel');
    const vendor = await json<{ id: number }>(
      await t.request('POST', '/api/vendors', { token: admin, body: { name: 'Metrics Lodge' } }),
    );
    registerQueueMetrics(async () => [{ name: 'mail.send', queued: 3, active: 1, failed: 2 }]);
    const front = await frontWith('s3cret-token');
    const scrape = () => get(front, '/metrics', { authorization: 'Bearer s3cret-token' });
    // The registry is the process's: other test files in this worker may have counted the route too.
    const vendorGets = (text: string) =>
      Number(
        /backoffice_http_request_duration_seconds_count\{method="GET",route="\/api\/vendors\/:id",status="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = vendorGets(await (await scrape()).text());
    expect((await t.request('GET', `/api/vendors/${vendor.id}`, { token: admin })).status).toBe(200);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(vendorGets(text)).toBe(before + 1);
    // The template, never the id.
    expect(text).not.toContain(`/api/vendors/${vendor.id}`);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('backoffice_jobs_queued{name="mail.send"} 3');
    expect(text).toContain('backoffice_jobs_failed{name="mail.send"} 2');
  });
});

describe('request ids and logs', () => {
  it('echoes a sane X-Request-Id, in the header and in error bodies', async () => {
    const res = await t.request('GET', '/api/vendors', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect((await json(res)).requestId).toBe('lb-7f3a.42');
  });

  it('makes a new id for a missing or unusable one', async () => {
    const made = await t.request('GET', '/api/nothing-here');
    expect(made.status).toBe(404);
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await json(made)).requestId).toBe(id);
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', '']) {
      const res = await t.request('GET', '/api/nothing-here', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs one line per request: id, user, route template, status, duration', async () => {
    const info = vi.spyOn(logger, 'info');
    try {
      const token = await t.login('travel@demo.travel');
      const me = await json<{ id: number }>(await t.request('GET', '/api/me', { token }));
      info.mockClear();
      await t.request('GET', `/api/vendors/999999?token=secret-in-query`, {
        token,
        headers: { 'x-request-id': 'req-1' },
      });
      const lines = info.mock.calls.filter((c) => c[1] === 'request').map((c) => c[0]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        requestId: 'req-1',
        userId: me.id,
        method: 'GET',
        route: '/api/vendors/:id',
        status: 404,
      });
      expect(typeof (lines[0] as { ms: number }).ms).toBe('number');
      expect(JSON.stringify(lines[0])).not.toContain('secret-in-query');
    } finally {
      info.mockRestore();
    }
  });

  it('logs an unexpected error with its request id, and answers 500 without the stack', async () => {
    const error = vi.spyOn(logger, 'error');
    const token = await t.login('admin@demo.travel');
    const broken = vi.spyOn(t.db, 'transaction').mockImplementation(() => {
      throw new Error('boom at the database layer');
    });
    try {
      const res = await t.request('POST', '/api/vendors', {
        token,
        body: { name: 'Never stored' },
        headers: { 'x-request-id': 'req-500' },
      });
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).not.toContain('boom');
      expect(JSON.parse(body).requestId).toBe('req-500');
      const logged = error.mock.calls.find((c) => c[1] === 'unexpected error')?.[0] as {
        requestId: string;
        err: { message: string };
      };
      expect(logged.requestId).toBe('req-500');
      expect(logged.err.message).toBe('boom at the database layer');
    } finally {
      broken.mockRestore();
      error.mockRestore();
    }
  });
});
