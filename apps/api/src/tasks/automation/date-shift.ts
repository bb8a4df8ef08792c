import { and, eq, inArray, sql } from 'drizzle-orm';
import { tasks, trips } from '../../db/schema/index.ts';
import type { Reaction } from '../../engine/reactions.ts';
import { updateWhere } from '../../engine/record-sets.ts';
import { systemActor } from '../../engine/system-writes.ts';
import { openTaskStatuses } from '../../enums/task-values.ts';
import { daysBetween } from '../../trips/trip-days.ts';
import { tasksResource } from '../tasks.resource.ts';

const dayMs = 86_400_000;

// The open tasks of a trip made by a time trigger counted from one of its dates, told by their
// occurrence key (`trip:42:before_departure:14`): they stay the same number of days before the
// departure, or after the return, when the trip's dates move. Done and cancelled tasks keep their
// date (their history), and the tasks counted from an item's dates (request_unanswered) or made
// by hand are not the trip's dates' to move.
const moved = (tripId: number, trigger: 'before_departure' | 'after_return') =>
  and(
    eq(tasks.tripId, tripId),
    inArray(tasks.status, [...openTaskStatuses]),
    sql`${tasks.triggerKey} like ${`trip:${tripId}:${trigger}:%`}`,
  )!;

// A trip's new dates move those tasks' due dates by the same number of days, in the transaction of
// the change (whichever writer moved the dates: the trip's PATCH, a date range, an import), through
// the record service (versions bumped: a calendar holding the old version is told it changed), as
// the system.
export const dateShiftReaction: Reaction = {
  table: trips,
  run: async (ctx, batch) => {
    for (const { before, after } of batch.rows) {
      if (!before) continue;
      const shifts = [
        ['before_departure', daysBetween(before.startDate as string, after.startDate as string)],
        ['after_return', daysBetween(before.endDate as string, after.endDate as string)],
      ] as const;
      for (const [trigger, days] of shifts) {
        if (days === 0) continue;
        await updateWhere(
          // The server's rule, over every task of the trip whoever moved it (a user's per-row
          // access would leave out the tasks they do not see); the trip's audit row names them.
          { ...ctx, actor: systemActor },
          tasksResource,
          moved(after.id as number, trigger),
          (task) => (task.dueDate ? { dueDate: new Date(task.dueDate.getTime() + days * dayMs) } : undefined),
          // The server's own values: the task rules (an assignee still active...) are not asked again.
          { beforeWrite: false },
        );
      }
    }
  },
};
