import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addClient } from '../../../testing/fixtures.ts';
import { shownPreferencesDrawer } from '../../../testing/preference-panels.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { PreferencesDrawer } from './preferences-drawer.tsx';

// Against the real API in-process (testing/real-api.ts).
const api = realApiForFile({ signIn: 'travel@demo.travel' });

describe('PreferencesDrawer', () => {
  it("shows the client's preferences by client id: 500 px, the ten panels, a dash for what is missing", async () => {
    const client = await addClient(api, 'Iris Drawer');
    const tag = await api.post('/api/restaurant_tags', { name: 'Drawer Rooftop' });
    await api.post('/api/client_preferences', {
      client: client['@id'],
      roomSize: 'suite',
      boutiqueHotel: true,
      restaurantTags: [tag['@id']],
    });
    const user = userEvent.setup();
    renderAt(
      '/admin/trips/1/itinerary',
      <PreferencesDrawer clientId={client.id} open onOpenChange={() => undefined} />,
    );
    // The client and their preferences are read when the drawer opens.
    expect(screen.getByRole('status', { name: 'Loading the preferences' })).toBeTruthy();
    const { drawer, value } = await shownPreferencesDrawer();
    expect(within(drawer).getByText('Iris Drawer')).toBeTruthy();
    await waitFor(() => expect(value('Room size')).toBe('Suite'));
    expect(value('Boutique hotel')).toBe('Yes');
    expect(value('Hotel floor')).toBe('—');
    expect(value('Room amenities')).toBe('—');
    await user.click(within(drawer).getByRole('button', { name: 'Dining' }));
    await waitFor(() => expect(value('Restaurant tags')).toBe('Drawer Rooftop'));
    expect(value('Favorite cuisines')).toBe('—');
  }, 30_000);

  it('says when the client has no preferences recorded, every value a dash', async () => {
    const client = await addClient(api, 'Nora Nothing');
    const closed = renderAt(
      '/',
      <PreferencesDrawer clientId={client.id} open={false} onOpenChange={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    closed.unmount();
    renderAt('/', <PreferencesDrawer clientId={String(client.id)} open onOpenChange={() => undefined} />);
    const drawer = await screen.findByRole('dialog', { name: 'Client Preferences' });
    expect(
      await within(drawer).findByText(/No preferences recorded/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(drawer).getByText('Room size').nextElementSibling?.textContent).toBe('—');
  }, 30_000);
});
