import type { AccountingSyncSettings } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { toast } from '@backoffice/ui/toast';
import { RefreshCw } from 'lucide-react';
import { useCanUseAccounting } from '../../shared/sales/sales-api.ts';
import { useSyncNowMutation, useSyncSettingsQuery } from './sync-api.ts';
import { SyncDrift } from './sync-drift.tsx';
import { SyncExport } from './sync-export.tsx';
import { SyncLog } from './sync-log.tsx';
import { SyncOutbox } from './sync-outbox.tsx';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
    <dd className="text-sm text-stone-900">{children}</dd>
  </div>
);

// What is configured (never a secret: the API shows the address without credentials nor query)
// and what waits in the outbox; Sync now sends what is due.
const Connector = ({ settings, canSend }: { settings: AccountingSyncSettings; canSend: boolean }) => {
  const syncNow = useSyncNowMutation();
  const counts = settings.counts ?? {};
  const sync = () =>
    syncNow.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(
          `Sync done: ${result.sent ?? 0} sent, ${result.failed ?? 0} failed, ${result.pending ?? 0} still pending.`,
        ),
    });
  return (
    <section
      aria-labelledby="connector-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start gap-4">
        <h2 id="connector-heading" className="mr-auto text-lg font-medium">
          Connector
        </h2>
        {settings.configured && canSend ? (
          <Button onClick={sync} disabled={syncNow.isPending}>
            <RefreshCw className={`size-4 ${syncNow.isPending ? 'animate-spin' : ''}`} aria-hidden />
            {syncNow.isPending ? 'Syncing…' : 'Sync now'}
          </Button>
        ) : null}
      </div>
      {settings.configured ? (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="Accounting system">{settings.system}</Fact>
          <Fact label="Endpoint">
            <code className="break-all text-xs">{settings.endpoint}</code>
          </Fact>
          <Fact label="Configured by">{settings.source}</Fact>
          <Fact label="Schedule">
            {settings.schedule}, {settings.maxAttempts} attempts before a record fails
          </Fact>
        </dl>
      ) : (
        <p className="text-sm text-stone-700">
          Not configured: nothing is sent to an accounting system. Export the documents as Xero CSV files
          instead (below), or set <code className="text-xs">ACCOUNTING_SYNC_URL</code> on the server.
        </p>
      )}
      <dl aria-label="Outbox counts" className="flex flex-wrap gap-6">
        <Fact label="Pending">
          <span className="tabular-nums">{counts.pending ?? 0}</span>
        </Fact>
        <Fact label="Sent">
          <span className="tabular-nums">{counts.sent ?? 0}</span>
        </Fact>
        <Fact label="Failed">
          <span className={`tabular-nums ${counts.failed ? 'font-semibold text-red-700' : ''}`}>
            {counts.failed ?? 0}
          </span>
        </Fact>
      </dl>
    </section>
  );
};

// /admin/synchronization (issue 29.5, product.md §2.5): the connector, the outbox with Resend, the
// sync log, the drift report and the Xero CSV export, for the accountant and the managing roles.
export const SyncPage = () => {
  const settings = useSyncSettingsQuery();
  const canSend = useCanUseAccounting();
  const configured = Boolean(settings.data?.configured);
  return (
    <section className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">Synchronization</h1>
        <p className="text-sm text-stone-500">
          Invoices, credit notes, bills and payments sent to the accounting system, each version once.
        </p>
      </header>
      {settings.isPending ? (
        <p className="text-sm text-stone-500">Loading the connector…</p>
      ) : settings.isError || !settings.data ? (
        <div className="space-y-2 text-sm">
          <p className="text-red-700">The connector settings could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Connector settings={settings.data} canSend={canSend} />
      )}
      <SyncOutbox canSend={canSend && configured} />
      <SyncLog />
      <SyncDrift configured={configured} />
      <SyncExport configured={configured} />
    </section>
  );
};
