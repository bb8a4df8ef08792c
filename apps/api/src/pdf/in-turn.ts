// Work under one key runs one after the other in this process (each waits for the one before it
// to settle, failed or not); other keys run freely. No database connection or lock is held while
// waiting. The map keeps only keys with work pending.
const tails = new Map<string, Promise<unknown>>();

export const inTurn = <R>(key: string, work: () => Promise<R>): Promise<R> => {
  const before = tails.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const tail = mine.then(
    () => {},
    () => {},
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return mine;
};
