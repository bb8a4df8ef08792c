import { ApiError } from '../http/problem.ts';

// Write transactions wait for their turn here, in the process, holding no database connection:
// - per key (a trip): one write of the key at a time, in arrival order, so concurrent writes of one
//   trip do not each take a pooled connection to wait on the trip's row locks (issue 23.5);
// - per database: at most `slots` write transactions at once, so writers (even on different keys,
//   or waiting on a lock another process holds) always leave connections to the readers.
// Across processes the row locks still decide, their waits bounded by lock_timeout (records.ts).

type Places = {
  take: (waitMs: number, busy: () => ApiError) => Promise<() => void>;
  isIdle: () => boolean;
  stats: () => { free: number; waiting: number };
};

// `size` places handed out in arrival order; a waiter gives up after waitMs.
const places = (size: number): Places => {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const releaseOnce = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  return {
    take: (waitMs, busy) =>
      new Promise((resolve, reject) => {
        if (free > 0) {
          free--;
          resolve(releaseOnce());
          return;
        }
        const grant = () => {
          clearTimeout(timer);
          resolve(releaseOnce());
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(busy());
        }, waitMs);
        waiting.push(grant);
      }),
    isIdle: () => free === size && waiting.length === 0,
    stats: () => ({ free, waiting: waiting.length }),
  };
};

const busy = (what: string) => () =>
  new ApiError(503, `${what} Please try again in a moment.`, { headers: { 'Retry-After': '2' } });
const keyBusy = busy('This record is busy with other changes.');
const slotsBusy = busy('The server is busy with other changes.');

type Turns = { slots: Places | undefined; keys: Map<string, Places> };
// Per database handle (tests open several in one process).
const turnsByDb = new WeakMap<object, Turns>();
const turnsOf = (db: object) => {
  let turns = turnsByDb.get(db);
  if (!turns) {
    turns = { slots: undefined, keys: new Map() };
    turnsByDb.set(db, turns);
  }
  return turns;
};

// How many write transactions may hold a connection at once (db/client.ts: the pool's size less
// the connections kept for readers; 1 on PGlite, whose one connection a transaction holds).
export const setWriterSlots = (db: object, slots: number) => {
  turnsOf(db).slots = places(Math.max(1, slots));
};

// The writer slots of a database now (ops/metrics.ts): free, and write transactions waiting.
export const writerSlotStats = (db: object) => turnsOf(db).slots?.stats() ?? { free: 0, waiting: 0 };

// Runs `work` in its turn: after the writes of the same key that came first (none when no key),
// then in a writer slot. Waiting longer than waitMs for either is a 503 with Retry-After.
export const inWriteTurn = async <R>(
  db: object,
  key: string | undefined,
  waitMs: number,
  work: () => Promise<R>,
): Promise<R> => {
  const turns = turnsOf(db);
  let leaveKey: (() => void) | undefined;
  if (key !== undefined) {
    let queue = turns.keys.get(key);
    if (!queue) {
      queue = places(1);
      turns.keys.set(key, queue);
    }
    const mine = queue;
    const release = await mine.take(waitMs, keyBusy).catch((err: unknown) => {
      if (mine.isIdle()) turns.keys.delete(key);
      throw err;
    });
    leaveKey = () => {
      release();
      if (mine.isIdle() && turns.keys.get(key) === mine) turns.keys.delete(key);
    };
  }
  try {
    const leaveSlot = turns.slots ? await turns.slots.take(waitMs, slotsBusy) : undefined;
    try {
      return await work();
    } finally {
      leaveSlot?.();
    }
  } finally {
    leaveKey?.();
  }
};
