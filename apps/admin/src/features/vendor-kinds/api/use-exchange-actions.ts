import { toast } from '@backoffice/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/query-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { ExchangeSlot } from '../types.ts';

// calls.md 9: exports and imports give up after 30 seconds.
export const EXCHANGE_TIMEOUT_MS = 30_000;

/** calls.md 7.3: a fixed prefix, the kind of record and the short French date (DD-MM-YY, UTC). */
export const exportFileName = (collection: string, now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${pad(now.getUTCDate())}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCFullYear() % 100)}`;
  return `travel-backoffice-${collection.replaceAll('_', '-')}-${date}.xlsx`;
};

/** The name the server gives the file (Content-Disposition), else the same rule computed here. */
export const downloadName = (headers: Headers, collection: string) =>
  /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1] ?? exportFileName(collection);

const download = saveFile;

const IMPORT_TYPES = '.xlsx';

// The toolbar's export/import handlers of one list. The export sends the list's current filters
// and sort (`query`, without paging); a successful import refreshes the list (`refreshKey`).
export const useExchangeActions = (
  collection: string,
  slot: ExchangeSlot | undefined,
  query: Record<string, string | string[]>,
  refreshKey: readonly unknown[],
) => {
  const queryClient = useQueryClient();
  if (!slot) return {};
  const { page: _page, itemsPerPage: _size, ...filters } = query;
  return {
    onExport: async () => {
      try {
        const res = await slot.exportFile(filters, { signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS) });
        download(res.data, downloadName(res.headers, collection));
        toast.success('Export Success');
      } catch (error) {
        reportError(error);
      }
    },
    importAccept: IMPORT_TYPES,
    onImportRejected: () => toast.error('Only xlsx workbooks can be imported.'),
    onImport: async (file: File) => {
      try {
        await slot.importFile(file, { signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS) });
        toast.success('Import Success');
        await queryClient.invalidateQueries({ queryKey: refreshKey });
      } catch (error) {
        reportError(error);
      }
    },
  };
};
