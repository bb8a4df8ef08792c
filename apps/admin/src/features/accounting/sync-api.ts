import {
  type AccountingOutboxEntry,
  exportAccountingCsv,
  getAccountingSyncDrift,
  getAccountingSyncSettings,
  listAccountingOutboxEntries,
  listAccountingSyncLogs,
  resendAccountingOutboxEntry,
  syncAccounting,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../lib/records/list-query.ts';
import { saveFile } from '../../lib/save-file.ts';

// The synchronisation screen's calls (issue 29.5): the connector settings, the outbox and the sync
// log (server-paged), sync now, resend, the drift report and the Xero CSV export. Every key sits
// under 'sync': a send refreshes the counts, the outbox and the log together.
export const syncKeys = {
  all: ['sync'] as const,
  settings: ['sync', 'settings'] as const,
  outbox: (query: QueryPairs) => ['sync', 'outbox', query] as const,
  log: (query: QueryPairs) => ['sync', 'log', query] as const,
  drift: (from: string, to: string) => ['sync', 'drift', from, to] as const,
};

// A page showing rows still pending is read again every 10 s (the every-minute job sends them).
const REFRESH_MS = 10_000;

export const useSyncSettingsQuery = () =>
  useQuery({
    queryKey: syncKeys.settings,
    queryFn: async () => (await getAccountingSyncSettings()).data,
    refetchInterval: REFRESH_MS,
  });

const outbox = { key: syncKeys.outbox, list: listAccountingOutboxEntries };
export const useOutboxQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(outbox, query, paging, {
    every: REFRESH_MS,
    moving: (page) => page['hydra:member'].some((row) => row.status === 'pending'),
  });

const log = { key: syncKeys.log, list: listAccountingSyncLogs };
export const useSyncLogQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(log, query, paging);

/** The drift report of a period, read when asked for (it reads the accounting system). */
export const useDriftQuery = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: syncKeys.drift(from, to),
    queryFn: async () => (await getAccountingSyncDrift({ from, to })).data,
    enabled,
    staleTime: 0,
    retry: false,
    // Its error (409 without a connector, 502 when the other side fails) shows in the report.
    meta: { silent: true },
  });

export const useSyncNowMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await syncAccounting()).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }),
  });
};

export const useResendMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: AccountingOutboxEntry) => (await resendAccountingOutboxEntry(row.id)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }),
  });
};

/** Downloads the Xero CSV import file of a period (sales or purchases). */
export const useExportMutation = () =>
  useMutation({
    mutationFn: async ({ type, from, to }: { type: 'sales' | 'purchases'; from: string; to: string }) => {
      const res = await exportAccountingCsv({ type, from, to });
      const body = res.data as unknown;
      // Excel reads the file as UTF-8 by its byte order mark (Response.text() drops it).
      const blob =
        body instanceof Blob ? body : new Blob(['\ufeff', String(body ?? '')], { type: 'text/csv' });
      saveFile(blob, `xero-${type}-${from}-${to}.csv`);
    },
    meta: { successMessage: 'Export downloaded' },
  });
