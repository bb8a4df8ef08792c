import type { AccountingSyncLog } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { createTableState, type DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { useMemo, useState } from 'react';
import { CollectionTable } from '../../lib/records/collection-table.tsx';
import { eachFilter, listQueryOf } from '../../lib/records/list-query.ts';
import { useSyncLogQuery } from './sync-api.ts';
import { LoadFailed, OutcomeBadge, RecordLink, recordTypeLabel, SyncSection, When } from './sync-cells.tsx';
import { SyncError } from './sync-outbox.tsx';

const column = createDataTableColumnHelper<AccountingSyncLog>();

const logList = listQueryOf({ filters: { outcome: eachFilter('outcome') }, sortable: [] });

const columns = [
  column.accessor('createdAt', { header: 'When', cell: (c) => <When value={c.getValue()} /> }),
  column.display({
    id: 'document',
    header: 'Document',
    cell: (c) => {
      const row = c.row.original;
      return (
        <span className="flex flex-col">
          <span className="whitespace-nowrap font-medium text-stone-900 tabular-nums">
            <RecordLink type={row.recordType} id={row.recordId}>
              {row.document ?? `${recordTypeLabel(row.recordType)} ${row.recordId ?? ''}`}
            </RecordLink>
          </span>
          <span className="text-xs text-stone-500">
            {recordTypeLabel(row.recordType)}
            {row.recordVersion ? ` v${row.recordVersion}` : ''}
            {row.contact ? ` · ${row.contact}` : ''}
          </span>
        </span>
      );
    },
  }),
  column.accessor('attempt', {
    header: () => <span className="block text-right">Attempt</span>,
    cell: (c) => <span className="block text-right tabular-nums">{c.getValue()}</span>,
  }),
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
        <code className="break-all text-xs text-stone-700">{c.row.original.externalId ?? '—'}</code>
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
    <SyncSection id="log-heading" title="Sync log">
      <CollectionTable<AccountingSyncLog>
        title="Sync log"
        page={page}
        urlState={[state, setState]}
        columns={columns}
        emptyText={emptyText}
        toolbar={{
          filterFields: [
            {
              id: 'outcome',
              title: 'Outcome',
              multiple: false,
              options: [
                { value: 'success', label: 'Sent' },
                { value: 'error', label: 'Error' },
              ],
            },
          ],
        }}
      />
    </SyncSection>
  );
};
