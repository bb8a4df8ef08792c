import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchScheduler } from './fetch-scheduler.ts';

// A fetch that stays in flight until the test answers it.
const controlledFetch = () => {
  const pending: Array<() => void> = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        pending.push(resolve);
      }),
  );
  const answer = async () => {
    pending.shift()?.();
    // Lets the scheduler's finally (and a follow-up start) run.
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, answer };
};

describe('the header task fetch scheduler (800 ms debounce, one request in flight)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches once, 800 ms after the last of several quick route changes', async () => {
    const { run } = controlledFetch();
    const scheduler = createFetchScheduler(run);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(500);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(500);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(799);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.dispose();
  });

  it('never starts a second request while one runs: changes meanwhile make one more after it', async () => {
    const { run, answer } = controlledFetch();
    const scheduler = createFetchScheduler(run);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(run).toHaveBeenCalledTimes(1);
    // Three route changes while the first request is still out, each past the debounce.
    for (let i = 0; i < 3; i++) {
      scheduler.schedule();
      await vi.advanceTimersByTimeAsync(800);
    }
    expect(run).toHaveBeenCalledTimes(1);
    await answer();
    // One more (not three), started as soon as the first came back.
    expect(run).toHaveBeenCalledTimes(2);
    await answer();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.dispose();
  });

  it('refreshes at once after an edit, or right after the request in flight', async () => {
    const { run, answer } = controlledFetch();
    const scheduler = createFetchScheduler(run);
    scheduler.now();
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.now();
    expect(run).toHaveBeenCalledTimes(1);
    await answer();
    expect(run).toHaveBeenCalledTimes(2);
    await answer();
    scheduler.dispose();
  });

  it('keeps going after a failed request', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const scheduler = createFetchScheduler(run);
    scheduler.now();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.dispose();
  });
});
