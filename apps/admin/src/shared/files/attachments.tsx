import { Button, buttonVariants } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { fileDisplayName } from '@backoffice/ui/file-validation';
import { formatDate } from '@backoffice/ui/format';
import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { PlainTable } from '../tables/plain-table.tsx';
import { AttachmentEditModal } from './attachment-edit-modal.tsx';
import { byNewest, formatSize, type StoredAttachment, type TypeOption } from './attachment-types.ts';
import { AttachmentUploadBar } from './attachment-upload-bar.tsx';
import { openFile } from './open-file.ts';
import { type AttachmentCalls, useAttachmentMutations } from './use-attachment-mutations.ts';

type Props = {
  attachments: StoredAttachment[];
  calls: AttachmentCalls;
  /** Accessible name of the list or table. */
  label?: string;
  /** Accessible name of the file input; each upload control of a screen has its own. */
  uploadLabel?: string;
  /** A table on a record's own Attachments tab; a list where it shares a section or a modal. */
  layout?: 'list' | 'table';
  /** Whether an upload is given a type (free text with suggestions). */
  canChooseType?: boolean;
  /** The allowed types when they are an enum (a select rather than free text). */
  typeOptions?: TypeOption[] | undefined;
  className?: string;
};

const icon = 'size-8 px-0';
const danger = 'text-stone-500 hover:bg-red-50 hover:text-red-600';

const IconButton = ({
  label,
  className,
  onClick,
  children,
}: {
  label: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Button variant="ghost" size="sm" className={cn(icon, className)} aria-label={label} onClick={onClick}>
    {children}
  </Button>
);

// The attachments of one owner (a vendor, a contract, a catalogue record, a destination), newest
// first: upload, open in a new tab through a signed link, rename and retype, delete after confirming.
export const Attachments = ({
  attachments,
  calls,
  label = 'Attachments',
  uploadLabel = 'Upload files',
  layout = 'list',
  canChooseType = false,
  typeOptions,
  className,
}: Props) => {
  const confirm = useConfirm();
  const mutations = useAttachmentMutations(calls);
  const [editing, setEditing] = useState<StoredAttachment | null>(null);
  const typeLabel = (type: string | null | undefined) =>
    (type && typeOptions?.find((option) => option.value === type)?.label) || type || '';
  const rows = [...attachments].sort(byNewest).map((attachment) => ({
    attachment,
    name: fileDisplayName(attachment.name, attachment.extension),
  }));

  const open = (attachment: StoredAttachment) => void openFile(attachment.filePath).catch(reportError);
  const remove = async (attachment: StoredAttachment) => {
    if (await confirm({ danger: true, confirmText: 'Delete' })) {
      await mutations.remove.mutateAsync(attachment.id).catch(() => undefined);
    }
  };
  const actions = (attachment: StoredAttachment, name: string) => (
    <>
      {calls.update ? (
        <IconButton label={`Edit ${name}`} onClick={() => setEditing(attachment)}>
          <Pencil className="size-4" aria-hidden />
        </IconButton>
      ) : null}
      <IconButton label={`Delete ${name}`} className={danger} onClick={() => void remove(attachment)}>
        <Trash2 className="size-4" aria-hidden />
      </IconButton>
    </>
  );

  return (
    <div className={cn('space-y-3', className)}>
      <AttachmentUploadBar
        label={uploadLabel}
        canChooseType={canChooseType}
        typeOptions={typeOptions}
        onUpload={(file, type) => mutations.upload.mutateAsync({ file, type })}
      />
      {rows.length === 0 ? (
        <p className="text-sm text-stone-500">No attachments</p>
      ) : layout === 'table' ? (
        <PlainTable label={label} headers={['File', 'Type', 'Size', 'Added']} actions={{ className: 'w-32' }}>
          {rows.map(({ attachment, name }) => (
            <tr key={attachment.id}>
              <td className="px-2 py-2 text-stone-800">{name}</td>
              <td className="px-2 py-2">
                {typeLabel(attachment.type) || <span className="text-stone-400">—</span>}
              </td>
              <td className="px-2 py-2 tabular-nums">{formatSize(attachment.size)}</td>
              <td className="px-2 py-2">{formatDate(attachment.createdAt)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                <IconButton label={`Open ${name}`} onClick={() => open(attachment)}>
                  <ExternalLink className="size-4" aria-hidden />
                </IconButton>
                {actions(attachment, name)}
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : (
        <ul aria-label={label} className="divide-y divide-stone-100 rounded-md border border-stone-200">
          {rows.map(({ attachment, name }) => (
            <li key={attachment.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText className="size-4 shrink-0 text-stone-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <span className="block truncate text-stone-800" title={name}>
                  {name}
                </span>
                <span className="text-xs text-stone-500">
                  {[typeLabel(attachment.type), formatSize(attachment.size), formatDate(attachment.createdAt)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              {/* A link, as in packages/ui's attachment list: it opens the signed link, not its href. */}
              <a
                href={`/files/${attachment.filePath}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${name}`}
                className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), icon)}
                onClick={(event) => {
                  event.preventDefault();
                  open(attachment);
                }}
              >
                <ExternalLink className="size-4" aria-hidden />
              </a>
              {actions(attachment, name)}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AttachmentEditModal
          attachment={editing}
          onSave={(body) => mutations.edit.mutateAsync({ id: editing.id, body })}
          onClose={() => setEditing(null)}
          typeOptions={typeOptions}
        />
      ) : null}
    </div>
  );
};
