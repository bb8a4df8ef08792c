import { isApiError } from '@backoffice/sdk/core';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';

type Options = {
  // API property → form field, e.g. { startDate: 'dateRange', transportationProvider: 'owner' }.
  aliases?: Record<string, string>;
  // A 412 (stale If-Match) goes to `root.stale` with this message, for forms that offer a reload;
  // without it the API's own message is shown like any other error.
  staleMessage?: string;
};

// Server answers land where the user looks (architecture: forms): each 422 violation on its field
// (or above the form when no field has that name), anything else above the form.
export const applyServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  names: readonly string[],
  { aliases = {}, staleMessage }: Options = {},
) => {
  if (staleMessage && isApiError(error) && error.status === 412) {
    setError('root.stale' as Path<T>, { message: staleMessage });
    return;
  }
  if (isApiError(error) && error.violations.length) {
    for (const violation of error.violations) {
      const path = violation.propertyPath.split('.')[0] ?? '';
      const field = aliases[path] ?? path;
      setError((names.includes(field) ? field : 'root') as Path<T>, { message: violation.message });
    }
    return;
  }
  setError('root' as Path<T>, {
    message: isApiError(error)
      ? error.messages.join(' ')
      : error instanceof Error
        ? error.message
        : String(error),
  });
};

/** The message shown above a form's buttons: a stale version first, then any other. */
export const rootErrorMessage = (errors: FieldErrors) => errors.root?.stale?.message ?? errors.root?.message;
