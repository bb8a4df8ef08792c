import type { AccountingSyncLog } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { createTableState, type DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { useMemo, useState } from 'react';
import { eachFilter, listQueryOf } from '../../lib/records/list-query.ts';
import { useSyncLogQuery } from './sync-api.ts';
import {
  countColumn,
  ExternalId,
  LoadFailed,
  OutcomeBadge,
  recordTypeLabel,
  SyncDocument,
  SyncTable,
  When,
} from './sync-cells.tsx';
import { SyncError } from './sync-outbox.tsx';

const column = createDataTableColumnHelper<AccountingSyncLog>();

const logList = listQueryOf({ filters: { outcome: eachFilter('outcome') }, sortable: [] });

const outcomeFilter = {
  id: 'outcome',
  title: 'Outcome',
  multiple: false,
  options: [
    { value: 'success', label: 'Sent' },
    { value: 'error', label: 'Error' },
  ],
};

const columns = [
  column.accessor('createdAt', { header: 'When', cell: (c) => <When value={c.getValue()} /> }),
  column.display({
    id: 'document',
    header: 'Document',
    cell: (c) => {
      const row = c.row.original;
      return (
        <SyncDocument
          type={row.recordType}
          id={row.recordId}
          name={row.document ?? `${recordTypeLabel(row.recordType)} ${row.recordId ?? ''}`}
          detail={
            <span className="text-xs text-stone-500">
              {recordTypeLabel(row.recordType)}
              {row.recordVersion ? ` v${row.recordVersion}` : ''}
              {row.contact ? ` · ${row.contact}` : ''}
            </span>
          }
        />
      );
    },
  }),
  column.accessor('attempt', countColumn('Attempt')),
  column.accessor('outcome', { header: 'Outcome', cell: (c) => <OutcomeBadge outcome={c.getValue()} /> }),
  column.accessor('httpStatus', {
    header: 'HTTP',
    cell: (c) => <span className="tabular-nums">{c.getValue() ?? '—'}</span>,
  }),
  column.display({
    id: 'result',
    header: 'External id or error',
    cell: (c) =>
      c.row.original.outcome === 'success' ? (
        <ExternalId value={c.row.original.externalId} />
      ) : (
        <SyncError error={c.row.original.error} />
      ),
  }),
  column.accessor('durationMs', {
    header: () => <span className="block text-right">Time</span>,
    cell: (c) => (
      <span className="block whitespace-nowrap text-right tabular-nums text-stone-500">
        {c.getValue() === null ? '—' : `${c.getValue()} ms`}
      </span>
    ),
  }),
];

// Every attempt to send, newest first (decision 323), paged by the server; its page and filter are
// the screen's own (the URL holds the outbox's).
export const SyncLog = () => {
  const [state, setState] = useState<DataTableState>(() => createTableState());
  const query = useMemo(() => logList.toQuery(state), [state]);
  const page = useSyncLogQuery(query, state);
  const emptyText = page.isError ? (
    <LoadFailed what="The sync log" onRetry={() => void page.refetch()} />
  ) : logList.hasUserFilters(state) ? (
    <p>No attempts match this filter.</p>
  ) : (
    <p>Nothing was sent yet.</p>
  );
  return (
    <SyncTable<AccountingSyncLog>
      id="log-heading"
      title="Sync log"
      page={page}
      urlState={[state, setState]}
      columns={columns}
      emptyText={emptyText}
      toolbar={{ filterFields: [outcomeFilter] }}
    />
  );
};
