import * as Popover from '@radix-ui/react-popover';
import { History } from 'lucide-react';
import { cn } from './cn.ts';
import { formatDateTime } from './format.ts';

export type AuditInfo = {
  createdAt?: string | null;
  createdBy?: string | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
  deletedAt?: string | null;
};

export type AuditPopoverProps = AuditInfo & {
  /** product.md: the popover is shown only to ROLE_SUPER_ADMIN; callers pass the check's result. */
  isSuperAdmin: boolean;
  className?: string;
};

const Row = ({ label, at, by }: { label: string; at?: string | null; by?: string | null }) =>
  at ? (
    <div className="grid grid-cols-[5rem_1fr] gap-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-stone-900">
        {formatDateTime(at)}
        {by ? <span className="text-stone-500"> by {by}</span> : null}
      </dd>
    </div>
  ) : null;

// Who created, last updated and deleted a record, behind a small history button.
export const AuditPopover = ({
  isSuperAdmin,
  createdAt,
  createdBy,
  updatedAt,
  updatedBy,
  deletedAt,
  className,
}: AuditPopoverProps) => {
  if (!isSuperAdmin) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Record history"
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <History className="size-4" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Record history"
          className="z-50 w-80 rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-lg"
        >
          <dl className="space-y-1.5">
            <Row label="Created" at={createdAt} by={createdBy} />
            <Row label="Updated" at={updatedAt} by={updatedBy} />
            <Row label="Deleted" at={deletedAt} />
          </dl>
          {!createdAt && !updatedAt && !deletedAt ? (
            <p className="text-stone-500">No history recorded.</p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
