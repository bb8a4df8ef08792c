import { isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import type { ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';

/**
 * The spinner while a record loads, the error page (404...) when it cannot. `loads: false` (a new
 * record, nothing to read) shows the children at once.
 */
export const RecordGate = ({
  query,
  label,
  loads = true,
  children,
}: {
  query: { error: unknown; data: unknown };
  label: string;
  loads?: boolean;
  children: () => ReactNode;
}) => {
  if (!loads) return <>{children()}</>;
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
