import type { TripHistoryEntry } from '@backoffice/sdk';
import { formatDateTime } from '@backoffice/ui/format';
import { useState } from 'react';
import { PagedLogSection } from '../../../shared/forms/paged-log-section.tsx';
import type { LoadedTrip } from '../api/use-trips.ts';
import { historyPageSize, useTripHistoryQuery } from './trip-records-api.ts';

const actions: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** A value as it was: text as is, nothing as a dash, anything else as JSON. */
export const historyValue = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changes worth a line: a field empty before and after (a new record's blanks) is left out. */
export const shownChanges = (entry: Pick<TripHistoryEntry, 'changes'>) =>
  entry.changes.filter(
    (change) => historyValue(change.beforeText) !== '—' || historyValue(change.afterText) !== '—',
  );

// product.md §2.9 Histories: every change to the trip and its records (GET /api/trips/{id}/history,
// from the audit log), newest first, a page at a time: when, who, which record and what, and each
// field before → after, as the server words them ('Status: Needed → Booked - Internal',
// 'Accommodation: Hotel X').
export const HistoriesTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const [page, setPage] = useState(1);
  const history = useTripHistoryQuery(loaded.trip.id, page);
  return (
    <PagedLogSection
      title="Histories"
      counted={['change', 'changes']}
      tableLabel="Trip history"
      pagerLabel="History pages"
      loadingLabel="Loading the history"
      emptyText="No changes recorded yet."
      headers={[
        { label: 'When', className: 'w-44' },
        { label: 'Who', className: 'w-40' },
        { label: 'What', className: 'w-64' },
        { label: 'Changes' },
      ]}
      query={{
        isPending: history.isPending,
        isPlaceholderData: history.isPlaceholderData,
        total: history.data?.['hydra:totalItems'],
      }}
      pageSize={historyPageSize}
      page={page}
      onPage={setPage}
      rows={(history.data?.['hydra:member'] ?? []).map((entry) => (
        <HistoryRow key={entry.id} entry={entry} />
      ))}
      bodyClassName="align-top"
    />
  );
};

const HistoryRow = ({ entry }: { entry: TripHistoryEntry }) => {
  const changes = shownChanges(entry);
  return (
    <tr>
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">{formatDateTime(entry.at)}</td>
      <td className="px-2 py-2">{entry.actor?.name ?? 'System'}</td>
      <td className="px-2 py-2">
        <span className="text-stone-800">{entry.title}</span>{' '}
        <span className="text-stone-500">{actions[entry.action] ?? entry.action}</span>
      </td>
      <td className="px-2 py-2">
        {changes.length === 0 ? (
          <span className="text-stone-400">—</span>
        ) : (
          <ul className="space-y-0.5">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-medium text-stone-700">{change.label}</span>:{' '}
                <span className="text-stone-500">{historyValue(change.beforeText)}</span> →{' '}
                <span className="text-stone-900">{historyValue(change.afterText)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
};
