import { type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.ts';
import { taskCommentAttachments, taskComments, tasks } from '../db/schema/index.ts';
import type { Binder } from '../engine/binder.ts';

// Issue 26 API 7: who sees which task. Super admins, admins and managers see every task; the
// travel director also every task of a trip or a client; every other staff user the tasks
// assigned to them or created by them. Comments and files follow their task.
const everyTask = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER']);

export const seesEveryTask = (user: AuthUser) => user.roles.some((role) => everyTask.has(role));

// The condition on `tasks` (undefined: every task). The server's own writes (no user id: the
// automation's time triggers, the reminders) see every task.
export const taskVisible = (user: AuthUser, bind: Binder): SQL | undefined => {
  if (user.id == null || seesEveryTask(user)) {
    bind.add('every task');
    return undefined;
  }
  // The user's id is a bound value: the list's and the GET's statements are cached per shape.
  const me = bind.bind(user.id);
  const own = or(eq(tasks.assigneeId, me), eq(tasks.createdBy, me))!;
  if (user.roles.includes('ROLE_TRAVEL_DIRECTOR')) {
    bind.add('director');
    return sql`(${own} or ${tasks.tripId} is not null or ${tasks.clientId} is not null)`;
  }
  bind.add('own');
  return own;
};

export const taskCommentVisible = (user: AuthUser, bind: Binder): SQL | undefined => {
  const task = taskVisible(user, bind);
  return task && sql`exists (select 1 from ${tasks} where ${tasks.id} = ${taskComments.taskId} and ${task})`;
};

// A task's files: their owner is the task.
export const taskFileVisible =
  (ownerId: Column) =>
  (user: AuthUser, bind: Binder): SQL | undefined => {
    const task = taskVisible(user, bind);
    return task && sql`exists (select 1 from ${tasks} where ${tasks.id} = ${ownerId} and ${task})`;
  };

// A comment's files: their owner is a comment of a task.
export const taskCommentFileVisible = (user: AuthUser, bind: Binder): SQL | undefined => {
  const task = taskVisible(user, bind);
  return (
    task &&
    sql`exists (select 1 from ${taskComments} join ${tasks} on ${tasks.id} = ${taskComments.taskId}
      where ${taskComments.id} = ${taskCommentAttachments.ownerId} and ${task})`
  );
};
