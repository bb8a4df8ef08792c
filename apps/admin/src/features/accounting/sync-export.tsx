import { Button } from '@backoffice/ui/button';
import { Download } from 'lucide-react';
import { useExportMutation } from './sync-api.ts';
import { PeriodFields, usePeriod } from './sync-period.tsx';

const files = [
  { type: 'sales', label: 'Sales CSV' },
  { type: 'purchases', label: 'Purchases CSV' },
] as const;

// The way out without a connector (and a check with one): the period's invoices and credit notes,
// or its supplier bills, in Xero's CSV import format (GET /api/accounting/export).
export const SyncExport = ({ configured }: { configured: boolean }) => {
  const period = usePeriod();
  const exporting = useExportMutation();
  const disabled = !period.valid || period.reversed || exporting.isPending;
  return (
    <section aria-labelledby="export-heading" className="space-y-3">
      <div>
        <h2 id="export-heading" className="text-lg font-medium">
          Xero CSV export
        </h2>
        <p className="text-sm text-stone-500">
          {configured
            ? 'The documents of a period as Xero imports them, to check or to load by hand.'
            : 'No connector is configured: import these files into Xero instead.'}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <PeriodFields idPrefix="export" period={period} />
        {files.map(({ type, label }) => (
          <Button
            key={type}
            variant="secondary"
            disabled={disabled}
            onClick={() => exporting.mutate({ type, from: period.from, to: period.to })}
          >
            <Download className="size-4" aria-hidden />
            {label}
          </Button>
        ))}
      </div>
      {period.reversed ? (
        <p role="alert" className="text-sm text-red-700">
          The period starts after it ends.
        </p>
      ) : null}
    </section>
  );
};
