import { Button } from '@backoffice/ui/button';
import { validateAttachmentFile } from '@backoffice/ui/file-validation';
import { Textarea } from '@backoffice/ui/textarea';
import { Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTaskCommentMutations, useTaskCommentsQuery } from './task-comment-api.ts';
import { TaskCommentItem } from './task-comment-item.tsx';

type Props = { taskId: number; taskIri: string; userId: number; isAdmin: boolean };

// The task's comment thread and a new comment, with files (each under 10 MB, checked before any call).
export const TaskComments = ({ taskId, taskIri, userId, isAdmin }: Props) => {
  // A comment's author is its createdBy, a user IRI.
  const userIri = `/api/users/${userId}`;
  const comments = useTaskCommentsQuery(taskId);
  const mutations = useTaskCommentMutations(taskId, taskIri);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!text.trim()) return;
    try {
      await mutations.create.mutateAsync({ text, files });
      setText('');
      setFiles([]);
    } catch {
      // The error toast has said why; the text stays for another try.
    }
  };
  return (
    <section aria-label="Comments" className="space-y-3">
      <h3 className="text-sm font-semibold text-stone-800">Comments</h3>
      {comments.data?.length ? (
        <ul className="space-y-2">
          {comments.data.map((comment) => (
            <TaskCommentItem
              key={comment.id}
              comment={comment}
              isOwn={comment.createdBy === userIri}
              canDelete={comment.createdBy === userIri || isAdmin}
              mutations={mutations}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">{comments.isPending ? 'Loading…' : 'No comments yet.'}</p>
      )}
      <div className="space-y-2">
        <Textarea
          aria-label="New comment"
          placeholder="Write a comment…"
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {files.length ? (
          <p className="text-xs text-stone-600">
            {files.map((file) => file.name).join(', ')}{' '}
            <button type="button" className="text-stone-500 underline" onClick={() => setFiles([])}>
              Remove
            </button>
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-xs text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <input
            ref={input}
            type="file"
            multiple
            className="sr-only"
            aria-label="Attach files to the comment"
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              const refused = picked.map(validateAttachmentFile).find(Boolean);
              setError(refused ?? null);
              setFiles((current) => [...current, ...picked.filter((file) => !validateAttachmentFile(file))]);
            }}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <Paperclip className="size-4" aria-hidden />
            Attach
          </Button>
          <Button size="sm" disabled={!text.trim() || mutations.create.isPending} onClick={() => void send()}>
            {mutations.create.isPending ? 'Sending…' : 'Comment'}
          </Button>
        </div>
      </div>
    </section>
  );
};
