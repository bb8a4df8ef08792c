import { ExternalLink, FileText, Paperclip, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { fileDisplayName, validateAttachmentFile } from './file-validation.ts';
import { Spinner } from './spinner.tsx';

export type Attachment = { id: string; name: string; extension?: string | null; url: string };

export type AttachmentUploadProps = {
  attachments: Attachment[];
  /** Called once per accepted file; a returned promise shows a pending state. */
  onUpload?: (file: File) => void | Promise<void>;
  onDelete?: (attachment: Attachment) => void;
  /** Opens the file itself (e.g. after asking the API for a signed link) instead of following `url`. */
  onOpen?: (attachment: Attachment) => void;
  canUpload?: boolean;
  canView?: boolean;
  canDelete?: boolean;
  label?: string;
  disabled?: boolean;
  className?: string;
};

// A list of attachments (name.extension, open, delete) and a picker for files under 10 MB. Each
// control can be turned off, e.g. read-only roles get canUpload={false} canDelete={false}.
export const AttachmentUpload = ({
  attachments,
  onUpload,
  onDelete,
  onOpen,
  canUpload = true,
  canView = true,
  canDelete = true,
  label = 'Upload files',
  disabled = false,
  className,
}: AttachmentUploadProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(0);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const rejected: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const message = validateAttachmentFile(file);
      if (message) rejected.push(files.length > 1 ? `${file.name}: ${message}` : message);
      else accepted.push(file);
    }
    setErrors(rejected);
    if (!onUpload) return;
    setPending((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          await onUpload(file);
        } catch {
          // The caller reports its own failures (toasts).
        } finally {
          setPending((count) => count - 1);
        }
      }),
    );
  };

  const showUpload = canUpload && Boolean(onUpload);
  const showDelete = canDelete && Boolean(onDelete);

  return (
    <div className={cn('space-y-3', className)}>
      {showUpload ? (
        <div className="flex items-center gap-3">
          <input
            ref={inputRef}
            type="file"
            multiple
            aria-label={label}
            disabled={disabled}
            onChange={(event) => void handleChange(event)}
            className="sr-only"
            tabIndex={-1}
          />
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            <Paperclip className="size-4" aria-hidden />
            {label}
          </Button>
          {pending > 0 ? <Spinner size="sm" label="Uploading" /> : null}
        </div>
      ) : null}
      {errors.map((error) => (
        <p key={error} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ))}
      {attachments.length > 0 ? (
        <ul aria-label="Attachments" className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {attachments.map((attachment) => {
            const name = fileDisplayName(attachment.name, attachment.extension);
            return (
              <li key={attachment.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-stone-400" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-stone-800" title={name}>
                  {name}
                </span>
                {canView ? (
                  <a
                    href={attachment.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${name}`}
                    onClick={
                      onOpen
                        ? (event) => {
                            event.preventDefault();
                            onOpen(attachment);
                          }
                        : undefined
                    }
                    className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                ) : null}
                {showDelete ? (
                  <button
                    type="button"
                    aria-label={`Delete ${name}`}
                    disabled={disabled}
                    onClick={() => onDelete?.(attachment)}
                    className="rounded p-1 text-stone-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">No attachments</p>
      )}
    </div>
  );
};
