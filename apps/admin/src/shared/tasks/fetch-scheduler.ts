// product.md §9 and calls.md §7.10: the header's task fetch runs on each route change, debounced
// 800 ms, with never more than one request in flight. A change that comes while a request runs
// asks for one more after it (its answer may predate the change), never a parallel one; however
// many changes come meanwhile, one more request is enough.
export const TASK_FETCH_DEBOUNCE_MS = 800;

export type FetchScheduler = {
  /** A route change: fetch once things have been quiet for the debounce. */
  schedule: () => void;
  /** Fetch now (after an edit that changed a status), or right after the request in flight. */
  now: () => void;
  dispose: () => void;
};

export const createFetchScheduler = (
  run: () => Promise<unknown>,
  delay = TASK_FETCH_DEBOUNCE_MS,
): FetchScheduler => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  let isWanted = false;
  let isDisposed = false;
  const start = () => {
    isRunning = true;
    isWanted = false;
    // A failed fetch keeps the last count: the next route change tries again.
    void run()
      .catch(() => undefined)
      .finally(() => {
        isRunning = false;
        if (isWanted && !isDisposed) start();
      });
  };
  const now = () => {
    clearTimeout(timer);
    if (isDisposed) return;
    if (isRunning) isWanted = true;
    else start();
  };
  return {
    schedule: () => {
      clearTimeout(timer);
      timer = setTimeout(now, delay);
    },
    now,
    dispose: () => {
      isDisposed = true;
      clearTimeout(timer);
    },
  };
};
