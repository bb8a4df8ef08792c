import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render.tsx';
import { ItineraryCalendar } from '../calendar/itinerary-calendar.tsx';
import { ItineraryWorkspace } from './itinerary-workspace.tsx';
import { ItinerarySession } from './session.tsx';

// The frame in template mode (§2.9): the template title, no Actions, Day N headers without dates;
// the slots the app fills.
describe('the itinerary workspace', () => {
  it('takes a template: its title, no Actions, Day N without dates', async () => {
    renderAt(
      '/admin/trip-templates/4/itinerary',
      <ItinerarySession>
        <ItineraryWorkspace mode="template" title="Japan in spring" backHref="/admin/trip-templates/4">
          <ItineraryCalendar
            mode="template"
            startDate="2000-01-01"
            endDate="2000-01-03"
            items={[]}
            onMove={vi.fn()}
            onOpen={vi.fn()}
            onDelete={vi.fn()}
          />
        </ItineraryWorkspace>
      </ItinerarySession>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Japan in spring' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the template' }).getAttribute('href')).toBe(
      '/admin/trip-templates/4',
    );
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();
    // A template has no client: no Client Preferences button (issue 30.12).
    expect(screen.queryByRole('button', { name: 'Client Preferences' })).toBeNull();
    const calendar = screen.getByTestId('itinerary-calendar');
    expect(within(calendar).getByText('Day 1')).toBeTruthy();
    expect(within(calendar).getByText('Day 4')).toBeTruthy();
    expect(within(calendar).queryByText('01 Jan')).toBeNull();
  });

  it('mounts the side list and preferences drawer slots', async () => {
    const user = userEvent.setup();
    renderAt(
      '/admin/trips/1/itinerary?tab=4',
      <ItinerarySession>
        <ItineraryWorkspace
          mode="trip"
          title="Client TR-1"
          backHref="/admin/trips/1"
          renderSideList={(tab) => <p>Side list of tab {tab}</p>}
          renderPreferencesDrawer={({ open }) => (open ? <p>Preferences open</p> : null)}
          mapView={<p>The map</p>}
        >
          <p>The calendar</p>
        </ItineraryWorkspace>
      </ItinerarySession>,
    );
    expect(screen.getByText('Side list of tab 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Client Preferences' }));
    expect(screen.getByText('Preferences open')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Map view' }));
    expect(screen.getByText('The map')).toBeTruthy();
    expect(screen.queryByText('The calendar')).toBeNull();
    expect(screen.queryByText(/Side list of tab/)).toBeNull();
  });
});
