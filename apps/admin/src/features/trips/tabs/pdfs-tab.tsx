import type { TripPdf } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDateTime } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { ExternalLink, FilePlus2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { reportError } from '../../../lib/query-client.ts';
import { openFile } from '../../../shared/files/open-file.ts';
import { PlainTable } from '../../../shared/tables/plain-table.tsx';
import { openTripPdf, type TripPdfKind } from '../../trip-domain/open-trip-pdf.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { useDeleteTripPdfMutation, useStoreTripPdfMutation, useTripPdfsQuery } from './trip-pdfs-api.ts';
import { useCanWriteTrips } from './trip-records-api.ts';

const kindLabels: Record<TripPdfKind, string> = { proposal: 'Proposal', finalized: 'Finalized trip' };
const kindOf = (pdf: TripPdf) => kindLabels[pdf.kind as TripPdfKind] ?? pdf.kind;
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

// calls.md 7.6 trips/{tripId}/pdfs: the trip's stored PDF versions (immutable files, numbered per
// kind), newest first; a writer stores the current proposal or finalized PDF as the next version
// or deletes one; anyone who reads trips opens them (signed file links) or the current PDF.
export const PdfsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const tripId = loaded.trip.id;
  const list = useTripPdfsQuery(tripId);
  const store = useStoreTripPdfMutation(tripId);
  const remove = useDeleteTripPdfMutation(tripId);
  const canWrite = useCanWriteTrips();
  const confirm = useConfirm();
  const [kind, setKind] = useState<TripPdfKind>('proposal');
  const rows = list.data ?? [];
  const onDelete = async (pdf: TripPdf) => {
    if (await confirm({ danger: true, confirmText: 'Delete' })) remove.mutate(pdf.id);
  };
  return (
    <FormSection title="PDFs" description="Stored versions of the proposal and finalized trip PDFs.">
      <div className="flex flex-wrap items-center gap-2 pb-3">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void openTripPdf(tripId, kind).catch(reportError)}
        >
          <ExternalLink className="size-4" aria-hidden /> Open current {kindLabels[kind].toLowerCase()}
        </Button>
        <label className="flex items-center gap-2 text-sm">
          Kind
          <select
            aria-label="Kind"
            className="rounded border border-stone-300 px-2 py-1 text-sm"
            value={kind}
            onChange={(e) => setKind(e.target.value as TripPdfKind)}
          >
            <option value="proposal">Proposal</option>
            <option value="finalized">Finalized trip</option>
          </select>
        </label>
        {canWrite ? (
          <Button size="sm" disabled={store.isPending} onClick={() => store.mutate(kind)}>
            <FilePlus2 className="size-4" aria-hidden /> {store.isPending ? 'Storing…' : 'Store a version'}
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner label="Loading the PDFs" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No stored version yet.</p>
      ) : (
        <PlainTable
          label="Stored PDFs"
          headers={['Version', 'Label', 'Stored', 'Pages', 'Size']}
          actions={{ label: '' }}
        >
          {rows.map((pdf) => (
            <tr key={pdf.id}>
              <td className="px-2 py-2 font-medium">
                {kindOf(pdf)} v{pdf.number}
              </td>
              <td className="px-2 py-2">{pdf.label ?? '—'}</td>
              <td className="px-2 py-2 tabular-nums">{formatDateTime(pdf.createdAt)}</td>
              <td className="px-2 py-2 tabular-nums">{pdf.pages}</td>
              <td className="px-2 py-2 tabular-nums">{sizeOf(pdf.size)}</td>
              <td className="px-2 py-2 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Open ${kindOf(pdf)} v${pdf.number}`}
                  onClick={() => void openFile(pdf.filePath).catch(reportError)}
                >
                  <ExternalLink className="size-4" aria-hidden /> Open
                </Button>
                {canWrite ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${kindOf(pdf)} v${pdf.number}`}
                    onClick={() => void onDelete(pdf)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
    </FormSection>
  );
};
