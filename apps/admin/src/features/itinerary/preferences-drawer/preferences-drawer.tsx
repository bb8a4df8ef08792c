import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { Spinner } from '@backoffice/ui/spinner';
import {
  ClientPreferencesDrawer,
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
 * The itinerary's Client Preferences drawer (product.md §2.9) for a client: reads the client (its
 * name and its preferences link) when opened, then shows the shared read-only drawer (500 px, on
 * the right, the accordion Hotel… Internal/auto filled, a dash for a missing value).
 */
export const PreferencesDrawer = ({ clientId, open, onOpenChange }: PreferencesDrawerProps) => {
  const client = useSideListClient(open && clientId !== '' ? Number(clientId) : undefined);
  // Read here too so the drawer's loading state covers the client and the preferences alike.
  const prefs = useClientPreferenceByIri(client.data?.preferences);
  if (open && (client.isPending || (client.data?.preferences && prefs.isPending))) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent title="Client Preferences" width={PREFERENCES_DRAWER_WIDTH}>
          <Spinner label="Loading the preferences" />
        </DrawerContent>
      </Drawer>
    );
  }
  if (open && client.isError) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent title="Client Preferences" width={PREFERENCES_DRAWER_WIDTH}>
          <p role="alert" className="text-sm text-red-600">
            The preferences could not be loaded.
          </p>
          <PreferencesPanels preferences={undefined} />
        </DrawerContent>
      </Drawer>
    );
  }
  const name = client.data?.name;
  return (
    <ClientPreferencesDrawer
      open={open}
      onOpenChange={onOpenChange}
      preferences={client.data?.preferences ?? null}
      clientName={name}
    />
  );
};
