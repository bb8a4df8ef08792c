// The query keys of the tasks screens: every task read sits under ['tasks'], so a write refreshes
// them all with one invalidation (lists, panels, the open task, its comments).
export const taskKeys = {
  all: ['tasks'] as const,
  item: (id: number) => ['tasks', 'item', id] as const,
  mine: (userId: number) => ['tasks', 'mine', userId] as const,
  record: (kind: TaskRecordKind, id: number) => ['tasks', 'record', kind, id] as const,
  comments: (taskId: number) => ['tasks', 'comments', taskId] as const,
};

/** The records a task may belong to that have a task side panel. */
export type TaskRecordKind = 'trip' | 'client';
