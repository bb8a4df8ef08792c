import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../engine/records.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { testAdmin } from '../test/test-actor.ts';
import { defineJob } from './define-job.ts';
import { enqueue } from './enqueue.ts';

const failing = defineJob({
  name: 'test.screen-failing',
  payload: v.object({ tripId: v.number(), password: v.string() }),
  run: async () => {
    throw new Error('the outside service said no');
  },
});
const waiting = defineJob({
  name: 'test.screen-waiting',
  payload: v.object({ n: v.number() }),
  run: async () => {},
});

let t: TestApp;
let admin: string;
const actor = testAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
});
afterAll(() => t.close());

type JobList = { 'hydra:totalItems': number; 'hydra:member': Record<string, unknown>[] };

describe('the jobs API', () => {
  it('is for super admins only', async () => {
    expect((await t.request('GET', '/api/jobs/queues')).status).toBe(401);
    const travel = await t.login('travel@demo.travel');
    const res = await t.request('GET', '/api/jobs?state=failed', { token: travel });
    expect(res.status).toBe(403);
    expect((await json(res))['hydra:description']).toBe('Access Denied.');
    expect(
      (await t.request('POST', `/api/jobs/${crypto.randomUUID()}/retry`, { token: travel })).status,
    ).toBe(403);
  });

  it('counts per queue, lists a failed job with its error and no secret, retries and cancels', async () => {
    await inTransaction(t.deps, actor, async (ctx) => {
      await enqueue(ctx, failing, { tripId: 7, password: 'hunter2' });
      await enqueue(ctx, waiting, { n: 1 }, { startAfter: new Date(Date.now() + 3600_000) });
    });
    await t.drainJobs();
    const queues = await json<JobList>(await t.request('GET', '/api/jobs/queues', { token: admin }));
    expect(queues['hydra:member']).toContainEqual(
      expect.objectContaining({ name: 'test.screen-failing', failed: 1, queued: 0, active: 0 }),
    );
    expect(queues['hydra:member']).toContainEqual(
      expect.objectContaining({ name: 'test.screen-waiting', deferred: 1, failed: 0 }),
    );

    const failed = await json<JobList>(
      await t.request('GET', '/api/jobs?state=failed&name=test.screen-failing', { token: admin }),
    );
    expect(failed['hydra:totalItems']).toBe(1);
    const [job] = failed['hydra:member'];
    expect(job).toMatchObject({
      '@type': 'Job',
      name: 'test.screen-failing',
      state: 'failed',
      attempts: 1,
      error: 'the outside service said no',
      payload: { tripId: 7, password: '[hidden]' },
    });
    expect(JSON.stringify(failed)).not.toContain('hunter2');

    // Retry: queued again, and only a failed or cancelled job can be.
    expect((await t.request('POST', `/api/jobs/${job?.id}/retry`, { token: admin })).status).toBe(204);
    const again = await t.request('POST', `/api/jobs/${job?.id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect((await json(again))['hydra:description']).toMatch(/this one is retry/);
    expect(await t.drainJobs()).toBe(1);

    // Cancel the waiting one; cancelling it twice is a conflict.
    const waitingJobs = await json<JobList>(
      await t.request('GET', '/api/jobs?name=test.screen-waiting', { token: admin }),
    );
    const id = waitingJobs['hydra:member'][0]?.id;
    expect((await t.request('POST', `/api/jobs/${id}/cancel`, { token: admin })).status).toBe(204);
    expect((await t.request('POST', `/api/jobs/${id}/cancel`, { token: admin })).status).toBe(409);
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad filter', async () => {
    expect(
      (await t.request('POST', `/api/jobs/${crypto.randomUUID()}/cancel`, { token: admin })).status,
    ).toBe(404);
    expect((await t.request('POST', '/api/jobs/12/retry', { token: admin })).status).toBe(404);
    const bad = await t.request('GET', '/api/jobs?state=exploded', { token: admin });
    expect(bad.status).toBe(400);
    expect((await json(bad))['hydra:description']).toMatch(/state/);
  });

  it('answers a NUL byte or a huge value in an id or a filter with a 4xx, never a 500', async () => {
    const huge = 'x'.repeat(100_000);
    const paths = [
      ['POST', `/api/jobs/${encodeURIComponent(`${crypto.randomUUID()}\u0000`)}/retry`],
      ['POST', '/api/jobs/%00/cancel'],
      ['POST', `/api/jobs/${huge}/cancel`],
      ['GET', `/api/jobs?name=${encodeURIComponent('test.screen\u0000failing')}`],
      ['GET', '/api/jobs?state=failed%00'],
      ['GET', `/api/jobs?name=${huge}`],
      ['GET', `/api/jobs?page=${'9'.repeat(5000)}`],
    ] as const;
    for (const [method, path] of paths) {
      const res = await t.request(method, path, { token: admin });
      expect([400, 404, 414, 422], `${method} ${path.slice(0, 80)}`).toContain(res.status);
    }
  });

  it('lets one of two concurrent retries (or cancels) of a job win; the other gets a 409', async () => {
    await inTransaction(t.deps, actor, (ctx) => enqueue(ctx, failing, { tripId: 8, password: 'x' }));
    await t.drainJobs();
    const failed = await json<JobList>(
      await t.request('GET', '/api/jobs?state=failed&name=test.screen-failing&itemsPerPage=1', {
        token: admin,
      }),
    );
    const id = failed['hydra:member'][0]?.id;
    const both = (verb: string) =>
      Promise.all([0, 1].map(() => t.request('POST', `/api/jobs/${id}/${verb}`, { token: admin })));
    expect((await both('retry')).map((r) => r.status).sort()).toEqual([204, 409]);
    expect((await both('cancel')).map((r) => r.status).sort()).toEqual([204, 409]);
  });
});
