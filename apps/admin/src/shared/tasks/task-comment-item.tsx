import type { TaskComment } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { fileDisplayName } from '@backoffice/ui/file-validation';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { openFile } from '../files/open-file.ts';
import { EntryEditor } from './entry-editor.tsx';
import { EntryHeader } from './entry-header.tsx';
import { useAuthorName, type useTaskCommentMutations } from './task-comment-api.ts';
import { htmlToText } from './task-description.ts';

type Props = {
  comment: TaskComment;
  /** The viewer wrote it: they may edit it (calls.md 7.10: only the author edits). */
  isOwn: boolean;
  /** The author or an admin deletes. */
  canDelete: boolean;
  mutations: ReturnType<typeof useTaskCommentMutations>;
};

// One comment: its author and time (the viewer's zone), its text and files; its author edits it.
export const TaskCommentItem = ({ comment, isOwn, canDelete, mutations }: Props) => {
  const confirm = useConfirm();
  const author = useAuthorName(idFromIri(comment.createdBy ?? '') ?? null);
  const [draft, setDraft] = useState<string | null>(null);
  const text = htmlToText(comment.body);
  const save = async () => {
    if (draft === null || !draft.trim()) return;
    await mutations.update.mutateAsync({ id: comment.id, text: draft }).catch(() => undefined);
    setDraft(null);
  };
  const remove = async () => {
    if (await confirm({ danger: true, confirmText: 'Delete' }))
      await mutations.remove.mutateAsync(comment.id).catch(() => undefined);
  };
  return (
    <li
      aria-label={`Comment by ${author.data ?? '…'}`}
      className="space-y-1 rounded-md border border-stone-200 p-3"
    >
      <EntryHeader
        noun="comment"
        author={author.data}
        createdAt={comment.createdAt}
        onEdit={isOwn && draft === null ? () => setDraft(text) : undefined}
        onDelete={canDelete ? () => void remove() : undefined}
      />
      {draft === null ? (
        <p className="whitespace-pre-line text-sm text-stone-800">{text}</p>
      ) : (
        <EntryEditor
          noun="comment"
          draft={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSave={() => void save()}
          pending={mutations.update.isPending}
        />
      )}
      {comment.attachments.length ? (
        <ul aria-label="Comment files" className="flex flex-wrap gap-2">
          {comment.attachments.map((file) => {
            const name = fileDisplayName(file.name, file.extension);
            return (
              <li key={file.id} className="flex items-center gap-1 rounded bg-stone-100 px-2 py-0.5 text-xs">
                <Paperclip className="size-3" aria-hidden />
                <button
                  type="button"
                  className="hover:underline"
                  onClick={() => void openFile(file.filePath).catch(reportError)}
                >
                  {name}
                </button>
                {isOwn ? (
                  <button
                    type="button"
                    aria-label={`Remove ${name}`}
                    className="text-stone-500 hover:text-red-600"
                    onClick={() => void mutations.detach.mutateAsync(file.id).catch(() => undefined)}
                  >
                    ×
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
};
