import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { fileDisplayName, validateAttachmentFile } from '@backoffice/ui/file-validation';
import { formatDate } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import type { QueryKey } from '@tanstack/react-query';
import { ExternalLink, Paperclip, Pencil, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { reportError } from '../../../lib/query-client.ts';
import { openFile } from '../api/open-file.ts';
import { useFileMutations } from '../api/use-file-mutations.ts';
import type { FileApi, FileRecord } from '../types.ts';
import { AttachmentEditModal } from './attachment-edit-modal.tsx';
import { ATTACHMENT_TYPES, ATTACHMENT_TYPES_LIST } from './attachment-types.ts';

type Props = { files: FileApi; owner: string; attachments: FileRecord[]; refreshKey: QueryKey };

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

// The attachments of a record (calls.md 7.2 <kind>_attachments): upload (any type under 10 MB,
// with an optional type), open in a new tab through a signed link, rename/retype, delete.
export const AttachmentsPanel = ({ files, owner, attachments, refreshKey }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(0);
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const confirm = useConfirm();
  const mutations = useFileMutations(files, owner, refreshKey);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const rejected = picked.flatMap((file) => {
      const message = validateAttachmentFile(file);
      return message ? [picked.length > 1 ? `${file.name}: ${message}` : message] : [];
    });
    setErrors(rejected);
    const accepted = picked.filter((file) => !validateAttachmentFile(file));
    setPending((n) => n + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          await mutations.upload.mutateAsync({ file, type: type.trim() || undefined });
          toast.success(`${file.name} file uploaded successfully.`);
        } catch {
          // The query client has shown the error (413, 415...).
        } finally {
          setPending((n) => n - 1);
        }
      }),
    );
  };

  return (
    <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor="attachment-upload-type" className="block text-sm font-medium text-stone-700">
            Type of the next upload
          </label>
          <TextInput
            id="attachment-upload-type"
            list={ATTACHMENT_TYPES_LIST}
            maxLength={64}
            value={type}
            onChange={(event) => setType(event.target.value)}
            placeholder="e.g. Brochure"
            className="w-56"
          />
          <datalist id={ATTACHMENT_TYPES_LIST}>
            {ATTACHMENT_TYPES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          aria-label="Upload files"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void onPick(event)}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <Paperclip className="size-4" aria-hidden />
          Upload files
        </Button>
        {pending > 0 ? <Spinner size="sm" label="Uploading" /> : null}
        <p className="text-xs text-stone-500">Any file under 10 MB.</p>
      </div>
      {errors.map((error) => (
        <p key={error} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ))}
      {attachments.length === 0 ? (
        <p className="text-sm text-stone-500">No attachments</p>
      ) : (
        <table aria-label="Attachments" className="w-full text-sm">
          <thead className="border-b border-stone-200 text-left text-stone-600">
            <tr>
              <th className="px-2 py-2 font-medium">File</th>
              <th className="px-2 py-2 font-medium">Type</th>
              <th className="px-2 py-2 font-medium">Size</th>
              <th className="px-2 py-2 font-medium">Added</th>
              <th className="w-32 px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {attachments.map((attachment) => {
              const name = fileDisplayName(attachment.name, attachment.extension);
              return (
                <tr key={attachment.id}>
                  <td className="px-2 py-2 text-stone-800">{name}</td>
                  <td className="px-2 py-2">
                    {attachment.type || <span className="text-stone-400">—</span>}
                  </td>
                  <td className="px-2 py-2 tabular-nums">{size(attachment.size)}</td>
                  <td className="px-2 py-2">{formatDate(attachment.createdAt)}</td>
                  <td className="px-2 py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Open ${name}`}
                      onClick={() => void openFile(attachment.filePath).catch(reportError)}
                    >
                      <ExternalLink className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${name}`}
                      onClick={() => setEditing(attachment)}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${name}`}
                      onClick={async () => {
                        if (await confirm({ danger: true, confirmText: 'Delete' })) {
                          await mutations.remove.mutateAsync(attachment.id).catch(() => undefined);
                        }
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing ? (
        <AttachmentEditModal
          attachment={editing}
          onSave={(body) => mutations.update.mutateAsync({ id: editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
};
