import { isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import type { ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';

/** The spinner while a record loads, the error page (404...) when it cannot. */
export const RecordGate = ({
  query,
  label,
  children,
}: {
  query: { error: unknown; data: unknown };
  label: string;
  children: () => ReactNode;
}) => {
  if (query.error) {
    const status = isApiError(query.error) ? query.error.status : 500;
    return (
      <ErrorPage
        status={status || 500}
        message={query.error instanceof Error ? query.error.message : undefined}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="grid place-items-center py-20">
        <Spinner label={label} />
      </div>
    );
  }
  return <>{children()}</>;
};
