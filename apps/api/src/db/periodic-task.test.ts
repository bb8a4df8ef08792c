import { describe, expect, it } from 'vitest';
import { schedulePeriodic } from './periodic-task.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('schedulePeriodic', () => {
  it('runs at once, and stopping waits for the run in flight', async () => {
    const events: string[] = [];
    const stop = schedulePeriodic(
      async () => {
        events.push('start');
        await sleep(50);
        events.push('end');
      },
      60_000,
      () => events.push('error'),
    );
    await stop();
    events.push('stopped');
    expect(events).toEqual(['start', 'end', 'stopped']);
  });

  it('logs a failure instead of throwing, and runs again on the next tick', async () => {
    const errors: string[] = [];
    let runs = 0;
    const stop = schedulePeriodic(
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      20,
      (e) => errors.push(e.message),
    );
    await sleep(70);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.slice(0, 2)).toEqual(['run 1', 'run 2']);
  });
});
