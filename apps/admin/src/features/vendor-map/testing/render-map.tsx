import type { MapConfig } from '@backoffice/sdk';
import {
  getGetDriveTimeMockHandler,
  getGetMapConfigMockHandler,
  getGetVendorMapMockHandler,
  getListNearbyVendorsMockHandler,
} from '@backoffice/sdk/msw';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { RealApi } from '../../../testing/real-api.ts';
import { renderAt } from '../../../testing/render.tsx';
import { mapFixture } from './map-fixture.ts';

export const offlineConfig: MapConfig = {
  renderer: 'maplibre',
  mapboxToken: null,
  styleUrl: null,
  directions: false,
};

type Mock = RealApi;

// The map endpoints answering the fixture; every request to them is recorded.
export const useMapApi = (
  mock: Mock,
  config: MapConfig,
  driveTime?: Parameters<typeof getGetDriveTimeMockHandler>[0],
) => {
  const requests: URL[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/vendors/')) requests.push(url);
  });
  mock.server.use(
    getGetVendorMapMockHandler(mapFixture),
    getGetMapConfigMockHandler(config),
    getGetDriveTimeMockHandler(
      driveTime ?? { duration: 1500, distance: 14_230, geometry: { type: 'LineString', coordinates: [] } },
    ),
    getListNearbyVendorsMockHandler({ 'hydra:totalItems': 0, 'hydra:member': [] }),
  );
  return requests;
};

// A screen with a fresh map state (the jotai store) at a URL.
export const renderMapScreen = (path: string, ui: ReactNode) => {
  const store = createStore();
  return { ...renderAt(path, <Provider store={store}>{ui}</Provider>), store };
};
