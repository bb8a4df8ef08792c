import { getTask, type ListTasksParams, listTasks, type Task, updateTask } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { type QueryPairs, toParams } from '../../lib/records/list-query.ts';

// The task calendars' data (product.md §2.5): the tasks due in the visible range, filtered by
// assignee and status as the URL says, and the drag that moves a task's due date.

/** The visible range as FullCalendar gives it: instants, the end exclusive. */
export type VisibleRange = { start: Date; end: Date };
export type TaskFilters = { assignees: readonly string[]; statuses: readonly string[] };

// Every task key starts with 'tasks': whatever edits a task (the shell's task dialog, the header)
// and invalidates ['tasks'] refreshes the calendars too.
export const taskCalendarKeys = {
  all: ['tasks'] as const,
  range: (pairs: QueryPairs) => ['tasks', 'calendar', pairs] as const,
};

const isId = (value: string) => /^\d+$/.test(value);

/**
 * GET /api/tasks for the range: due on or after its start and before its end (`before` is
 * inclusive, so the last millisecond before the end), the assignees and statuses chosen, by due
 * date. Deadlines are instants: the range is the viewer's local days as UTC instants.
 */
export const calendarPairs = (range: VisibleRange, filters: TaskFilters): QueryPairs => [
  ['dueDate[after]', range.start.toISOString()],
  ['dueDate[before]', new Date(range.end.getTime() - 1).toISOString()],
  ...filters.assignees.filter(isId).map((id): [string, string] => ['assignee.id[]', id]),
  ...filters.statuses.map((status): [string, string] => ['status[]', status]),
  ['order[dueDate]', 'asc'],
  ['itemsPerPage', '200'],
];

/** Every page of the range's tasks (a month of a busy team may pass one page). */
export const calendarTasksQuery = (range: VisibleRange, filters: TaskFilters) => {
  const pairs = calendarPairs(range, filters);
  return {
    queryKey: taskCalendarKeys.range(pairs),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Task[]> => {
      const tasks: Task[] = [];
      for (let page = 1; ; page++) {
        const params = toParams([...pairs, ['page', String(page)]]) as ListTasksParams;
        const data = (await listTasks(params, { signal })).data;
        tasks.push(...data['hydra:member']);
        if (data['hydra:member'].length === 0 || tasks.length >= data['hydra:totalItems']) return tasks;
      }
    },
  };
};

/** A 412-like refusal: the task changed since the calendar read it. */
export class StaleTaskError extends Error {
  readonly status = 412;
}

/**
 * The drag: the task's new due date, written with If-Match. A list row carries no version, so the
 * version is read first and refused when the task changed since the calendar showed it (its
 * updatedAt differs); between that read and the PATCH, If-Match refuses a change made meanwhile
 * (412). The time of day is kept: a task due 17:00 moved to another day is due 17:00 that day.
 */
export const moveTask = async (task: Pick<Task, 'id' | 'updatedAt'>, dueDate: Date) => {
  const current = await getTask(task.id);
  if (current.data.updatedAt !== task.updatedAt)
    throw new StaleTaskError('This task was changed by someone else meanwhile: it is shown as it is now.');
  const etag = etagOf(current);
  return (await updateTask(task.id, { dueDate: dueDate.toISOString() }, etag ? { ifMatch: etag } : {})).data;
};

// Distinct, readable colours for the team calendar's assignees (Tailwind 600s), by the assignee's
// place in the staff list so that two people seldom share one.
export const assigneePalette = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#9333ea',
  '#dc2626',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#4f46e5',
  '#ea580c',
  '#0d9488',
  '#7c3aed',
];

export const colourOf = (index: number) => assigneePalette[index % assigneePalette.length]!;

/** Filters from the URL's query: assignee=3&assignee=7&status=pending. */
export const filtersOf = (search: string): TaskFilters => {
  const params = new URLSearchParams(search);
  return { assignees: params.getAll('assignee'), statuses: params.getAll('status') };
};

/** The URL's query with one filter's values replaced, the rest (task=…) kept. */
export const withFilter = (search: string, key: 'assignee' | 'status', values: readonly string[]) => {
  const params = new URLSearchParams(search);
  params.delete(key);
  for (const value of values) params.append(key, value);
  return params.toString();
};

/** The URL's query with the task to open (the shell's task dialog opens from ?task={id}). */
export const withTask = (search: string, id: number) => {
  const params = new URLSearchParams(search);
  params.set('task', String(id));
  return params.toString();
};
