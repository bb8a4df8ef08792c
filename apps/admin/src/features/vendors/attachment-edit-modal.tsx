import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { attachmentTypes, type StoredAttachment } from './attachment-types.ts';
import { applyServerError } from './form-errors.ts';
import { TextField } from './form-fields.tsx';

const schema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.maxLength(200, 'At most 200 characters'),
  ),
  type: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
});
type Values = v.InferOutput<typeof schema>;

type Props = {
  attachment: StoredAttachment;
  /** Receives the name joined with the extension (name.extension), as calls.md §3 sends it. */
  onSave: (body: { name: string; type: string | null }) => Promise<unknown>;
  onClose: () => void;
};

// Rename an attachment and set its type; the extension describes the stored file and stays.
export const AttachmentEditModal = ({ attachment, onSave, onClose }: Props) => {
  const form = useForm<Values>({
    defaultValues: { name: attachment.name, type: attachment.type ?? '' },
    resolver: valibotResolver(schema) as Resolver<Values>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ name: `${values.name}.${attachment.extension}`, type: values.type || null });
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, ['name', 'type']);
    }
  });
  const message = form.formState.errors.root?.message;
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title="Edit attachment" width={520}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Attachment">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                control={form.control}
                name="name"
                label="Name"
                id="attachment-name"
                maxLength={200}
                autoFocus
              />
            </div>
            <span className="pb-2.5 text-sm text-stone-500">.{attachment.extension}</span>
          </div>
          <TextField
            control={form.control}
            name="type"
            label="Type"
            id="attachment-type"
            maxLength={64}
            list="attachment-type-options"
            placeholder="Contract, invoice, brochure…"
          />
          <datalist id="attachment-type-options">
            {attachmentTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          {message ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </ModalContent>
    </Modal>
  );
};
