import { isApiError } from '@backoffice/sdk/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// Server violations land on their fields (architecture: forms); anything else (a 412 after a
// concurrent edit, a 409...) is shown above the buttons.
export const applyServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  names: readonly string[],
  // API property → form field, e.g. { transportationProvider: 'owner' }.
  aliases: Record<string, string> = {},
) => {
  if (isApiError(error) && error.violations.length) {
    for (const violation of error.violations) {
      const path = violation.propertyPath.split('.')[0] ?? '';
      const field = aliases[path] ?? path;
      setError((names.includes(field) ? field : 'root') as Path<T>, { message: violation.message });
    }
    return;
  }
  setError('root' as Path<T>, { message: isApiError(error) ? error.messages.join(' ') : String(error) });
};
