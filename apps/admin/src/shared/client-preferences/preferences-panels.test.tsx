import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { shownPreferencesDrawer } from '../../testing/preference-panels.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientPreferencesDrawer } from './preferences-panels.tsx';

// Against the real API in-process (testing/real-api.ts).
const api = realApiForFile({ signIn: 'travel@demo.travel' });

describe('ClientPreferencesDrawer', () => {
  it('shows the preferences read-only in the ten panels, 500 px wide, a dash where nothing is known', async () => {
    const client = await addClient(api, 'Eleanor Whitfield');
    const ocean = await api.post('/api/accommodation_room_amenities', { name: 'Ocean View' });
    const art = await api.post('/api/interests', { name: 'Art' });
    const prefs = await api.post('/api/client_preferences', {
      client: client['@id'],
      roomSize: 'junior_suite',
      roomAmenities: [ocean['@id']],
      boutiqueHotel: true,
      numberRooms: 2,
      massagePressure: 'firm',
      spaTreatments: ['massage', 'facial'],
      therapistsFemale: true,
      interests: [{ interest: art['@id'], level: 4 }],
    });
    const user = userEvent.setup();
    renderAt(
      '/admin/trips/1/itinerary',
      <ClientPreferencesDrawer
        open
        onOpenChange={() => undefined}
        preferences={prefs['@id']}
        clientName="Eleanor Whitfield"
      />,
    );
    const { drawer, value } = await shownPreferencesDrawer();
    await waitFor(() => expect(value('Room size')).toBe('Junior suite'));
    await waitFor(() => expect(value('Room amenities')).toBe('Ocean View'));
    expect(value('Boutique hotel')).toBe('Yes');
    expect(value('Connecting rooms')).toBe('No');
    expect(value('Hotel floor')).toBe('—');
    expect(value('Flowers')).toBe('—');
    expect(value('Number of rooms')).toBe('2');
    // Only Hotel is open at first; the others open on a click.
    expect(within(drawer).queryByText('Massage pressure')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Spa' }));
    await waitFor(() => expect(value('Massage pressure')).toBe('Firm'));
    expect(value('Spa treatments')).toBe('Massage, Facial');
    expect(value('Female therapists')).toBe('Yes');
    await user.click(within(drawer).getByRole('button', { name: 'Activities' }));
    await waitFor(() => expect(value('Interests')).toBe('Art (4/5)'));
    expect(value('Daily activity level')).toBe('—');
    await user.click(within(drawer).getByRole('button', { name: 'Internal/auto filled' }));
    expect(value('Record')).toBe(`#${prefs.id}`);
  }, 30_000);

  it('says so when the client has no preferences yet', async () => {
    renderAt('/', <ClientPreferencesDrawer open onOpenChange={() => undefined} preferences={null} />);
    const drawer = await screen.findByRole('dialog', { name: 'Client Preferences' });
    expect(within(drawer).getByText('No preferences recorded yet.')).toBeTruthy();
    expect(within(drawer).getByText('Room size').nextElementSibling?.textContent).toBe('—');
  });
});
