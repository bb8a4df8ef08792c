import type { JobQueueCollectionHydraMemberItem } from '@backoffice/sdk';
import { cn } from '@backoffice/ui/cn';
import { useJobQueuesQuery } from './api/job-queries.ts';

type Queue = JobQueueCollectionHydraMemberItem;

const counts = [
  ['queued', 'Queued'],
  ['deferred', 'Deferred'],
  ['active', 'Active'],
  ['retrying', 'Retrying'],
  ['failed', 'Failed'],
  ['completed', 'Completed'],
] as const satisfies readonly (readonly [keyof Queue, string])[];

// Counts that call for a look: failures in red, retries in orange.
const alarm: Partial<Record<keyof Queue, string>> = {
  failed: 'font-semibold text-red-700',
  retrying: 'font-semibold text-orange-700',
};

/**
 * One row per job kind with its counts, read again every few seconds. A kind's failed count opens
 * its failed jobs in the list below.
 */
export const QueueTable = ({ onShowFailed }: { onShowFailed: (name: string) => void }) => {
  const queues = useJobQueuesQuery();
  const rows = queues.data?.['hydra:member'] ?? [];
  return (
    <div className="overflow-x-auto rounded-md border border-stone-200 bg-white">
      <table aria-label="Job queues" aria-busy={queues.isLoading} className="w-full text-sm">
        <thead className="bg-stone-50 text-left text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            {counts.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((queue) => (
            <tr
              key={queue.name}
              className={cn('border-t border-stone-100', queue.failed > 0 && 'bg-red-50/60')}
            >
              <th scope="row" className="px-3 py-2 text-left font-mono text-xs font-normal">
                {queue.name}
              </th>
              {counts.map(([key]) => (
                <td
                  key={key}
                  className={cn('px-3 py-2 text-right tabular-nums', queue[key] > 0 && alarm[key])}
                >
                  {key === 'failed' && queue.failed > 0 ? (
                    <button
                      type="button"
                      className="underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
                      aria-label={`Show the ${queue.failed} failed ${queue.name} jobs`}
                      onClick={() => onShowFailed(queue.name)}
                    >
                      {queue.failed}
                    </button>
                  ) : (
                    queue[key]
                  )}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={counts.length + 1} className="px-3 py-6 text-center text-stone-500">
                {queues.isLoading
                  ? 'Loading…'
                  : queues.isError
                    ? 'The queues could not be read.'
                    : 'No job kind is declared yet.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
};
