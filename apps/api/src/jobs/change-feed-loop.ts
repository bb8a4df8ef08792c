import { dispatchChanges, ensureCursors } from './change-feed.ts';
import type { JobDeps } from './define-job.ts';
import type { Subscriber } from './on-change.ts';
import { changeFeedWakeName, onWake } from './wake.ts';

// The dispatcher of a worker process: a round after every commit of this process (inTransaction
// wakes it), and a poll for the changes other processes commit. Several processes may run it: a
// subscriber's cursor row is locked for its round, the others skip it.
// coalesceMs: the shortest time between two rounds; the commits of that time share one round (a
// round per write would double the queries of a busy process).
export const startChangeFeed = async (
  deps: JobDeps,
  subscribers: Subscriber[],
  opts: { pollMs?: number; coalesceMs?: number } = {},
) => {
  await ensureCursors(deps.db, subscribers);
  const pollMs = opts.pollMs ?? 1000;
  const coalesceMs = opts.coalesceMs ?? 25;
  let stopped = false;
  let woken = false;
  let wakeUp: (() => void) | undefined;
  const stopWaking = onWake(deps.db, (name) => {
    if (name !== changeFeedWakeName) return;
    woken = true;
    wakeUp?.();
  });
  const loop = (async () => {
    while (!stopped) {
      woken = false;
      let held = false;
      if (subscribers.length > 0) {
        try {
          await dispatchChanges(deps, subscribers, {
            onHeld: () => {
              held = true;
            },
          });
        } catch (err) {
          console.warn(`change feed: ${err instanceof Error ? err.message : err}`);
        }
      }
      if (stopped) break;
      await new Promise((r) => setTimeout(r, coalesceMs));
      // A commit during the round or just after: another round now.
      if (woken || stopped) continue;
      // Changes held behind another transaction: back in 200 ms (it may be a long one), not a poll.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, held ? Math.min(200, pollMs) : pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();
  return {
    // The round in flight finishes (its handlers and the cursor commit together).
    stop: async () => {
      stopped = true;
      stopWaking();
      wakeUp?.();
      await loop;
    },
  };
};
