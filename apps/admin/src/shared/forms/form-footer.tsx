import { Button } from '@backoffice/ui/button';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { rootErrorMessage } from './server-errors.ts';

type Props = {
  errors: FieldErrors;
  isPending: boolean;
  /** Left out, no cancel button (a form standing on a page). */
  onCancel?: () => void;
  cancelText?: string;
  submitText?: string;
  /** What the submit button says while the save runs (default "Saving…"). */
  pendingText?: string;
  /** Replaces the cancel button (a link back, "Discard changes"...). */
  secondary?: ReactNode;
};

// The end of a form: the error that belongs to no field, then cancel and save.
export const FormFooter = ({
  errors,
  isPending,
  onCancel,
  cancelText = 'Cancel',
  submitText = 'Save',
  pendingText = 'Saving…',
  secondary,
}: Props) => {
  const message = rootErrorMessage(errors);
  return (
    <>
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        {secondary ??
          (onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {cancelText}
            </Button>
          ) : null)}
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingText : submitText}
        </Button>
      </div>
    </>
  );
};
