import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { fileDisplayName } from '@backoffice/ui/file-validation';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { TextInput } from '@backoffice/ui/text-input';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { applyServerErrors } from '../fields/server-errors.ts';
import type { Body, FileRecord } from '../types.ts';
import { ATTACHMENT_TYPES_LIST } from './attachment-types.ts';

const schema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.maxLength(255, 'At most 255 characters'),
  ),
  type: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
});
type Values = v.InferOutput<typeof schema>;

type Props = {
  attachment: FileRecord;
  onSave: (body: Body) => Promise<unknown>;
  onClose: () => void;
};

// calls.md 3: on edit the name is sent joined with its extension (name.extension), with the type.
export const AttachmentEditModal = ({ attachment, onSave, onClose }: Props) => {
  const form = useForm<Values>({
    defaultValues: {
      name: fileDisplayName(attachment.name, attachment.extension),
      type: attachment.type ?? '',
    },
    resolver: valibotResolver(schema) as Resolver<Values>,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ name: values.name, type: values.type || null });
      onClose();
    } catch (error) {
      applyServerErrors(form.setError, error, ['name', 'type']);
    }
  });
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title="Edit attachment" width={520}>
        <form onSubmit={submit} noValidate aria-label="Edit attachment" className="space-y-4">
          <Field id="attachment-name" label="File name" error={errors.name?.message}>
            <TextInput id="attachment-name" {...form.register('name')} invalid={Boolean(errors.name)} />
          </Field>
          <Field id="attachment-type" label="Type" error={errors.type?.message}>
            <TextInput
              id="attachment-type"
              list={ATTACHMENT_TYPES_LIST}
              maxLength={64}
              {...form.register('type')}
              invalid={Boolean(errors.type)}
            />
          </Field>
          {errors.root?.message ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {errors.root.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save
            </Button>
          </div>
        </form>
      </ModalContent>
    </Modal>
  );
};
