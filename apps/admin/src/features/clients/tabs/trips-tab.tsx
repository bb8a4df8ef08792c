import type { Client } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';

// The client's trips. A placeholder until trips land (issue: trips): then this lists
// GET /api/trips?client.id= like the other tabs. Until then every client has none.
export const TripsTab = (_props: { client: Client }) => (
  <FormSection title="Trips">
    <p className="text-sm text-stone-500">No trips yet.</p>
  </FormSection>
);
