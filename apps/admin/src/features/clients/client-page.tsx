import { Badge } from '@backoffice/ui/badge';
import type { ComponentType, ReactNode } from 'react';
import { useSearch } from 'wouter';
import { loadable } from '../../lib/loadable.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { RecordTabs } from '../../lib/records/record-tabs.tsx';
import { NotesButton } from '../../shared/notes/notes-button.tsx';
import { TaskPanelButton } from '../../shared/tasks/task-panel-button.tsx';
import { type LoadedClient, useClientQuery } from './api/use-clients.ts';
import { statusColor, statusLabel } from './client-status.ts';
import { type ClientTab, clientPath, clientTabs, isClientTab } from './client-tabs.ts';
import { GeneralTab } from './tabs/general-tab.tsx';

type Client = LoadedClient['client'];
const Skeleton = () => (
  <div aria-hidden="true" className="space-y-3">
    {[0, 1, 2].map((row) => (
      <div key={row} className="h-24 animate-pulse rounded-lg bg-stone-200/70" />
    ))}
  </div>
);

// The tabs other than General load on first use: the first screen then waits for the General
// tab's code only (docs/performance.md, client page first screen).
const lazyTab = <M,>(load: () => Promise<M>, name: keyof M) =>
  loadable(() => load().then((m) => m[name] as ComponentType<{ client: Client }>), <Skeleton />);
const GuestsTab = lazyTab(() => import('./tabs/guests-tab.tsx'), 'GuestsTab');
const ReferralsTab = lazyTab(() => import('./tabs/referrals-tab.tsx'), 'ReferralsTab');
const MembershipsTab = lazyTab(() => import('./tabs/memberships-tab.tsx'), 'MembershipsTab');
const PreferencesTab = lazyTab(() => import('./tabs/preferences-tab.tsx'), 'PreferencesTab');
const FilesTab = lazyTab(() => import('./tabs/files-tab.tsx'), 'FilesTab');
const InvoicesTab = lazyTab(() => import('./tabs/invoices-tab.tsx'), 'InvoicesTab');
const TripsTab = lazyTab(() => import('./tabs/trips-tab.tsx'), 'TripsTab');
const CardsTab = lazyTab(() => import('./tabs/cards-tab.tsx'), 'CardsTab');
const LogTab = lazyTab(() => import('./tabs/log-tab.tsx'), 'LogTab');
const EmailsTab = lazyTab(() => import('./tabs/emails-tab.tsx'), 'EmailsTab');

// One screen per tab of client-tabs.ts.
const tabScreens: Record<ClientTab, (loaded: LoadedClient) => ReactNode> = {
  general: (loaded) => <GeneralTab key={loaded.client.id} loaded={loaded} />,
  guests: ({ client }) => <GuestsTab client={client} />,
  referrals: ({ client }) => <ReferralsTab client={client} />,
  memberships: ({ client }) => <MembershipsTab client={client} />,
  preferences: ({ client }) => <PreferencesTab client={client} />,
  files: ({ client }) => <FilesTab client={client} />,
  invoices: ({ client }) => <InvoicesTab client={client} />,
  trips: ({ client }) => <TripsTab client={client} />,
  cards: ({ client }) => <CardsTab client={client} />,
  log: ({ client }) => <LogTab client={client} />,
  emails: ({ client }) => <EmailsTab client={client} />,
};

// /admin/clients/{id}: the client's header and its tabs (product.md §2.9). The tab is in the URL
// (?tab=guests), so it can be linked, reloaded and reached with the back button; the header shows
// at once from the list row while the client loads.
export const ClientPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const search = new URLSearchParams(useSearch()).get('tab');
  const tab: ClientTab = isClientTab(search) ? search : 'general';
  const label = clientTabs.find((entry) => entry.key === tab)?.label;
  const client = useClientQuery(id);
  useRecordTitle(client.data?.client.name, {
    path: `/admin/clients/${id}`,
    page: tab === 'general' ? undefined : label,
  });

  if (client.isError) return <LoadErrorPage error={client.error} />;
  const loaded = client.data && !client.isPlaceholderData ? client.data : undefined;
  const shown = client.data?.client;
  return (
    <section className="space-y-4" aria-busy={!loaded}>
      {shown ? (
        <header className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold">{shown.name}</h1>
          <Badge color={statusColor(shown.status)}>{statusLabel(shown.status)}</Badge>
          {shown.email ? <span className="text-sm text-stone-500">{shown.email}</span> : null}
          <span className="flex-1" />
          <TaskPanelButton record={{ kind: 'client', id: shown.id, name: shown.name }} />
          <NotesButton record={{ kind: 'client', id: shown.id, name: shown.name }} />
        </header>
      ) : (
        <div aria-hidden="true" className="h-9 animate-pulse rounded-lg bg-stone-200/70" />
      )}
      <RecordTabs
        label="Client sections"
        tabs={clientTabs}
        current={tab}
        hrefOf={(key) => clientPath(id, key)}
      />
      {loaded ? tabScreens[tab](loaded) : <Skeleton />}
    </section>
  );
};
