import type { Client } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { FormSection } from '@backoffice/ui/form-section';
import { Link } from 'wouter';
import {
  PreferencesPanels,
  useClientPreferenceByIri,
} from '../../../shared/client-preferences/preferences-panels.tsx';

import { useCanWriteClients } from '../api/use-client-vault.ts';

// The client's preferences as the drawer shows them (read-only accordion), with the way to the
// full form (/admin/clients/preferences/{id}, or ?client= for a client's first record).
export const PreferencesTab = ({ client }: { client: Client }) => {
  const preferences = useClientPreferenceByIri(client.preferences);
  const canWrite = useCanWriteClients();
  const formPath = client.preferences
    ? `/admin/clients/preferences/${idFromIri(client.preferences)}`
    : `/admin/clients/preferences?client=${client.id}`;
  return (
    <FormSection title="Preferences">
      {canWrite ? (
        <p className="mb-3">
          <Link
            href={formPath}
            className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline"
          >
            {client.preferences ? 'Edit preferences' : 'Record preferences'}
          </Link>
        </p>
      ) : null}
      {!client.preferences ? (
        <p className="text-sm text-stone-500">No preferences recorded yet.</p>
      ) : preferences.isPending ? (
        <p className="text-sm text-stone-500">Loading preferences…</p>
      ) : (
        <PreferencesPanels preferences={preferences.data} />
      )}
    </FormSection>
  );
};
