import type { getTripChecks } from '@backoffice/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** One finding of GET /api/trips/{id}/checks: its words and the items it concerns (IRIs). */
export type TripCheck = Awaited<ReturnType<typeof getTripChecks>>['data']['checks'][number];

/** "Checks (3)" once read; no count while loading or after a failure (it would be a wrong 0). */
export const checksTitle = (checks: UseQueryResult<TripCheck[]>) =>
  checks.data ? `Checks (${checks.data.length})` : 'Checks';

// The checks' findings as the items tab and the itinerary show them: loading, a failure with a
// retry (never "All clear" when the checks were not read), all clear, or each finding with its
// items (`renderItem` links an item's IRI to where that screen shows it).
export const ChecksFindings = ({
  checks,
  renderItem,
  listClassName = 'space-y-2',
}: {
  checks: UseQueryResult<TripCheck[]>;
  renderItem: (iri: string) => ReactNode;
  listClassName?: string;
}) => {
  if (checks.isError && !checks.data)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <TriangleAlert className="size-4" aria-hidden /> The checks could not be loaded.
        <button
          type="button"
          onClick={() => void checks.refetch()}
          className="text-brand-700 underline hover:text-brand-900"
        >
          Try again
        </button>
      </p>
    );
  if (!checks.data) return <p className="text-sm text-stone-500">Loading the checks…</p>;
  if (checks.data.length === 0)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-green-700">
        <CheckCircle2 className="size-4" aria-hidden /> All clear
      </p>
    );
  return (
    <ul className={listClassName}>
      {checks.data.map((check) => (
        <li key={`${check.kind}-${check.date ?? ''}-${check.items.join()}`} className="flex gap-2 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-orange-600" aria-hidden />
          <span>
            {check.message} {check.items.map(renderItem)}
          </span>
        </li>
      ))}
    </ul>
  );
};
