import { AuditPopover } from '@backoffice/ui/audit-popover';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { ArrowLeft, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { menuVisibility } from '../../../lib/access.ts';
import { useRecordTitle } from '../../../lib/record-title.ts';
import { useSession } from '../../../lib/session.ts';

// createdAt, createdBy, updatedAt, updatedBy of any record.
type Audited = Record<string, unknown>;

const by = (id: unknown) => (typeof id === 'number' ? `user #${id}` : null);
const at = (value: unknown) => (typeof value === 'string' ? value : null);

type Props = {
  title: string;
  kicker: ReactNode;
  back: { href: string; label: string };
  record: Audited;
  onDelete: () => Promise<void>;
};

// The title of a record page: a back link, what it is, the audit popover and Delete (confirmed
// with the texts of product.md §8).
export const RecordHeader = ({ title, kicker, back, record, onDelete }: Props) => {
  const session = useSession();
  const confirm = useConfirm();
  useRecordTitle(title);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Link
          href={back.href}
          className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-stone-500">{kicker}</p>
      </div>
      <div className="flex items-center gap-2">
        <AuditPopover
          isSuperAdmin={menuVisibility(session?.user.roles ?? []).auditPopover}
          createdAt={at(record.createdAt)}
          createdBy={by(record.createdBy)}
          updatedAt={at(record.updatedAt)}
          updatedBy={by(record.updatedBy)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (await confirm({ danger: true, confirmText: 'Delete' }))
              await onDelete().catch(() => undefined);
          }}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
    </div>
  );
};
