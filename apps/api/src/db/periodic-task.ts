// A background task on the database (purges, sweeps): run at start-up and then every `everyMs`; a
// failure is logged and the next run tries again. Stopping waits for a run in flight, so that the
// server closes the database after it and not under it (a server stopped right after it started
// used to log "Cannot use a pool after calling end on the pool").
export const schedulePeriodic = (
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (e: Error) => void,
) => {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return; // a slow run is not doubled
    running = task()
      .then(
        () => undefined,
        (e: unknown) => onError(e as Error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
