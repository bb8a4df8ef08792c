// The part of the maplibre-gl / mapbox-gl API the vendor map uses. Both libraries have it, so one
// map component drives either; each is loaded in its own lazy chunk (see load-map-lib.ts), which
// also builds the map with its own style and options.
import type { GeoJSON } from 'geojson';

export type GlLngLat = [longitude: number, latitude: number];

export type GlMap = {
  on(type: 'load', listener: () => void): unknown;
  on(type: 'error', listener: (event: { error?: Error }) => void): unknown;
  flyTo(options: { center: GlLngLat; zoom?: number; essential?: boolean }): unknown;
  fitBounds(
    bounds: [GlLngLat, GlLngLat],
    options?: { padding?: number; maxZoom?: number; duration?: number; essential?: boolean },
  ): unknown;
  getZoom(): number;
  addSource(id: string, source: { type: 'geojson'; data: GeoJSON }): unknown;
  addLayer(layer: {
    id: string;
    type: 'line';
    source: string;
    layout?: Record<string, unknown>;
    paint?: Record<string, unknown>;
  }): unknown;
  getSource(id: string): unknown;
  getLayer(id: string): unknown;
  removeLayer(id: string): unknown;
  removeSource(id: string): unknown;
  resize(): unknown;
  remove(): void;
};

export type GlMarker = {
  setLngLat(lngLat: GlLngLat): GlMarker;
  addTo(map: GlMap): GlMarker;
  remove(): GlMarker;
};

export type GlPopup = {
  setLngLat(lngLat: GlLngLat): GlPopup;
  setDOMContent(node: Node): GlPopup;
  addTo(map: GlMap): GlPopup;
  remove(): GlPopup;
  on(type: 'close', listener: () => void): unknown;
  off(type: 'close', listener: () => void): unknown;
};

export type GlView = { container: HTMLElement; center: GlLngLat; zoom: number };

// A loaded renderer.
export type MapRenderer = {
  name: 'mapbox' | 'maplibre';
  createMap(view: GlView): GlMap;
  createMarker(element: HTMLElement): GlMarker;
  createPopup(): GlPopup;
};

export const popupOptions = { closeButton: true, closeOnClick: false, offset: 18, maxWidth: '320px' };
