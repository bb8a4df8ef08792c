import type { MapConfig } from '@backoffice/sdk';
import { Map as GlMap, Marker, NavigationControl, Popup } from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { type MapRenderer, popupOptions } from './gl-lib.ts';

// Mapbox GL with the account's token (MAPBOX_TOKEN), on a Mapbox style unless one is configured.
export const createRenderer = (config: MapConfig): MapRenderer => ({
  name: 'mapbox',
  createMap: (view) => {
    const map = new GlMap({
      ...view,
      style: config.styleUrl ?? 'mapbox://styles/mapbox/streets-v12',
      accessToken: config.mapboxToken ?? undefined,
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    return map;
  },
  createMarker: (element) => new Marker({ element, anchor: 'center' }),
  createPopup: () => new Popup(popupOptions),
});
