import {
  createTaskComment,
  createTaskCommentAttachment,
  deleteTaskComment,
  deleteTaskCommentAttachment,
  getStaffMember,
  listTaskComments,
  type TaskComment,
  updateTaskComment,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffName } from './staff-source.ts';
import { textToHtml } from './task-description.ts';
import { taskKeys } from './task-keys.ts';

// A task's comment thread (calls.md 7.10: POST /api/task_comments, PATCH and DELETE /{id}, comment
// attachments POST /api/task_comment_attachments and DELETE /{id}), oldest first.
export const useTaskCommentsQuery = (taskId: number) =>
  useQuery({
    queryKey: taskKeys.comments(taskId),
    queryFn: async (): Promise<TaskComment[]> =>
      (await listTaskComments({ 'task.id': String(taskId), 'order[id]': 'asc', itemsPerPage: 100 })).data[
        'hydra:member'
      ],
  });

/** A comment's author, by the user id the comment keeps. */
export const useAuthorName = (userId: number | null) =>
  useQuery({
    queryKey: ['staff', userId],
    queryFn: async () => staffName((await getStaffMember(userId!)).data),
    enabled: userId !== null,
    staleTime: 300_000,
    meta: { silent: true },
    retry: false,
  });

export const useTaskCommentMutations = (taskId: number, taskIri: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) });
  // A new comment and its files: the comment first, then each file on it.
  const create = useMutation({
    mutationFn: async ({ text, files }: { text: string; files: File[] }) => {
      const { data: comment } = await createTaskComment({ task: taskIri, body: textToHtml(text) });
      for (const file of files) await createTaskCommentAttachment({ file, taskComment: comment['@id'] });
      return comment;
    },
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      updateTaskComment(id, { body: textToHtml(text) }),
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully' },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTaskComment(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  const attach = useMutation({
    mutationFn: ({ commentIri, file }: { commentIri: string; file: File }) =>
      createTaskCommentAttachment({ file, taskComment: commentIri }),
    onSettled: refresh,
  });
  const detach = useMutation({
    mutationFn: (id: number) => deleteTaskCommentAttachment(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { create, update, remove, attach, detach };
};
