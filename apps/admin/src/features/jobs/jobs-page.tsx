import { useMemo } from 'react';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useJobQueuesQuery } from './api/job-queries.ts';
import { DEFAULT_STATE, JobList } from './job-list.tsx';
import { QueueTable } from './queue-table.tsx';

// /admin/jobs (Settings → Jobs, super admin only): each job kind's queue depth, then the jobs of a
// state (failed by default) and kind with their error, to retry or cancel. Filters and page live
// in the URL.
export const JobsPage = () => {
  const [state, setState] = useTableUrlState({
    pageSize: 20,
    filters: { state: DEFAULT_STATE },
    filterKeys: ['state', 'name'],
  });
  // The kind filter offers the declared kinds; the queue table reads the same (cached) answer.
  const queues = useJobQueuesQuery();
  const kinds = useMemo(() => queues.data?.['hydra:member'].map((q) => q.name) ?? [], [queues.data]);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">Jobs</h1>
      <div className="space-y-2">
        <h2 className="text-lg font-medium">Queues</h2>
        <QueueTable
          onShowFailed={(name) => setState({ ...state, page: 1, filters: { state: 'failed', name } })}
        />
      </div>
      <div className="space-y-2">
        <h2 className="text-lg font-medium">Jobs</h2>
        <JobList state={state} onStateChange={setState} kinds={kinds} />
      </div>
    </section>
  );
};
