import { describe, expect, it } from 'vitest';
import { FairQueue } from './pdf-render-queue.ts';

type Job = { name: string; heavy?: boolean };
const takeAll = (q: FairQueue<Job>, finish = true) => {
  const order: string[] = [];
  for (let next = q.take(); next; next = q.take()) {
    order.push(next.job.name);
    if (finish) q.finished(next.owner);
  }
  return order;
};

describe('the fair queue of PDF renders', () => {
  it('serves owners in turn, each in the order it asked', () => {
    const q = new FairQueue<Job>();
    for (const name of ['a1', 'a2', 'a3']) q.push('ann', { name });
    q.push('bob', { name: 'b1' });
    q.push('bob', { name: 'b2' });
    q.push('cat', { name: 'c1' });
    expect(q.size).toBe(6);
    expect(takeAll(q)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.size).toBe(0);
  });

  it("puts a newcomer before the second job of an owner already served (two long renders, then another user's)", () => {
    const q = new FairQueue<Job>();
    q.push('ann', { name: 'long 1' });
    q.push('ann', { name: 'long 2' });
    const first = q.take()!;
    expect(first.job.name).toBe('long 1');
    // Ann's first render is still running when Bob asks.
    q.push('bob', { name: 'short' });
    expect(q.take()?.job.name).toBe('short');
    q.finished('bob');
    expect(q.take()?.job.name).toBe('long 2');
  });

  it('prefers the owner with fewer renders running', () => {
    const q = new FairQueue<Job>();
    q.push('ann', { name: 'a1' });
    q.push('ann', { name: 'a2' });
    q.push('ann', { name: 'a3' });
    expect(q.take()?.job.name).toBe('a1'); // running
    expect(q.take()?.job.name).toBe('a2'); // nobody else waits: Ann's second
    q.push('bob', { name: 'b1' });
    q.push('bob', { name: 'b2' });
    expect(q.take()?.job.name).toBe('b1'); // Ann runs two, Bob none
    expect(q.take()?.job.name).toBe('b2'); // Ann two, Bob one
    q.finished('ann');
    q.finished('ann');
    expect(q.take()?.job.name).toBe('a3');
  });

  it('skips a job that may not start now for the next owner, and starves nobody', () => {
    const q = new FairQueue<Job>();
    q.push('ann', { name: 'year 1', heavy: true });
    q.push('ann', { name: 'year 2', heavy: true });
    q.push('bob', { name: 'week', heavy: false });
    const lightOnly = (j: Job) => !j.heavy;
    expect(q.take(lightOnly)?.job.name).toBe('week');
    expect(q.take(lightOnly)).toBeUndefined();
    expect(q.size).toBe(2);
    expect(takeAll(q)).toEqual(['year 1', 'year 2']);
  });

  it('forgets owners with nothing left and drains what waits', () => {
    const q = new FairQueue<Job>();
    q.push('ann', { name: 'a1' });
    expect(takeAll(q)).toEqual(['a1']);
    // Ann is forgotten: a newcomer and Ann are served in the order they asked.
    q.push('bob', { name: 'b1' });
    q.push('ann', { name: 'a2' });
    expect(q.take()?.job.name).toBe('b1');
    expect(q.drain().map((j) => j.name)).toEqual(['a2']);
    expect(q.take()).toBeUndefined();
  });
});
