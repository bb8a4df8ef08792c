import { getGetDriveTimeMockHandler, getGetVendorMapMockHandler, problem } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createFakeRenderer } from '../../shared/map/fake-map-renderer.ts';
import { loadMapRenderer } from '../../shared/map/renderer/load-map-lib.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { offlineConfig, renderMapScreen, useMapApi } from './testing/render-map.tsx';
import { VendorMapPage, VendorMapPinPage } from './vendor-map-page.tsx';

// The renderer (maplibre-gl / mapbox-gl) needs WebGL, which jsdom has not: a fake stands in for it.
const fake = vi.hoisted(() => ({
  noWebGL: false,
  current: undefined as ReturnType<typeof createFakeRenderer> | undefined,
}));
vi.mock('../../shared/map/renderer/load-map-lib.ts', async () => {
  const { createFakeRenderer } = await import('../../shared/map/fake-map-renderer.ts');
  return {
    loadMapRenderer: vi.fn(async () => {
      if (fake.noWebGL) return null;
      fake.current = createFakeRenderer();
      return fake.current.renderer;
    }),
  };
});

const backend = realApiForFile();
beforeEach(() => {
  fake.noWebGL = false;
  fake.current = undefined;
  vi.mocked(loadMapRenderer).mockClear();
});
afterEach(() => {
  backend.server.events.removeAllListeners();
});

const map = () => screen.getByTestId('vendor-map');
const markerNames = () =>
  [...map().querySelectorAll('[data-marker]')].map((el) => el.getAttribute('aria-label') ?? '');
const marker = (name: string) => within(map()).getByRole('button', { name });
const popup = () => screen.getByTestId('marker-popup');
const status = () => screen.getByTestId('marker-count').textContent;
const historyNames = () =>
  within(screen.getByRole('region', { name: 'Recently opened' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const openMap = async (path = '/admin/vendors/map', ui = <VendorMapPage />) => {
  const result = renderMapScreen(path, ui);
  await waitFor(() => expect(map().querySelectorAll('[data-marker]').length).toBeGreaterThan(0));
  return result;
};

describe('/admin/vendors/map', () => {
  it('draws one marker per place in the colour of its type, and switches each type off and on', async () => {
    useMapApi(backend, offlineConfig);
    const user = userEvent.setup();
    await openMap();
    expect(loadMapRenderer).toHaveBeenCalledWith(offlineConfig);
    expect(markerNames()).toEqual([
      '2 places at this location',
      'Hotel: Aman Kyoto',
      'Villa: Villa Kalyana',
      'Restaurant: Mozaic',
      '2 places at this location',
      'Other Service: Bali Butlers',
    ]);
    expect(status()).toBe('Showing 8 of 8 markers · 6 on the map');
    expect(marker('Hotel: Aman Kyoto').style.background).toBe('rgb(22, 163, 74)');
    expect(marker('Villa: Villa Kalyana').style.background).toBe('rgb(234, 88, 12)');
    expect(marker('Restaurant: Mozaic').style.background).toBe('rgb(220, 38, 38)');

    const hotels = screen.getByRole('switch', { name: 'Hotels' });
    expect(hotels.getAttribute('aria-checked')).toBe('true');
    await user.click(hotels);
    expect(hotels.getAttribute('aria-checked')).toBe('false');
    // The Sayan spa is now alone at its place: a single marker instead of a group.
    expect(markerNames()).toEqual([
      'Spa: Sayan Spa',
      'Villa: Villa Kalyana',
      'Restaurant: Mozaic',
      '2 places at this location',
      'Other Service: Bali Butlers',
    ]);
    expect(status()).toBe('Showing 6 of 8 markers · 5 on the map');
    await user.click(screen.getByRole('switch', { name: 'Activities' }));
    expect(markerNames()).toHaveLength(4);
    await user.click(hotels);
    await user.click(screen.getByRole('switch', { name: 'Activities' }));
    expect(markerNames()).toHaveLength(6);
    expect(status()).toBe('Showing 8 of 8 markers · 6 on the map');
  });

  it('opens a shared location as a list, then the chosen marker, and keeps the last two opened', async () => {
    useMapApi(backend, offlineConfig);
    const user = userEvent.setup();
    await openMap();
    await user.click(within(map()).getAllByRole('button', { name: '2 places at this location' })[0]!);
    const list = screen.getByTestId('group-popup');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Four Seasons SayanHotel', 'Sayan SpaSpa']);
    // Not recorded as opened until a marker is chosen.
    expect(historyNames()).toEqual([]);

    await user.click(within(list).getByRole('button', { name: /Sayan Spa/ }));
    expect(screen.queryByTestId('group-popup')).toBeNull();
    expect(within(popup()).getByRole('heading').textContent).toBe('Sayan Spa');
    expect(within(popup()).getByRole('link', { name: 'Open spa' }).getAttribute('href')).toBe(
      '/admin/spas/4',
    );
    expect(within(popup()).getByRole('link', { name: 'Vendor' }).getAttribute('href')).toBe(
      '/admin/vendors/10/tabs/General',
    );
    // The group marker is the selected one.
    expect(
      within(map())
        .getAllByRole('button', { name: '2 places at this location' })[0]!
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(marker('Hotel: Aman Kyoto'));
    expect(within(popup()).getByRole('heading').textContent).toBe('Aman Kyoto');
    expect(within(popup()).getByRole('link', { name: 'Open hotel' }).getAttribute('href')).toBe(
      '/admin/accommodations/2',
    );
    expect(historyNames()).toEqual(['Sayan SpaSpa']);
    await user.click(marker('Villa: Villa Kalyana'));
    expect(historyNames()).toEqual(['Aman KyotoHotel', 'Sayan SpaSpa']);
    await user.click(marker('Restaurant: Mozaic'));
    expect(historyNames()).toEqual(['Villa KalyanaVilla', 'Aman KyotoHotel']);

    // Closing the popup with the renderer's close button records the closed marker.
    fake.current!.popups.at(-1)!.close();
    await waitFor(() => expect(screen.queryByTestId('marker-popup')).toBeNull());
    expect(historyNames()).toEqual(['MozaicRestaurant', 'Villa KalyanaVilla']);

    // A history entry opens its marker again and flies to it at zoom 13.
    await user.click(
      within(screen.getByRole('region', { name: 'Recently opened' })).getByRole('button', {
        name: /Villa Kalyana/,
      }),
    );
    expect(within(popup()).getByRole('heading').textContent).toBe('Villa Kalyana');
    expect(fake.current!.maps[0]!.flights.at(-1)).toMatchObject({ center: [115.13, -8.65], zoom: 13 });
  });

  it('pins a marker; without a directions service the drive time is unavailable and never asked for', async () => {
    const requests = useMapApi(backend, offlineConfig);
    const user = userEvent.setup();
    await openMap();
    await user.click(marker('Hotel: Aman Kyoto'));
    expect(within(popup()).getByText('Drive time unavailable')).toBeTruthy();
    await user.click(within(popup()).getByRole('button', { name: 'Pin' }));
    expect(within(popup()).getByRole('button', { name: 'Unpin' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(popup()).getByText('Pinned')).toBeTruthy();
    expect(marker('Hotel: Aman Kyoto').getAttribute('data-pinned')).toBe('true');
    expect(
      within(screen.getByRole('region', { name: 'Pinned marker' })).getByText('Aman Kyoto'),
    ).toBeTruthy();

    await user.click(marker('Villa: Villa Kalyana'));
    expect(within(popup()).getByText('Drive time unavailable')).toBeTruthy();
    expect(requests.filter((u) => u.pathname === '/api/vendors/directions')).toEqual([]);

    // Toggling the pinned marker's pin clears it.
    await user.click(marker('Hotel: Aman Kyoto'));
    await user.click(within(popup()).getByRole('button', { name: 'Unpin' }));
    expect(marker('Hotel: Aman Kyoto').getAttribute('data-pinned')).toBeNull();
    expect(screen.getByText('No marker is pinned. Open a marker and choose Pin.')).toBeTruthy();
  });

  it('shows the drive time between the pinned and the selected marker, and its route', async () => {
    const requests = useMapApi(backend, { ...offlineConfig, directions: true });
    const user = userEvent.setup();
    await openMap();
    await user.click(marker('Villa: Villa Kalyana'));
    expect(within(popup()).getByText('Pin a marker to see the drive time from it.')).toBeTruthy();
    await user.click(within(popup()).getByRole('button', { name: 'Pin' }));
    // The pinned marker's own popup has no drive time.
    expect(screen.queryByTestId('drive-time')).toBeNull();

    await user.click(marker('Restaurant: Mozaic'));
    await waitFor(() =>
      expect(within(popup()).getByTestId('drive-time').textContent).toBe(
        '25 min drive (14.2 km) from Villa Kalyana',
      ),
    );
    const calls = requests.filter((u) => u.pathname === '/api/vendors/directions');
    expect(calls.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { from: '-8.65,115.13', to: '-8.51,115.26' },
    ]);
    await waitFor(() => expect(fake.current!.maps[0]!.layers).toEqual(['drive-route']));

    // Opening another marker drops that drive time (and its route) for the new pair.
    await user.click(marker('Other Service: Bali Butlers'));
    await waitFor(() =>
      expect(
        requests
          .filter((u) => u.pathname === '/api/vendors/directions')
          .at(-1)
          ?.searchParams.get('to'),
      ).toBe('-8.7,115.17'),
    );
  });

  it('says "Drive time unavailable" when the directions call fails, without an error toast', async () => {
    useMapApi(backend, { ...offlineConfig, directions: true });
    backend.server.use(
      getGetDriveTimeMockHandler(() => {
        throw problem(503, 'Drive time is unavailable: no directions service is configured.');
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await openMap();
    await user.click(marker('Villa: Villa Kalyana'));
    await user.click(within(popup()).getByRole('button', { name: 'Pin' }));
    await user.click(marker('Restaurant: Mozaic'));
    await waitFor(() => expect(within(popup()).getByText('Drive time unavailable')).toBeTruthy());
    expect(screen.queryByText(/no directions service/)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('without WebGL says so and lists the places, which still switch and open', async () => {
    useMapApi(backend, offlineConfig);
    fake.noWebGL = true;
    const user = userEvent.setup();
    renderMapScreen('/admin/vendors/map', <VendorMapPage />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('WebGL is not available'));
    const places = () => within(screen.getByRole('list', { name: 'Places' })).getAllByRole('button');
    expect(places()).toHaveLength(8);
    await user.click(screen.getByRole('switch', { name: 'Spas' }));
    expect(places()).toHaveLength(7);
    await user.click(
      within(screen.getByRole('list', { name: 'Places' })).getByRole('button', { name: /Mozaic/ }),
    );
    expect(within(popup()).getByRole('heading').textContent).toBe('Mozaic');
  });

  it('only logs a failure to load the map data', async () => {
    useMapApi(backend, offlineConfig);
    backend.server.use(
      getGetVendorMapMockHandler(() => {
        throw problem(500, 'Boom');
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMapScreen('/admin/vendors/map', <VendorMapPage />);
    // One retry of a 5xx first (the app's query defaults).
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toContain('The map data could not be loaded.'),
      {
        timeout: 4000,
      },
    );
    expect(error).toHaveBeenCalledWith('error loading map data', expect.anything());
    expect(screen.queryByText('Boom')).toBeNull();
    expect(loadMapRenderer).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('/admin/vendors/map/pin', () => {
  it('pins and opens ?marker=, centred on it at zoom 13', async () => {
    useMapApi(backend, offlineConfig);
    await openMap('/admin/vendors/map/pin?marker=%2Fapi%2Frestaurants%2F5', <VendorMapPinPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pinned marker');
    await waitFor(() => expect(within(popup()).getByRole('heading').textContent).toBe('Mozaic'));
    expect(within(popup()).getByRole('button', { name: 'Unpin' })).toBeTruthy();
    expect(marker('Restaurant: Mozaic').getAttribute('data-pinned')).toBe('true');
    expect(screen.getByText('Centred on Mozaic.')).toBeTruthy();
    expect(fake.current!.maps[0]!.flights.at(-1)).toMatchObject({ center: [115.26, -8.51], zoom: 13 });
  });

  it('says when nothing is pinned, and when ?marker= is not on the map', async () => {
    useMapApi(backend, offlineConfig);
    const { unmount } = await openMap('/admin/vendors/map/pin', <VendorMapPinPage />);
    expect(
      screen.getByText('No marker is pinned yet: open a marker on the map and choose Pin.'),
    ).toBeTruthy();
    unmount();
    await openMap('/admin/vendors/map/pin?marker=%2Fapi%2Fspas%2F999', <VendorMapPinPage />);
    expect(screen.getByText('This marker is not on the map (it may have no coordinates).')).toBeTruthy();
    expect(screen.queryByTestId('marker-popup')).toBeNull();
  });
});
