import { taskComments, tasks } from '../tasks/tasks.ts';
import { attachmentTable } from './file-tables.ts';

export const taskAttachments = attachmentTable('task_attachments', 'task_id', () => tasks.id);
export const taskCommentAttachments = attachmentTable(
  'task_comment_attachments',
  'task_comment_id',
  () => taskComments.id,
);
