import { getListNearbyVendorsMockHandler } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMapRenderer } from '../../shared/map/renderer/load-map-lib.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { offlineConfig, renderMapScreen, useMapApi } from './testing/render-map.tsx';
import { vendorMapStateAtom } from './use-vendor-map-state.ts';
import { VendorMapPopupPage } from './vendor-map-popup-page.tsx';

vi.mock('../../shared/map/renderer/load-map-lib.ts', () => ({ loadMapRenderer: vi.fn() }));

const backend = realApiForFile();
afterEach(() => {
  backend.server.events.removeAllListeners();
});

const nearby = (id: number, name: string, distance: number) => ({
  '@id': `/api/vendors/${id}`,
  '@type': 'Vendor',
  id,
  name,
  status: 'active',
  city: 'Ubud',
  latitude: -8.43,
  longitude: 115.28,
  distance,
});

describe('/admin/vendors/map/popup', () => {
  it("shows a marker's popup without the map: pin, links, the same location and the vendors nearby", async () => {
    const requests = useMapApi(backend, offlineConfig);
    backend.server.use(
      getListNearbyVendorsMockHandler({
        'hydra:totalItems': 3,
        'hydra:member': [
          nearby(14, 'Ubud Adventures', 0),
          nearby(20, 'Ubud Kitchen', 0.85),
          nearby(21, 'Jungle Spa', 3.2),
        ],
      }),
    );
    const user = userEvent.setup();
    const { store } = renderMapScreen(
      '/admin/vendors/map/popup?marker=%2Fapi%2Factivities%2F6',
      <VendorMapPopupPage />,
    );
    const popup = await screen.findByTestId('marker-popup');
    expect(within(popup).getByRole('heading').textContent).toBe('Rice terrace trek');
    expect(within(popup).getByRole('link', { name: 'Open activity' }).getAttribute('href')).toBe(
      '/admin/activities/6',
    );
    expect(screen.getByRole('link', { name: 'Show on the map' }).getAttribute('href')).toBe(
      '/admin/vendors/map?marker=%2Fapi%2Factivities%2F6',
    );
    const same = screen.getByRole('region', { name: 'At the same location' });
    expect(within(same).getByRole('link', { name: 'Volcano sunrise hike' }).getAttribute('href')).toBe(
      '/admin/vendors/map/popup?marker=%2Fapi%2Factivities%2F7',
    );
    // Nearest first, without the marker's own vendor.
    const vendors = screen.getByRole('region', { name: 'Nearby vendors' });
    await waitFor(() =>
      expect(
        within(vendors)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Ubud Kitchen', 'Jungle Spa']),
    );
    expect(within(vendors).getByText('850 m')).toBeTruthy();
    expect(within(vendors).getByRole('link', { name: 'Ubud Kitchen' }).getAttribute('href')).toBe(
      '/admin/vendors/20/tabs/General',
    );
    const nearbyCall = requests.find((u) => u.pathname === '/api/vendors/nearby')!;
    expect(Object.fromEntries(nearbyCall.searchParams)).toMatchObject({
      latitude: '-8.43',
      longitude: '115.28',
      distance: '5',
    });

    // Opened like a marker on the map, and pinned from here.
    expect(store.get(vendorMapStateAtom).selected).toBe('/api/activities/6');
    await user.click(within(popup).getByRole('button', { name: 'Pin' }));
    expect(store.get(vendorMapStateAtom).pinned).toBe('/api/activities/6');
    expect(within(popup).getByText('Pinned')).toBeTruthy();
    // The renderer is never loaded here.
    expect(loadMapRenderer).not.toHaveBeenCalled();
  });

  it('without ?marker shows the marker opened on the map, or says none is', async () => {
    useMapApi(backend, offlineConfig);
    const first = renderMapScreen('/admin/vendors/map/popup', <VendorMapPopupPage />);
    expect(await screen.findByText(/No marker is open\./)).toBeTruthy();
    first.unmount();

    const { store } = renderMapScreen('/admin/vendors/map/popup', <VendorMapPopupPage />);
    store.set(vendorMapStateAtom, (s) => ({ ...s, selected: '/api/restaurants/5' }));
    const popup = await screen.findByTestId('marker-popup');
    expect(within(popup).getByRole('heading').textContent).toBe('Mozaic');
  });
});
