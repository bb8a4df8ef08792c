import { taskComments } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { taskCommentVisible } from './task-access.ts';
import { taskCommentHooks } from './task-comment-rules.ts';
import { taskHtml } from './task-fields.ts';

// calls.md 7.10: comments on a task; the author is the caller (createdBy).
export const taskCommentsResource = defineResource({
  type: 'TaskComment',
  path: 'task_comments',
  table: taskComments,
  access: 'tasks',
  updateVerbs: ['PATCH'],
  writable: { body: taskHtml() },
  required: ['task', 'body'],
  fixedAfterCreate: ['task'],
  relations: {
    // The author (the caller who wrote it), as the user's IRI.
    createdBy: { kind: 'one', target: 'User', fk: 'createdBy', readOnly: true },
    task: { kind: 'one', target: 'Task', fk: 'taskId' },
    attachments: { kind: 'many', target: 'TaskCommentAttachment', fk: 'ownerId', embed: true },
  },
  filters: { 'task.id': { kind: 'exact', path: 'task.id' } },
  rowAccess: taskCommentVisible,
  hooks: taskCommentHooks,
  order: ['id', 'createdAt'],
  defaultOrder: { id: 'asc' },
});
