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
          <Field id="profile-first-name" label="First name" error={errors.firstName?.message}>
            <TextInput id="profile-first-name" {...form.register('firstName')} />
          </Field>
          <Field id="profile-last-name" label="Last name" error={errors.lastName?.message}>
            <TextInput id="profile-last-name" {...form.register('lastName')} />
          </Field>
          <Field
            id="profile-current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <TextInput
              id="profile-current-password"
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </Field>
          <Field id="profile-password" label="New password" error={errors.password?.message}>
            <TextInput
              id="profile-password"
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
          </Field>
          <Field id="profile-confirm" label="Repeat the new password" error={errors.confirm?.message}>
            <TextInput
              id="profile-confirm"
              type="password"
              autoComplete="new-password"
              {...form.register('confirm')}
            />
          </Field>
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
