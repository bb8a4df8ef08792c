import type { TripHistoryEntry } from '@backoffice/sdk';
import { formatMoney } from '@backoffice/ui/currency';
import { formatDateTime, formatUtc } from '@backoffice/ui/format';
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

type Change = TripHistoryEntry['changes'][number];

/**
 * One side of a change in words (issue 30.12): money in the admin's one format with the record's
 * currency, a day as '10 May 2027', an item's wall-clock time as '10 May 2027 08:05' (not
 * converted), an instant as the app shows times; the rest as the server words it (names, labels).
 */
export const changeText = (change: Change, side: 'before' | 'after') => {
  const raw = change[side];
  const text = side === 'before' ? change.beforeText : change.afterText;
  if (raw === null || raw === undefined || raw === '' || typeof raw === 'object') return historyValue(text);
  const value = String(raw);
  const words = (() => {
    switch (change.kind) {
      case 'money':
        return formatMoney(value, change.currency);
      case 'date':
        return formatUtc(`${value}T00:00:00Z`, 'DD MMM YYYY');
      case 'localDateTime':
        return formatUtc(`${value.slice(0, 10)}T${value.slice(11, 16)}:00Z`, 'DD MMM YYYY HH:mm');
      case 'dateTime':
        return formatUtc(value, 'DD MMM YYYY HH:mm');
      default:
        return '';
    }
  })();
  return words || historyValue(text);
};

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
                <span className="text-stone-500">{changeText(change, 'before')}</span> →{' '}
                <span className="text-stone-900">{changeText(change, 'after')}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
};
