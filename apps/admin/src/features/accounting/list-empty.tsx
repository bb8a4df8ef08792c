import { Button } from '@backoffice/ui/button';
import type { ReactNode } from 'react';

// What an accounting list shows instead of rows: the load failed (try again), the filters match
// nothing (clear them), or there is nothing yet (an icon, a line, maybe a first action).
export const listEmptyText = ({
  isError,
  filtered,
  noun,
  onRetry,
  onClear,
  icon,
  empty,
  action,
}: {
  isError: boolean;
  filtered: boolean;
  /** "invoices", "supplier bills"… */
  noun: string;
  onRetry: () => void;
  onClear: () => void;
  icon: ReactNode;
  empty: string;
  action?: ReactNode;
}) =>
  isError ? (
    <div className="space-y-2">
      <p>The {noun} could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  ) : filtered ? (
    <div className="space-y-2">
      <p>No {noun} match these filters.</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  ) : (
    <div className="space-y-2">
      {icon}
      <p>{empty}</p>
      {action ?? null}
    </div>
  );
