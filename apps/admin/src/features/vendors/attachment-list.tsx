import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { fileDisplayName, validateAttachmentFile } from '@backoffice/ui/file-validation';
import { formatDate } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { ExternalLink, FileText, Paperclip, Pencil, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { type AttachmentOwner, useAttachmentMutations } from './api/use-attachment-mutations.ts';
import { AttachmentEditModal } from './attachment-edit-modal.tsx';
import { attachmentTypes, formatSize, type StoredAttachment } from './attachment-types.ts';
import { openFile } from './open-file.ts';

type Props = { owner: AttachmentOwner; attachments: StoredAttachment[]; label?: string };

// The attachments of a vendor or a contract: upload (under 10 MB, with a type), open in a new tab,
// rename and retype, delete after confirming.
export const AttachmentList = ({ owner, attachments, label = 'Attachments' }: Props) => {
  const typeListId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const { upload, edit, remove } = useAttachmentMutations(owner);
  const [type, setType] = useState('');
  const [pending, setPending] = useState(0);
  const [rejected, setRejected] = useState<string[]>([]);
  const [editing, setEditing] = useState<StoredAttachment | null>(null);
  const sorted = [...attachments].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const accepted = files.filter((file) => !validateAttachmentFile(file));
    setRejected(
      files
        .filter((file) => validateAttachmentFile(file))
        .map((f) => `${f.name}: ${validateAttachmentFile(f)}`),
    );
    setPending((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          await upload.mutateAsync({ file, type: type.trim() || null });
          toast.success(`${file.name} file uploaded successfully.`);
        } catch {
          // The query client has shown the error (413, 415...).
        } finally {
          setPending((count) => count - 1);
        }
      }),
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${typeListId}-type`} className="sr-only">
          Type of the uploaded files
        </label>
        <input
          id={`${typeListId}-type`}
          list={typeListId}
          value={type}
          maxLength={64}
          onChange={(event) => setType(event.target.value)}
          placeholder="Type (optional)"
          className="h-8 w-44 rounded-md border border-stone-300 bg-white px-2 text-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
        <datalist id={typeListId}>
          {attachmentTypes.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
        <input
          ref={inputRef}
          type="file"
          multiple
          aria-label={`Upload ${label.toLowerCase()}`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void pick(event)}
        />
        <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
          <Paperclip className="size-4" aria-hidden />
          Upload files
        </Button>
        {pending > 0 ? <Spinner size="sm" label="Uploading" /> : null}
      </div>
      {rejected.map((message) => (
        <p key={message} role="alert" className="text-xs text-red-600">
          {message}
        </p>
      ))}
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-500">No attachments</p>
      ) : (
        <ul aria-label={label} className="divide-y divide-stone-100 rounded-md border border-stone-200">
          {sorted.map((attachment) => {
            const name = fileDisplayName(attachment.name, attachment.extension);
            return (
              <li key={attachment.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-stone-400" aria-hidden />
                <div className="min-w-0 flex-1">
                  <span className="block truncate text-stone-800" title={name}>
                    {name}
                  </span>
                  <span className="text-xs text-stone-500">
                    {[attachment.type, formatSize(attachment.size), formatDate(attachment.createdAt)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-8 px-0"
                  aria-label={`Open ${name}`}
                  onClick={() => void openFile(attachment.filePath).catch(reportError)}
                >
                  <ExternalLink className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-8 px-0"
                  aria-label={`Edit ${name}`}
                  onClick={() => setEditing(attachment)}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-8 px-0 text-stone-500 hover:bg-red-50 hover:text-red-600"
                  aria-label={`Delete ${name}`}
                  onClick={async () => {
                    if (await confirm({ danger: true, confirmText: 'Delete' })) {
                      await remove.mutateAsync(attachment.id).catch(() => undefined);
                    }
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AttachmentEditModal
          attachment={editing}
          onSave={(body) => edit.mutateAsync({ id: editing.id, ...body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
};
