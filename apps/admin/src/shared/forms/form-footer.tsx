import { Button } from '@backoffice/ui/button';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { rootErrorMessage } from './server-errors.ts';

type ActionsProps = {
  /** The message that belongs to no field (a refused send, a server error). */
  error?: ReactNode;
  isPending: boolean;
  /** Left out, no cancel button (a form standing on a page). */
  onCancel?: () => void;
  cancelText?: string;
  submitText?: ReactNode;
  /** What the submit button says while the save runs (default "Saving…"). */
  pendingText?: ReactNode;
  /** The submit button waits for more than the save (a preview, a choice). */
  disabled?: boolean;
  /** Outside a form: the button runs this instead of submitting. */
  onSubmit?: () => void;
  /** Replaces the cancel button (a link back, "Discard changes"...). */
  secondary?: ReactNode;
};

/** The message that belongs to no field of a form (a refused save, a server error); none, nothing. */
export const FormError = ({ children }: { children?: ReactNode }) =>
  children ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  ) : null;

/**
 * The save was refused because the record changed meanwhile (412): the message, and a button that
 * loads the latest version into the form. No message, nothing.
 */
export const StaleNotice = ({ message, onReload }: { message: ReactNode; onReload: () => unknown }) =>
  message ? (
    <div
      role="alert"
      className="flex items-center justify-between gap-3 rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-800"
    >
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={() => void onReload()}>
        Load the latest version
      </Button>
    </div>
  ) : null;

// The end of a form or dialog: the error that belongs to no field, then cancel and save.
export const FormActions = ({
  error,
  isPending,
  onCancel,
  cancelText = 'Cancel',
  submitText = 'Save',
  pendingText = 'Saving…',
  disabled = false,
  onSubmit,
  secondary,
}: ActionsProps) => (
  <>
    <FormError>{error}</FormError>
    <div className="flex justify-end gap-2 pt-2">
      {secondary ??
        (onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
        ) : null)}
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={disabled || isPending}>
        {isPending ? pendingText : submitText}
      </Button>
    </div>
  </>
);

type FormLike = { formState: { errors: FieldErrors; isSubmitting: boolean } };

type Props = Omit<ActionsProps, 'error' | 'isPending'> &
  // The form itself (its errors; pending while it submits, unless `isPending` says otherwise), or
  // its errors and what is pending.
  (
    | { form: FormLike; isPending?: boolean; errors?: never }
    | { errors: FieldErrors; isPending: boolean; form?: never }
  );

// A react-hook-form's footer: its root error (the server's message) above the buttons.
export const FormFooter = ({ form, errors, isPending, ...actions }: Props) => (
  <FormActions
    error={rootErrorMessage(form ? form.formState.errors : errors)}
    isPending={isPending ?? form?.formState.isSubmitting ?? false}
    {...actions}
  />
);

/**
 * The actions of a form section saved in place (a record's tab): "Unsaved changes" once edited, and
 * Save, which waits for an edit.
 */
export const SectionSaveActions = ({ isDirty, isPending }: { isDirty: boolean; isPending: boolean }) => (
  <>
    {isDirty ? <span className="text-xs text-stone-500">Unsaved changes</span> : null}
    <Button type="submit" size="sm" disabled={isPending || !isDirty}>
      {isPending ? 'Saving…' : 'Save'}
    </Button>
  </>
);
