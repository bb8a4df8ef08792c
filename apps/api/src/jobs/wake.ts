import type { Db } from '../db/client.ts';

// Wakes this process's workers of a queue (and the change-feed dispatcher) after a commit, instead
// of waiting for their next poll; other processes find the work on their own poll.
// The name the change-feed dispatcher listens to (any commit may have written changes).
export const changeFeedWakeName = 'change-feed';

const listeners = new WeakMap<Db, Set<(name: string) => void>>();

export const onWake = (db: Db, listener: (name: string) => void) => {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

export const wakeWorkers = (db: Db, name: string) => {
  for (const listener of listeners.get(db) ?? []) listener(name);
};
