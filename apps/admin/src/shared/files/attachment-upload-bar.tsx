import { Button } from '@backoffice/ui/button';
import { validateAttachmentFile } from '@backoffice/ui/file-validation';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { Paperclip } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { attachmentTypeSuggestions, type TypeOption } from './attachment-types.ts';

type Props = {
  onUpload: (file: File, type: string | null) => Promise<unknown>;
  /** Accessible name of the file input. */
  label: string;
  canChooseType: boolean;
  /** The allowed types, when they are an enum: a select instead of free text. */
  typeOptions?: TypeOption[] | undefined;
};

// Picks files (any type under 10 MB, refused before any call) and uploads each at once, with the
// type typed beside the button, if the owner's attachments take one.
export const AttachmentUploadBar = ({ onUpload, label, canChooseType, typeOptions }: Props) => {
  const typeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const [pending, setPending] = useState(0);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setRejected(
      picked.flatMap((file) => {
        const message = validateAttachmentFile(file);
        return message ? [picked.length > 1 ? `${file.name}: ${message}` : message] : [];
      }),
    );
    const accepted = picked.filter((file) => !validateAttachmentFile(file));
    setPending((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          await onUpload(file, type.trim() || null);
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
    <>
      <div className="flex flex-wrap items-end gap-3">
        {canChooseType ? (
          <div className="space-y-1.5">
            <label htmlFor={typeId} className="block text-sm font-medium text-stone-700">
              Type of the next upload
            </label>
            {typeOptions ? (
              <select
                id={typeId}
                value={type}
                onChange={(event) => setType(event.target.value)}
                className="block h-10 w-56 rounded-md border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <option value="">No type</option>
                {typeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <TextInput
                id={typeId}
                list={`${typeId}-types`}
                maxLength={64}
                value={type}
                onChange={(event) => setType(event.target.value)}
                placeholder="e.g. Brochure"
                className="w-56"
              />
            )}
            <datalist id={`${typeId}-types`}>
              {attachmentTypeSuggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
        ) : null}
        <input
          ref={input}
          type="file"
          multiple
          aria-label={label}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void pick(event)}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <Paperclip className="size-4" aria-hidden />
          Upload files
        </Button>
        {pending > 0 ? <Spinner size="sm" label="Uploading" /> : null}
        <p className="text-xs text-stone-500">Any file under 10 MB.</p>
      </div>
      {rejected.map((message) => (
        <p key={message} role="alert" className="text-xs text-red-600">
          {message}
        </p>
      ))}
    </>
  );
};
