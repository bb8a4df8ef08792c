import type { tasks } from '../db/schema/index.ts';
import type { ResourceHooks } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';
import { addRecordNames } from './task-record-names.ts';
import { attachmentCount, userIsActive } from './tasks.queries.ts';

export const evidenceMessage = 'Attach the evidence (a file) before completing this task.';
export const inactiveAssigneeMessage = 'This user is not active: assign the task to an active staff user.';

// A task's rules on every write (HTTP or the automation's): an active assignee, the completion
// instant kept with the status, evidence before completion, and `seen` reset for a new assignee.
export const taskHooks: ResourceHooks<typeof tasks> = {
  beforeWrite: async (values, ctx) => {
    const { existing } = ctx;
    if ('assigneeId' in values && values.assigneeId !== existing?.assigneeId) {
      if (values.assigneeId == null) {
        throw unprocessable([{ propertyPath: 'assignee', message: 'This value should not be blank.' }]);
      }
      // An unknown user is already a 422 (the reference check); an inactive one cannot work on it.
      if ((await userIsActive(ctx.tx, values.assigneeId)) !== true) {
        throw unprocessable([{ propertyPath: 'assignee', message: inactiveAssigneeMessage }]);
      }
      // The new assignee has not seen it yet (their header list shows it).
      if (existing) values.seen = false;
    }
    const before = existing?.status;
    const after = values.status ?? before;
    if (after === 'completed' && before !== 'completed') {
      const requiresEvidence = values.requiresEvidence ?? existing?.requiresEvidence ?? false;
      // A new task has no file yet: one that requires evidence is created open.
      if (requiresEvidence && (!existing || (await attachmentCount(ctx.tx, existing.id)) === 0)) {
        throw unprocessable([{ propertyPath: 'status', message: evidenceMessage }]);
      }
      values.completedAt = new Date();
    } else if (before === 'completed' && after !== 'completed') {
      values.completedAt = null;
    }
    return values;
  },
  afterList: (items, { tx }) => addRecordNames(tx, items),
  afterRead: (item, { tx }) => addRecordNames(tx, [item]),
};
