import type { StyleSpecification } from 'maplibre-gl';

// The built-in style used without a Mapbox token or MAP_STYLE_URL: a sea-coloured background, a
// graticule drawn from generated GeoJSON, and the land, coastlines and borders of the offline
// basemap (basemap.ts) with the countries' names, whose sources start empty and are filled once its
// file has loaded. Nothing (tiles, glyphs, sprites) is fetched from elsewhere. Finer graticule lines appear as the map
// zooms in, so a zoomed-in map still shows scale and movement.
const line = (coordinates: [number, number][], step: number) => ({
  type: 'Feature' as const,
  properties: { step },
  geometry: { type: 'LineString' as const, coordinates },
});

const lines = (step: number, skip?: number) => {
  const features = [];
  const n = (v: number) => Math.round(v * 1000) / 1000;
  for (let lng = -180; lng <= 180; lng = n(lng + step)) {
    if (skip && Math.abs(lng % skip) < 1e-9) continue;
    features.push(
      line(
        [
          [lng, -85],
          [lng, 85],
        ],
        step,
      ),
    );
  }
  for (let lat = -80; lat <= 80; lat = n(lat + step)) {
    if (skip && Math.abs(lat % skip) < 1e-9) continue;
    features.push(
      line(
        [
          [-180, lat],
          [180, lat],
        ],
        step,
      ),
    );
  }
  return features;
};

/** The lines of the graticule source of one `step` (0: the equator and Greenwich), from `minzoom` on. */
const graticuleLayer = (id: string, step: number, colour: string, width: number, minzoom?: number) => ({
  id,
  type: 'line' as const,
  source: 'graticule',
  ...(minzoom === undefined ? {} : { minzoom }),
  filter: ['==', ['get', 'step'], step] as ['==', ['get', string], number],
  paint: { 'line-color': colour, 'line-width': width },
});

export const landColour = '#efe9db';
const empty = { type: 'FeatureCollection' as const, features: [] };
export const basemapSources = ['land', 'coastline', 'borders', 'labels'] as const;

export const offlineStyle = (): StyleSpecification => ({
  version: 8,
  name: 'Back office offline',
  sources: {
    graticule: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          line(
            [
              [-180, 0],
              [180, 0],
            ],
            0,
          ),
          line(
            [
              [0, -85],
              [0, 85],
            ],
            0,
          ),
          ...lines(10),
          ...lines(1, 10),
          ...lines(0.1, 1),
        ],
      },
    },
    land: { type: 'geojson', data: empty },
    coastline: { type: 'geojson', data: empty },
    borders: { type: 'geojson', data: empty },
    labels: { type: 'geojson', data: empty },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9ef' } },
    graticuleLayer('graticule-fine', 0.1, '#b7cfd9', 0.5, 8),
    graticuleLayer('graticule-degree', 1, '#a9c5d1', 0.6, 4),
    graticuleLayer('graticule-ten', 10, '#93b6c5', 0.8),
    graticuleLayer('equator-and-greenwich', 0, '#6f9aad', 1.4),
    {
      id: 'land',
      type: 'fill',
      source: 'land',
      paint: { 'fill-color': landColour, 'fill-antialias': false },
    },
    {
      id: 'borders',
      type: 'line',
      source: 'borders',
      paint: {
        'line-color': '#bfb29b',
        'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 6, 1.2],
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'coastline',
      type: 'line',
      source: 'coastline',
      paint: { 'line-color': '#8fb0bf', 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 6, 1.4] },
    },
    // Country names, so a person finds their way on a map without tiles. The style has no
    // `glyphs` URL: MapLibre draws the text with the browser's own sans-serif font (nothing
    // fetched). Larger countries win when labels collide; names fade out when the map is close.
    {
      id: 'country-names',
      type: 'symbol',
      source: 'labels',
      maxzoom: 7,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        'text-size': ['interpolate', ['linear'], ['zoom'], 1, 10, 5, 14],
        'text-max-width': 8,
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: {
        'text-color': '#6b5d45',
        'text-halo-color': landColour,
        'text-halo-width': 1.2,
      },
    },
  ],
});
