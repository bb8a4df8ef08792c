import { taskComments, tasks } from '../tasks/tasks.ts';
import { attachmentsOf } from './file-tables.ts';

export const taskAttachments = attachmentsOf('task', () => tasks.id);
export const taskCommentAttachments = attachmentsOf('task_comment', () => taskComments.id);
