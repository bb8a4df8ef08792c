import { useId } from 'react';
import * as v from 'valibot';
import { SelectField, TextField } from '../forms/form-fields.tsx';
import { FormFooter } from '../forms/form-footer.tsx';
import { FormModal } from '../forms/form-modal.tsx';
import { optional, required } from '../forms/form-rules.ts';
import { useServerForm } from '../forms/use-server-form.ts';
import { attachmentTypeSuggestions, type StoredAttachment, type TypeOption } from './attachment-types.ts';
import type { AttachmentPatch } from './use-attachment-mutations.ts';

const schema = v.object({
  name: required(200),
  type: optional(64),
});
type Values = v.InferOutput<typeof schema>;

type Props = {
  attachment: StoredAttachment;
  /** Receives the name joined with the extension (name.extension), as calls.md §3 sends it. */
  onSave: (body: AttachmentPatch) => Promise<unknown>;
  onClose: () => void;
  /** The allowed types when the owner's attachments take an enum (clientAttachmentType). */
  typeOptions?: TypeOption[] | undefined;
};

// Rename an attachment and set its type; the extension describes the stored file and stays.
export const AttachmentEditModal = ({ attachment, onSave, onClose, typeOptions }: Props) => {
  const typeListId = useId();
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: { name: attachment.name, type: attachment.type ?? '' },
    names: ['name', 'type'],
    onSubmit: async (values) => {
      await onSave({ name: `${values.name}.${attachment.extension}`, type: values.type || null });
      onClose();
    },
  });
  return (
    <FormModal title="Edit attachment" width={520} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Attachment">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField {...bind('name', 'Name', 'attachment-name')} maxLength={200} autoFocus />
          </div>
          <span className="pb-2.5 text-sm text-stone-500">.{attachment.extension}</span>
        </div>
        {typeOptions ? (
          <SelectField
            {...bind('type', 'Type', 'attachment-type')}
            options={typeOptions}
            placeholder="No type"
            clearable
          />
        ) : (
          <TextField
            {...bind('type', 'Type', 'attachment-type')}
            maxLength={64}
            list={typeListId}
            placeholder="Contract, invoice, brochure…"
          />
        )}
        <datalist id={typeListId}>
          {attachmentTypeSuggestions.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FormFooter form={form} onCancel={onClose} />
      </form>
    </FormModal>
  );
};
