import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { Spinner } from '@backoffice/ui/spinner';
import {
  PreferencesPanels,
  useClientPreferenceByIri,
} from '../../../shared/client-preferences/preferences-panels.tsx';
import { useSideListClient } from '../side-list/side-list-queries.ts';

export type PreferencesDrawerProps = {
  clientId: number | string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** The preferences drawer's width (product.md §9). */
export const PREFERENCES_DRAWER_WIDTH = 500;

/**
 * The itinerary's Client Preferences drawer (product.md §2.9) for a client: when opened it reads
 * the client (its name, its preferences link) and the preferences, and shows them read-only in the
 * shared accordion (Hotel… Internal/auto filled, a dash for a missing value), 500 px on the right.
 */
export const PreferencesDrawer = ({ clientId, open, onOpenChange }: PreferencesDrawerProps) => {
  const client = useSideListClient(open && clientId !== '' ? Number(clientId) : undefined);
  const iri = client.data?.preferences;
  const prefs = useClientPreferenceByIri(open ? iri : undefined);
  const loading = client.isPending || (Boolean(iri) && prefs.isPending);
  const failed = client.isError || prefs.isError;
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title="Client Preferences"
        description={client.data?.name}
        width={PREFERENCES_DRAWER_WIDTH}
        data-testid="client-preferences-drawer"
      >
        {failed ? (
          <p role="alert" className="text-sm text-red-600">
            The preferences could not be loaded.
          </p>
        ) : loading ? (
          <Spinner label="Loading the preferences" />
        ) : (
          <>
            {iri ? null : <p className="mb-2 text-sm text-stone-500">No preferences recorded yet.</p>}
            <PreferencesPanels preferences={iri ? prefs.data : undefined} />
          </>
        )}
      </DrawerContent>
    </Drawer>
  );
};
