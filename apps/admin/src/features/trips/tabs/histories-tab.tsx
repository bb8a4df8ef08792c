import type { TripHistoryEntry } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDateTime } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useState } from 'react';
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
  const total = history.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / historyPageSize));
  const entries = history.data?.['hydra:member'] ?? [];
  return (
    <FormSection
      title="Histories"
      description={history.data ? `${total} ${total === 1 ? 'change' : 'changes'}` : undefined}
    >
      {history.isPending ? (
        <Spinner label="Loading the history" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-stone-500">No changes recorded yet.</p>
      ) : (
        <>
          <table aria-label="Trip history" className="w-full text-sm" aria-busy={history.isPlaceholderData}>
            <thead className="border-b border-stone-200 text-left text-stone-600">
              <tr>
                <th className="w-44 px-2 py-2 font-medium">When</th>
                <th className="w-40 px-2 py-2 font-medium">Who</th>
                <th className="w-64 px-2 py-2 font-medium">What</th>
                <th className="px-2 py-2 font-medium">Changes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 align-top">
              {entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          <nav aria-label="History pages" className="flex items-center justify-end gap-2 pt-3 text-sm">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </FormSection>
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
