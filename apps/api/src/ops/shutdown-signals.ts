import { logger } from './logger.ts';

// SIGTERM (an orchestrator, a balancer's drain) or SIGINT (Ctrl-C): stop gracefully (`stop`
// resolves true when everything in flight finished in time) and exit 0, else 1. A second signal
// while stopping ends the process at once.
export const exitOnSignals = (stop: () => Promise<boolean>) => {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      logger.info({ signal }, 'stopping: finishing the requests and jobs in flight');
      stop().then(
        (clean) => {
          logger.info({ clean }, 'stopped');
          process.exit(clean ? 0 : 1);
        },
        (err: unknown) => {
          logger.error({ err: (err as Error).message }, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }
};
