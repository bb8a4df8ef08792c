import type { Job, JobState } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { formatDateTime } from '@backoffice/ui/format';
import { useMemo } from 'react';
import { listQueryOf } from '../../lib/records/list-query.ts';
import { useCancelJobMutation, useJobsQuery, useRetryJobMutation } from './api/job-queries.ts';
import { JobError, JobPayload, JobStateBadge, stateLabels } from './job-cells.tsx';

const column = createDataTableColumnHelper<Job>();

const ALL_STATES = 'all';
export const DEFAULT_STATE: JobState = 'failed';

const retryable = new Set<JobState>(['failed', 'cancelled']);
const cancellable = new Set<JobState>(['created', 'retry', 'active']);

const when = (value: string | null) =>
  value ? (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value)}
    </time>
  ) : (
    <span className="text-stone-400">—</span>
  );

/** The state the list shows: the URL's, failed when it names none (the screen's question). */
const stateOf = (state: DataTableState): string => {
  const value = state.filters.state;
  return typeof value === 'string' && value ? value : DEFAULT_STATE;
};

// The API's query for the table state: the state the list shows (`all` is no state filter) and the
// kind; no sort (the API lists the newest first).
const jobList = listQueryOf({
  filters: {
    state: ([picked = DEFAULT_STATE]) => (picked === ALL_STATES ? [] : [['state', picked]]),
    name: ([name]) => (name ? [['name', name]] : []),
  },
  sortable: [],
});

const emptyText = (picked: string, name: unknown) => {
  const what = picked === ALL_STATES ? '' : `${stateLabels[picked as JobState]?.toLowerCase() ?? picked} `;
  return typeof name === 'string' && name ? `No ${what}${name} jobs.` : `No ${what}jobs.`;
};

type Props = {
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  kinds: readonly string[];
};

// The jobs of one state (failed by default) and kind, newest first, with retry and cancel.
export const JobList = ({ state, onStateChange, kinds }: Props) => {
  const query = useMemo(() => jobList.toQuery(state), [state]);
  const jobs = useJobsQuery(query, state);
  const retry = useRetryJobMutation();
  const cancel = useCancelJobMutation();
  const confirm = useConfirm();
  const picked = stateOf(state);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Kind',
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      column.accessor('state', { header: 'State', cell: (c) => <JobStateBadge state={c.getValue()} /> }),
      column.display({
        id: 'attempts',
        header: 'Attempts',
        cell: (c) => (
          <span className="tabular-nums">
            {c.row.original.attempts}/{c.row.original.maxAttempts}
          </span>
        ),
      }),
      column.accessor('error', { header: 'Error', cell: (c) => <JobError error={c.getValue()} /> }),
      column.accessor('createdOn', { header: 'Created', cell: (c) => when(c.getValue()) }),
      column.accessor('completedOn', { header: 'Finished', cell: (c) => when(c.getValue()) }),
      column.accessor('payload', { header: 'Payload', cell: (c) => <JobPayload payload={c.getValue()} /> }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (c) => {
          const job = c.row.original;
          if (retryable.has(job.state))
            return (
              <Button
                size="sm"
                variant="secondary"
                disabled={retry.isPending && retry.variables === job.id}
                aria-label={`Retry ${job.name} job ${job.id}`}
                onClick={() => retry.mutate(job.id)}
              >
                Retry
              </Button>
            );
          if (cancellable.has(job.state))
            return (
              <Button
                size="sm"
                variant="ghost"
                disabled={cancel.isPending && cancel.variables === job.id}
                aria-label={`Cancel ${job.name} job ${job.id}`}
                onClick={async () => {
                  const running = job.state === 'active';
                  const ok = await confirm({
                    title: 'Cancel this job?',
                    content: running
                      ? 'It is running: it finishes its current attempt but is not retried. You can retry it later.'
                      : 'It will not run. You can retry it later.',
                    confirmText: 'Cancel job',
                    cancelText: 'Keep it',
                    danger: true,
                  });
                  if (ok) cancel.mutate(job.id);
                }}
              >
                Cancel
              </Button>
            );
          return null;
        },
      }),
    ],
    [retry, cancel, confirm],
  );

  const filterFields = useMemo(
    () => [
      {
        id: 'state',
        title: 'State',
        multiple: false,
        options: [
          ...Object.entries(stateLabels).map(([value, label]) => ({ value, label })),
          { value: ALL_STATES, label: 'All states' },
        ],
      },
      { id: 'name', title: 'Kind', multiple: false, options: kinds.map((k) => ({ value: k, label: k })) },
    ],
    [kinds],
  );

  return (
    <DataTable
      label="Jobs"
      columns={columns}
      data={jobs.data?.['hydra:member'] ?? []}
      total={jobs.data?.['hydra:totalItems'] ?? 0}
      // The toolbar shows the state the list is filtered on, failed when the URL names none.
      state={{ ...state, filters: { ...state.filters, state: picked } }}
      onStateChange={onStateChange}
      getRowId={(job) => job.id}
      isLoading={jobs.isFetching && !jobs.data}
      emptyText={jobs.isError ? 'The jobs could not be loaded.' : emptyText(picked, state.filters.name)}
      toolbar={{ filterFields }}
    />
  );
};
