import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../engine/records.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testAdmin } from '../test/test-actor.ts';
import { defineJob } from './define-job.ts';
import { enqueue } from './enqueue.ts';
import { jobQueueOf } from './job-queue.ts';

// Test jobs, defined before the app opens its queue (as the app's own are, by importing them).
const ran: string[] = [];
const noteJob = defineJob({
  name: 'test.note',
  payload: v.object({ text: v.string() }),
  run: async ({ text }) => {
    ran.push(text);
  },
});
let failures = 0;
const flakyJob = defineJob({
  name: 'test.flaky',
  payload: v.object({ n: v.number() }),
  retry: { limit: 2, delaySeconds: 0 },
  run: async (_p, { attempt }) => {
    failures++;
    throw new Error(`attempt ${attempt} failed`);
  },
});
const backoffJob = defineJob({
  name: 'test.backoff',
  payload: v.object({ n: v.number() }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  run: async () => {
    throw new Error('still down');
  },
});
const singleJob = defineJob({
  name: 'test.single',
  payload: v.object({ site: v.string(), n: v.number() }),
  singleton: { key: (p) => p.site },
  run: async ({ site, n }) => {
    ran.push(`${site}:${n}`);
  },
});

const debouncedJob = defineJob({
  name: 'test.debounced',
  payload: v.object({ site: v.string(), n: v.number() }),
  singleton: { key: (p) => p.site, debounceSeconds: 60 },
  run: async ({ site, n }) => {
    ran.push(`${site}:${n}`);
  },
});

let t: TestApp;
const actor = testAdmin;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stateOf = async (name: string, id: string) => {
  const [job] = await jobQueueOf(t.db).boss.findJobs(name, { id });
  return job;
};

describe('durable jobs', () => {
  it('enqueues inside the write: a rollback leaves no job, a commit one that runs once', async () => {
    ran.length = 0;
    await expect(
      inTransaction(t.deps, actor, async (ctx) => {
        await enqueue(ctx, noteJob, { text: 'rolled back' });
        throw new Error('the write fails');
      }),
    ).rejects.toThrow('the write fails');
    const id = await inTransaction(t.deps, actor, (ctx) => enqueue(ctx, noteJob, { text: 'committed' }));
    expect(await t.drainJobs()).toBe(1);
    expect(ran).toEqual(['committed']);
    expect((await stateOf('test.note', id as string))?.state).toBe('completed');
    expect(await t.drainJobs()).toBe(0);
  });

  it('refuses a payload that does not match the job schema, failing the write', async () => {
    await expect(
      inTransaction(t.deps, actor, (ctx) =>
        enqueue(ctx, noteJob, { text: 12 } as unknown as { text: string }),
      ),
    ).rejects.toThrow(/test.note: invalid payload \(text:/);
  });

  it('retries a failing job, then keeps it failed with its error', async () => {
    failures = 0;
    const id = (await inTransaction(t.deps, actor, (ctx) => enqueue(ctx, flakyJob, { n: 1 }))) as string;
    // Three attempts (the first and two retries), then no more.
    expect(await t.drainJobs()).toBe(3);
    expect(failures).toBe(3);
    const job = await stateOf('test.flaky', id);
    expect(job?.state).toBe('failed');
    expect(job?.retryCount).toBe(2);
    expect((job?.output as { message?: string } | undefined)?.message).toBe('attempt 3 failed');
  });

  it('waits longer before each retry with backoff', async () => {
    const id = (await inTransaction(t.deps, actor, (ctx) => enqueue(ctx, backoffJob, { n: 1 }))) as string;
    expect(await t.drainJobs()).toBe(1);
    const job = await stateOf('test.backoff', id);
    expect(job?.state).toBe('retry');
    expect((job?.output as { message?: string } | undefined)?.message).toBe('still down');
    // The first retry waits between 10 and 20 s (10 s × 2¹ / 2, plus jitter up to as much again).
    const wait = (job?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThan(21_000);
    expect(await t.drainJobs()).toBe(0);
  });

  it('keeps one waiting job per singleton key', async () => {
    ran.length = 0;
    const ids = await inTransaction(t.deps, actor, async (ctx) => [
      await enqueue(ctx, singleJob, { site: 'a', n: 1 }),
      await enqueue(ctx, singleJob, { site: 'a', n: 2 }),
      await enqueue(ctx, singleJob, { site: 'b', n: 3 }),
    ]);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBeNull();
    await t.drainJobs();
    expect(ran.sort()).toEqual(['a:1', 'b:3']);
  });

  it('debounces: one start per window, at most one job waiting per key', async () => {
    ran.length = 0;
    const send = (n: number) =>
      inTransaction(t.deps, actor, (ctx) => enqueue(ctx, debouncedJob, { site: 'w', n }));
    // While one waits, more enqueues add nothing: it will read the latest state when it runs.
    expect(await send(1)).toBeTruthy();
    expect(await send(2)).toBeNull();
    expect(await t.drainJobs()).toBe(1);
    expect(ran).toEqual(['w:1']);
    // It ran in this window: the next one waits for the next window, and collapses the others.
    const next = await send(3);
    expect(next).toBeTruthy();
    expect(await send(4)).toBeNull();
    expect(await t.drainJobs()).toBe(0);
    const waiting = await stateOf('test.debounced', next as string);
    expect(waiting?.state).toBe('created');
    expect(waiting?.startAfter.getTime()).toBeGreaterThan(Date.now());
  });
});

// On PostgreSQL an enqueue runs pg-boss's insert as a named prepared statement of the connection
// (jobs/executors.ts): parsed and planned once per connection instead of at every send (issue 24's
// enqueue cost). Its sessions' pg_prepared_statements show it, used again by later sends.
describe.skipIf(!process.env.TEST_DATABASE_URL)('an enqueue on PostgreSQL', () => {
  it('prepares pg-boss’s insert once per connection and reuses it', async () => {
    const prepared = () =>
      inTransaction(t.deps, actor, async (ctx) => {
        await enqueue(ctx, noteJob, { text: 'prepared' });
        const { rows } = await ctx.tx.execute<{ name: string; calls: number }>(
          sql`select name, generic_plans + custom_plans as calls from pg_prepared_statements where name like 'pgboss_%'`,
        );
        return rows;
      });
    const first = await prepared();
    expect(first.length).toBeGreaterThan(0);
    // The pool may hand another connection out: send until one connection has used it twice.
    let reused = false;
    for (let i = 0; i < 20 && !reused; i++) reused = (await prepared()).some((r) => Number(r.calls) >= 2);
    expect(reused).toBe(true);
    await t.drainJobs();
  });
});
