import { idFromIri, isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { clientSearchSource } from '../../shared/emails/client-source.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { useClientQuery, usePreferencesQuery } from './api/use-preferences-query.ts';
import { PreferencesForm } from './preferences-form.tsx';

const clientSource = clientSearchSource(20);

const Loading = ({ label }: { label: string }) => (
  <div className="grid place-items-center py-20">
    <Spinner label={label} />
  </div>
);

const errorOf = (error: unknown) => (
  <ErrorPage
    status={isApiError(error) ? error.status || 500 : 500}
    message={error instanceof Error ? error.message : undefined}
  />
);

// /admin/clients/preferences/{id}: edit a preferences record.
const EditPreferences = ({ id }: { id: number }) => {
  const query = usePreferencesQuery(id);
  const clientId = query.data ? idFromIri(query.data.preferences.client ?? '') : undefined;
  const client = useClientQuery(clientId);
  useRecordTitle(client.data ? `${client.data.name}: preferences` : undefined);
  if (query.isError) return errorOf(query.error);
  if (!query.data) return <Loading label="Loading the preferences" />;
  return (
    <PreferencesForm
      key={id}
      preferences={query.data.preferences}
      etag={query.data.etag}
      client={query.data.preferences.client ?? ''}
      clientName={client.data?.name}
    />
  );
};

// /admin/clients/preferences?client={id}: a client's first preferences (or theirs, if they have some).
const NewPreferences = ({ clientId }: { clientId: number }) => {
  const client = useClientQuery(clientId);
  useRecordTitle(client.data ? `${client.data.name}: preferences` : undefined);
  if (client.isError) return errorOf(client.error);
  if (!client.data) return <Loading label="Loading the client" />;
  const existing = client.data.preferences ? idFromIri(client.data.preferences) : undefined;
  if (existing !== undefined) return <Redirect to={`/admin/clients/preferences/${existing}`} replace />;
  return (
    <PreferencesForm
      key={`new-${clientId}`}
      preferences={undefined}
      etag={undefined}
      client={client.data['@id']}
      clientName={client.data.name}
    />
  );
};

const ChooseClient = () => {
  const [, navigate] = useLocation();
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Client preferences</h1>
      <p className="text-sm text-stone-600">Choose the client whose preferences to record.</p>
      <RecordPicker
        source={clientSource}
        value={null}
        aria-label="Client"
        placeholder="Search clients by name, e-mail or phone…"
        onChange={(_, record) => {
          if (record) navigate(`/admin/clients/preferences?client=${record.id}`);
        }}
      />
    </section>
  );
};

export const PreferencesPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const search = useSearch();
  const clientParam = new URLSearchParams(search).get('client');
  if (params.id !== undefined) return <EditPreferences id={Number(params.id)} />;
  if (clientParam && /^\d+$/.test(clientParam)) return <NewPreferences clientId={Number(clientParam)} />;
  return <ChooseClient />;
};
