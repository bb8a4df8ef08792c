import { type User, updateMe } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { getGetMeQueryKey } from '@backoffice/sdk/react';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { TextInput } from '@backoffice/ui/text-input';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { FormActions } from '../../shared/forms/form-footer.tsx';
import { optional } from '../../shared/forms/form-rules.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';

const schema = v.pipe(
  v.object({
    firstName: optional(255),
    lastName: optional(255),
    currentPassword: v.string(),
    password: v.pipe(
      v.string(),
      v.check((s) => s === '' || s.length >= 8, 'At least 8 characters'),
    ),
    confirm: v.string(),
  }),
  v.forward(
    v.check((f) => f.password === f.confirm, 'The two passwords differ.'),
    ['confirm'],
  ),
  // The API refuses a new password without the current one (422 on currentPassword).
  v.forward(
    v.check((f) => f.password === '' || f.currentPassword !== '', 'Enter your current password.'),
    ['currentPassword'],
  ),
);
type Values = v.InferOutput<typeof schema>;

// The form's fields in order, each a labelled text input whose id is its name's (profile-first-name);
// the passwords are masked and say which they are, for the browser's password manager.
const fields: [name: keyof Values, label: string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['currentPassword', 'Current password'],
  ['password', 'New password'],
  ['confirm', 'Repeat the new password'],
];
const passwords: Partial<Record<keyof Values, 'current-password' | 'new-password'>> = {
  currentPassword: 'current-password',
  password: 'new-password',
  confirm: 'new-password',
};
const idOf = (name: keyof Values) => `profile-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

// The header's profile modal: names and an optional new password (an empty one keeps the current;
// a new one needs the current one, and ends the user's other sessions).
export const ProfileModal = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      currentPassword: '',
      password: '',
      confirm: '',
    },
    resolver: valibotResolver(schema) as Resolver<Values>,
  });
  const save = useMutation({
    mutationFn: ({ confirm: _, password, currentPassword, ...names }: Values) =>
      updateMe(password ? { ...names, password, currentPassword } : names),
    meta: { successMessage: 'Updated successfully', silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetMeQueryKey() }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const violation of error.violations)
          form.setError(violation.propertyPath as keyof Values, { message: violation.message });
        if (!error.violations.length) form.setError('root', { message: error.messages.join(' ') });
      }
    }
  });
  const { errors } = form.formState;
  // Leaving the page with an edited profile asks first, as every other form does.
  useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title="Profile">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-stone-500">{user.email}</p>
          {fields.map(([name, label]) => (
            <Field key={name} id={idOf(name)} label={label} error={errors[name]?.message}>
              <TextInput
                id={idOf(name)}
                {...(passwords[name] ? { type: 'password', autoComplete: passwords[name] } : {})}
                {...form.register(name)}
              />
            </Field>
          ))}
          <FormActions
            error={errors.root?.message}
            isPending={save.isPending}
            onCancel={onClose}
            pendingText="Save"
          />
        </form>
      </ModalContent>
    </Modal>
  );
};
