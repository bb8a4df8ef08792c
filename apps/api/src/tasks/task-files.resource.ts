import { taskAttachments, taskCommentAttachments } from '../db/schema/index.ts';
import { defineOwnerFiles } from '../files/define-file-resource.ts';

// calls.md 7.10: files attached to a task and to a comment (POST form data, DELETE /{id}).
export const taskFileResources = [
  ...defineOwnerFiles('Task', 'tasks', { attachments: taskAttachments }),
  ...defineOwnerFiles('TaskComment', 'tasks', { attachments: taskCommentAttachments }),
];
