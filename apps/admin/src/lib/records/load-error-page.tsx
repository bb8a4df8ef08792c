import { isApiError } from '@backoffice/sdk/core';
import { ErrorPage } from '../../shared/error-page.tsx';

/** The error page of a record screen whose read failed: the API's status (404...), 500 otherwise. */
export const LoadErrorPage = ({ error }: { error: Error }) => (
  <ErrorPage status={(isApiError(error) ? error.status : 500) || 500} message={error.message} />
);
