import { taskAttachments, taskCommentAttachments } from '../db/schema/index.ts';
import { defineOwnerFiles, type FileResource } from '../files/define-file-resource.ts';
import { taskCommentFileVisible, taskFileVisible } from './task-access.ts';

// calls.md 7.10: files attached to a task and to a comment (POST form data with an `id` field
// naming the owner, DELETE /{id}); they follow their task's visibility, and a refused content is
// a 422 on `file` like the rest of the task's bad input.
const taskFiles = (resource: FileResource, rowAccess: FileResource['rowAccess']): FileResource => ({
  ...resource,
  rowAccess,
  upload: { ...resource.upload, idField: true, refusedTypeAs422: true },
});

export const taskFileResources = [
  ...defineOwnerFiles('Task', 'tasks', { attachments: taskAttachments }).map((r) =>
    taskFiles(r, taskFileVisible(taskAttachments.ownerId)),
  ),
  ...defineOwnerFiles('TaskComment', 'tasks', { attachments: taskCommentAttachments }).map((r) =>
    taskFiles(r, taskCommentFileVisible),
  ),
];
