import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/problem.ts';
import { inWriteTurn, setWriterSlots } from './write-turns.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('write turns (issue 23.5)', () => {
  it('runs the writes of one key one at a time in arrival order, other keys beside them', async () => {
    const db = {};
    const log: string[] = [];
    const write = (key: string, name: string, ms: number) =>
      inWriteTurn(db, key, 1000, async () => {
        log.push(`start ${name}`);
        await sleep(ms);
        log.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([
      write('trip:1', 'a', 30),
      write('trip:1', 'b', 5),
      write('trip:2', 'x', 5),
      write('trip:1', 'c', 5),
    ]);
    expect(results).toEqual(['a', 'b', 'x', 'c']);
    const trip1 = log.filter((l) => !l.endsWith('x'));
    expect(trip1).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    // The other trip did not wait for the first.
    expect(log.indexOf('end x')).toBeLessThan(log.indexOf('end a'));
  });

  it('gives the next write its turn when one fails', async () => {
    const db = {};
    const failed = inWriteTurn(db, 'trip:1', 1000, async () => {
      throw new Error('boom');
    });
    const next = inWriteTurn(db, 'trip:1', 1000, async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });

  it('caps the writes holding a connection at the writer slots', async () => {
    const db = {};
    setWriterSlots(db, 2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inWriteTurn(db, `trip:${i}`, 1000, async () => {
          running++;
          most = Math.max(most, running);
          await sleep(10);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('answers 503 with Retry-After to a write that waits too long, and the queue goes on', async () => {
    const db = {};
    const long = inWriteTurn(db, 'trip:1', 1000, () => sleep(100));
    const impatient = inWriteTurn(db, 'trip:1', 20, async () => 'never');
    const after = inWriteTurn(db, 'trip:1', 1000, async () => 'after');
    const err = await impatient.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).headers['Retry-After']).toBe('2');
    await long;
    await expect(after).resolves.toBe('after');
  });
});
