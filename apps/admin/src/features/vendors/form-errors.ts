import { isApiError } from '@backoffice/sdk/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';

// Server answers land where the user looks: each 422 violation on its field (or above the form
// when no field has that name), anything else above the form. A 412 says the record is stale.
export const applyServerError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) => {
  if (isApiError(error) && error.status === 412) {
    setError('root.stale' as Path<T>, { message: STALE_MESSAGE });
    return;
  }
  if (isApiError(error) && error.violations.length) {
    for (const violation of error.violations) {
      const field = violation.propertyPath.split('.')[0] ?? '';
      setError((fields.includes(field) ? field : 'root') as Path<T>, { message: violation.message });
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
