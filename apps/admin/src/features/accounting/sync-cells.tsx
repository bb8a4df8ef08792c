import type { AccountingOutboxEntry } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { formatDateTime } from '@backoffice/ui/format';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CollectionTable, type CollectionTableProps } from '../../lib/records/collection-table.tsx';
import { invoicePath } from '../../shared/sales/invoice-status.tsx';
import { billPath, commissionsPath, paymentsPath } from './purchases-api.ts';

// The words and badges of the synchronisation screen (issue 29.5), one wording for the outbox,
// the log and the drift report.
export const recordTypes = [
  { value: 'invoice', label: 'Invoice' },
  { value: 'credit_note', label: 'Credit note' },
  { value: 'supplier_bill', label: 'Supplier bill' },
  { value: 'supplier_payment', label: 'Supplier payment' },
  { value: 'receipt', label: 'Client receipt' },
  { value: 'supplier_commission', label: 'Supplier commission' },
  { value: 'commission_receipt', label: 'Commission receipt' },
] as const;
export const recordTypeLabel = (type: string | null | undefined) =>
  recordTypes.find((t) => t.value === type)?.label ?? (type ?? '').replaceAll('_', ' ');

// Where the back office shows the record a row carries: the invoice or bill itself, the list of
// supplier payments or commissions (they have no page of their own); a client receipt lives on its
// trip, which the row does not name: no link.
export const recordHref = (type: string | null | undefined, id: number | null | undefined) => {
  if (!id) return null;
  switch (type) {
    case 'invoice':
    case 'credit_note':
      return invoicePath(id);
    case 'supplier_bill':
      return billPath(id);
    case 'supplier_payment':
      return paymentsPath;
    case 'supplier_commission':
    case 'commission_receipt':
      return commissionsPath;
    default:
      return null;
  }
};

/** A document's name, a link to where it is shown when it has one. */
export const RecordLink = ({
  type,
  id,
  children,
}: {
  type: string | null | undefined;
  id: number | null | undefined;
  children: ReactNode;
}) => {
  const href = recordHref(type, id);
  return href ? (
    <Link
      href={href}
      className="hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  ) : (
    children
  );
};

export const outboxStatuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;
const statusColors: Record<string, BadgeColor> = { pending: 'yellow', sent: 'green', failed: 'red' };
export const OutboxStatusBadge = ({ status }: { status: string }) => (
  <Badge color={statusColors[status] ?? 'grey'}>
    {outboxStatuses.find((s) => s.value === status)?.label ?? status}
  </Badge>
);

export const OutcomeBadge = ({ outcome }: { outcome: string }) => (
  <Badge color={outcome === 'success' ? 'green' : 'red'}>{outcome === 'success' ? 'Sent' : 'Error'}</Badge>
);

type Payload = {
  InvoiceNumber?: string;
  CreditNoteNumber?: string;
  Reference?: string | null;
  Contact?: { Name?: string };
  CurrencyCode?: string;
  Status?: string;
};

/** The document an outbox row carries: its number or reference, its contact, whether it deletes or voids. */
export const documentOf = (row: Pick<AccountingOutboxEntry, 'payload' | 'recordType' | 'recordId'>) => {
  const p = row.payload as Payload;
  return {
    name:
      p.InvoiceNumber ??
      p.CreditNoteNumber ??
      p.Reference ??
      `${recordTypeLabel(row.recordType)} ${row.recordId}`,
    contact: p.Contact?.Name ?? null,
    change: p.Status === 'DELETED' ? 'Delete' : p.Status === 'VOIDED' ? 'Void' : null,
  };
};

export const When = ({ value }: { value: string | null | undefined }) =>
  value ? (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {formatDateTime(value)}
    </time>
  ) : (
    <span className="text-stone-400">—</span>
  );

/** A table of the screen under its heading (the table takes the same name). */
export const SyncSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="space-y-3">
    <h2 id={id} className="text-lg font-medium">
      {title}
    </h2>
    {children}
  </section>
);

/** A list that could not be read, with Try again. */
export const LoadFailed = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <div className="space-y-2">
    <p>{what} could not be loaded.</p>
    <Button variant="secondary" size="sm" onClick={onRetry}>
      Try again
    </Button>
  </div>
);

/** A server-paged table of the screen under its heading, both of the same name. */
export const SyncTable = <T extends { id: number | string }>({
  id,
  ...table
}: CollectionTableProps<T> & { id: string }) => (
  <SyncSection id={id} title={table.title}>
    <CollectionTable<T> {...table} />
  </SyncSection>
);

/** A row's document: its name (a link where it is shown), what follows the name, a line under it. */
export const SyncDocument = ({
  type,
  id,
  name,
  after,
  detail,
}: {
  type: string | null | undefined;
  id: number | null | undefined;
  name: ReactNode;
  after?: ReactNode;
  detail: ReactNode;
}) => (
  <span className="flex flex-col">
    <span className="whitespace-nowrap font-medium text-stone-900 tabular-nums">
      <RecordLink type={type} id={id}>
        {name}
      </RecordLink>
      {after}
    </span>
    {detail}
  </span>
);

/** The id the accounting system gave a document once sent. */
export const ExternalId = ({ value }: { value: string | null | undefined }) => (
  <code className="break-all text-xs text-stone-700">{value ?? '—'}</code>
);

/** A count, right-aligned under its right-aligned header. */
export const countColumn = (header: string) => ({
  header: () => <span className="block text-right">{header}</span>,
  cell: ({ getValue }: { getValue: () => unknown }) => (
    <span className="block text-right tabular-nums">{String(getValue())}</span>
  ),
});
