import { cancelJob, listJobQueues, listJobs, retryJob } from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../../lib/records/list-query.ts';

// The jobs screen's calls (GET /api/jobs/queues, GET /api/jobs, retry and cancel), super admin only.
export const jobKeys = {
  all: ['jobs'] as const,
  queues: ['jobs', 'queues'] as const,
  list: (query: QueryPairs) => ['jobs', 'list', query] as const,
};

// Queue depths move on their own (workers, retries, cron): read again every 5 s while the screen is
// open; TanStack Query pauses the interval while the tab is hidden.
export const QUEUES_REFRESH_MS = 5000;

export const useJobQueuesQuery = () =>
  useQuery({
    queryKey: jobKeys.queues,
    queryFn: async () => (await listJobQueues()).data,
    refetchInterval: QUEUES_REFRESH_MS,
    staleTime: 0,
  });

const moving = new Set(['created', 'retry', 'active']);

// A page of jobs; while one on the page is still waiting or running, the page is read again with
// the queues so its state and error show without a reload.
const jobs = { key: jobKeys.list, list: listJobs };

export const useJobsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(jobs, query, paging, {
    every: QUEUES_REFRESH_MS,
    moving: (page) => page['hydra:member'].some((job) => moving.has(job.state)),
    staleTime: 0,
  });

// Retry and cancel answer 204; the list and the counts are read again whatever the outcome (a 409
// means the job changed meanwhile, and its toast says to reload: the reload is done here).
const useJobAction = (call: (id: string) => Promise<unknown>, successMessage: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    meta: { successMessage },
  });
};

export const useRetryJobMutation = () => useJobAction(retryJob, 'Job queued again');
export const useCancelJobMutation = () => useJobAction(cancelJob, 'Job cancelled');
