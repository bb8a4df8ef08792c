import type { AccountingOutboxEntry } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { useMemo } from 'react';
import { eachFilter, listQueryOf } from '../../lib/records/list-query.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useOutboxQuery, useResendMutation } from './sync-api.ts';
import {
  countColumn,
  documentOf,
  ExternalId,
  LoadFailed,
  OutboxStatusBadge,
  outboxStatuses,
  recordTypeLabel,
  recordTypes,
  SyncDocument,
  SyncTable,
  When,
} from './sync-cells.tsx';

const column = createDataTableColumnHelper<AccountingOutboxEntry>();

// The outbox's URL keys, each one of GET /api/accounting_outbox's filters.
const outboxList = listQueryOf({
  filters: { status: eachFilter('status[]'), type: eachFilter('recordType[]') },
  sortable: ['createdAt', 'nextAttemptAt'],
});

/** The last error of a row in a line or two; all of it on hover. */
export const SyncError = ({ error }: { error: string | null | undefined }) =>
  error ? (
    <span title={error} className="line-clamp-2 max-w-sm break-words text-red-700">
      {error}
    </span>
  ) : (
    <span className="text-stone-400">—</span>
  );

// The durable outbox (decision 323): a row per version of a posted document, with its state, its
// attempts, the external id once sent or the last error, and Resend (the same idempotency key).
export const SyncOutbox = ({ canSend }: { canSend: boolean }) => {
  const [state, setState] = useTableUrlState({ filterKeys: ['status', 'type'] });
  const query = useMemo(() => outboxList.toQuery(state), [state]);
  const page = useOutboxQuery(query, state);
  const resend = useResendMutation();
  const filtered = outboxList.hasUserFilters(state);

  const columns = useMemo(
    () => [
      column.display({
        id: 'document',
        header: 'Document',
        cell: (c) => {
          const doc = documentOf(c.row.original);
          return (
            <SyncDocument
              type={c.row.original.recordType}
              id={c.row.original.recordId}
              name={doc.name}
              after={
                doc.change ? (
                  <span className="ml-2 text-xs font-normal text-stone-500">({doc.change})</span>
                ) : null
              }
              detail={doc.contact ? <span className="text-xs text-stone-500">{doc.contact}</span> : null}
            />
          );
        },
      }),
      column.accessor('recordType', {
        header: 'Type',
        cell: (c) => (
          <span className="whitespace-nowrap">
            {recordTypeLabel(c.getValue())}{' '}
            <span className="text-xs text-stone-500">v{c.row.original.recordVersion}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: 'State',
        cell: (c) => <OutboxStatusBadge status={c.getValue()} />,
      }),
      column.accessor('attempts', countColumn('Attempts')),
      column.accessor('createdAt', {
        header: 'Queued',
        enableSorting: true,
        cell: (c) => <When value={c.getValue()} />,
      }),
      column.display({
        id: 'outcome',
        header: 'External id or error',
        cell: (c) => {
          const row = c.row.original;
          if (row.status === 'sent') return <ExternalId value={row.externalId} />;
          return row.lastError ? (
            <span className="flex flex-col gap-0.5">
              <SyncError error={row.lastError} />
              {row.status === 'pending' ? (
                <span className="text-xs text-stone-500">
                  Next attempt <When value={row.nextAttemptAt} />
                </span>
              ) : null}
            </span>
          ) : (
            <span className="text-stone-500">Waiting to be sent</span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (c) => {
          const row = c.row.original;
          if (!canSend) return null;
          return (
            <Button
              size="sm"
              variant="secondary"
              disabled={resend.isPending && resend.variables?.id === row.id}
              aria-label={`Resend ${documentOf(row).name}`}
              onClick={() => resend.mutate(row)}
            >
              Resend
            </Button>
          );
        },
      }),
    ],
    [resend, canSend],
  );

  const emptyText = page.isError ? (
    <LoadFailed what="The outbox" onRetry={() => void page.refetch()} />
  ) : filtered ? (
    <div className="space-y-2">
      <p>Nothing in the outbox matches these filters.</p>
      <Button variant="secondary" size="sm" onClick={() => setState({ ...state, filters: {}, page: 1 })}>
        Clear filters
      </Button>
    </div>
  ) : (
    <p>Nothing was queued yet: issued invoices, credit notes, approved bills and payments appear here.</p>
  );

  return (
    <SyncTable<AccountingOutboxEntry>
      id="outbox-heading"
      title="Outbox"
      page={page}
      urlState={[state, setState]}
      columns={columns}
      emptyText={emptyText}
      toolbar={{
        filterFields: [
          { id: 'status', title: 'State', options: outboxStatuses.map((s) => ({ ...s })), multiple: true },
          { id: 'type', title: 'Type', options: recordTypes.map((t) => ({ ...t })), multiple: true },
        ],
      }}
    />
  );
};
