import type { MapConfig } from '@backoffice/sdk';
import { Map as GlMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// maplibre-gl 6 looks for its worker next to its own module, which the bundle moves: point it at
// the worker file emitted as an asset instead.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type MapRenderer, popupOptions } from './gl-lib.ts';
import { offlineStyle } from './offline-style.ts';

setWorkerUrl(workerUrl);

// The open renderer, on the configured style or the built-in offline one (nothing fetched).
export const createRenderer = (config: MapConfig): MapRenderer => ({
  name: 'maplibre',
  createMap: (view) => {
    // A configured style brings its sources' attributions; the offline one has none to show.
    const map = config.styleUrl
      ? new GlMap({ ...view, style: config.styleUrl })
      : new GlMap({ ...view, style: offlineStyle(), attributionControl: false });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    return map;
  },
  createMarker: (element) => new Marker({ element, anchor: 'center' }),
  createPopup: () => new Popup(popupOptions),
});
