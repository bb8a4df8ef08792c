import { errorFields, logger } from '../ops/logger.ts';

// Tasks that hooks schedule for after the commit (a webhook must never see uncommitted data, and
// its failure must not undo the write): run in the background, failures logged.
export const afterCommitQueue = () => {
  const tasks: (() => Promise<unknown> | unknown)[] = [];
  return {
    add: (task: () => Promise<unknown> | unknown) => {
      tasks.push(task);
    },
    run: () => {
      for (const task of tasks.splice(0)) {
        Promise.resolve()
          .then(task)
          .catch((err: unknown) => logger.error(errorFields(err), 'after-commit task failed'));
      }
    },
  };
};
