import type { MapConfig } from '@backoffice/sdk';
import {
  type GeoJSONSource,
  Map as GlMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// maplibre-gl 6 looks for its worker next to its own module, which the bundle moves: point it at
// the worker file emitted as an asset instead.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { loadBasemap } from './basemap.ts';
import { type MapRenderer, popupOptions } from './gl-lib.ts';
import { basemapSources, offlineStyle } from './offline-style.ts';

setWorkerUrl(workerUrl);

// Fills the offline style's basemap sources once its file is in (fetched once per page) and the
// style is ready, then marks the container (data-basemap="drawn") when the map has drawn it.
let basemap: ReturnType<typeof loadBasemap> | undefined;
const drawBasemap = (map: GlMap, container: HTMLElement) => {
  basemap ??= loadBasemap();
  const styled = new Promise<void>((resolve) => {
    if (map.isStyleLoaded()) resolve();
    else map.once('style.load', () => resolve());
  });
  Promise.all([basemap, styled])
    .then(([data]) => {
      for (const id of basemapSources) (map.getSource(id) as GeoJSONSource | undefined)?.setData(data[id]);
      map.once('idle', () => {
        container.dataset.basemap = 'drawn';
      });
    })
    .catch((error: unknown) => {
      // The map still works on its graticule; say why the land is missing.
      basemap = undefined;
      console.warn(error);
    });
};

// The open renderer, on the configured style or the built-in offline one (nothing fetched).
export const createRenderer = (config: MapConfig): MapRenderer => ({
  name: 'maplibre',
  createMap: (view) => {
    // A configured style brings its sources' attributions; the offline one has none to show.
    const map = config.styleUrl
      ? new GlMap({ ...view, style: config.styleUrl })
      : new GlMap({ ...view, style: offlineStyle(), attributionControl: false });
    if (!config.styleUrl) drawBasemap(map, view.container);
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    return map;
  },
  createMarker: (element) => new Marker({ element, anchor: 'center' }),
  createPopup: () => new Popup(popupOptions),
});
