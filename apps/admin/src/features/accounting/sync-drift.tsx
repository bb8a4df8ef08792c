import { isApiError } from '@backoffice/sdk/core';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { ReportTable } from '../../shared/sales/report-table.tsx';
import { useDriftQuery } from './sync-api.ts';
import { RecordLink, recordTypeLabel } from './sync-cells.tsx';
import { PeriodFields, usePeriod } from './sync-period.tsx';

const kinds: Record<string, { label: string; color: BadgeColor }> = {
  missing: { label: 'Missing there', color: 'red' },
  amount: { label: 'Amount differs', color: 'orange' },
  status: { label: 'Status differs', color: 'yellow' },
  currency: { label: 'Currency differs', color: 'orange' },
};

// The drift report (GET /api/accounting/sync/drift): our documents of a period against what the
// accounting system holds. Run when asked (it reads the other side), again with "Compare again".
export const SyncDrift = ({ configured }: { configured: boolean }) => {
  const period = usePeriod();
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const report = useDriftQuery(asked?.from ?? '', asked?.to ?? '', Boolean(asked) && configured);
  const differences = report.data?.differences ?? [];
  const run = () => {
    setAsked({ from: period.from, to: period.to });
    if (asked?.from === period.from && asked.to === period.to) void report.refetch();
  };
  return (
    <section aria-labelledby="drift-heading" className="space-y-3">
      <div>
        <h2 id="drift-heading" className="text-lg font-medium">
          Drift report
        </h2>
        <p className="text-sm text-stone-500">
          Our journal is the source of truth: this compares each document with what the accounting system
          holds.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <PeriodFields idPrefix="drift" period={period} />
        <Button
          variant="secondary"
          disabled={!configured || !period.valid || period.reversed || report.isFetching}
          onClick={run}
        >
          <Scale className="size-4" aria-hidden />
          {asked ? 'Compare again' : 'Compare'}
        </Button>
      </div>
      {!configured ? (
        <p className="text-sm text-stone-500">
          No accounting system is configured: there is nothing to compare with.
        </p>
      ) : period.reversed ? (
        <p role="alert" className="text-sm text-red-700">
          The period starts after it ends.
        </p>
      ) : !asked ? (
        <p className="text-sm text-stone-500">Choose a period and compare.</p>
      ) : report.isFetching && !report.data ? (
        <p className="text-sm text-stone-500">Comparing with the accounting system…</p>
      ) : report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {isApiError(report.error) ? report.error.messages.join(' ') : 'The drift report could not be made.'}
        </p>
      ) : differences.length === 0 ? (
        <p className="text-sm text-green-800">
          No drift: the {report.data?.checked ?? 0} documents of the period match what the accounting system
          holds.
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">
            {differences.length} {differences.length === 1 ? 'difference' : 'differences'} in{' '}
            {report.data?.checked ?? 0} documents
            {report.data?.truncated
              ? ' (the newest documents only: choose a shorter period for the rest)'
              : ''}
            .
          </p>
          <ReportTable
            label="Drift"
            columns={['Document', 'Difference', { right: 'Here' }, { right: 'There' }, 'Detail']}
          >
            <tbody>
              {differences.map((d) => (
                <tr key={`${d.recordType}-${d.recordId}-${d.kind}`} className="border-t border-stone-100">
                  <td className="px-3 py-2">
                    <span className="block font-medium tabular-nums">
                      <RecordLink type={d.recordType} id={d.recordId}>
                        {d.document ?? `${d.recordId}`}
                      </RecordLink>
                    </span>
                    <span className="text-xs text-stone-500">
                      {recordTypeLabel(d.recordType)}
                      {d.contact ? ` · ${d.contact}` : ''}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <Badge color={kinds[d.kind ?? '']?.color ?? 'grey'}>
                      {kinds[d.kind ?? '']?.label ?? d.kind}
                    </Badge>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{d.ours ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{d.theirs ?? '—'}</td>
                  <td className="px-3 py-2 text-stone-600">{d.message}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </div>
      )}
    </section>
  );
};
