import type { Geometry } from 'geojson';
import { useEffect } from 'react';
import type { GlMapState } from './use-gl-map.ts';

const id = 'drive-route';

// Draws the simplified drive route (a GeoJSON geometry from the directions service) as a line.
export const useGlRoute = (gl: GlMapState, geometry: object | null) => {
  const map = gl.status === 'ready' && gl.isStyleLoaded ? gl.map : undefined;
  useEffect(() => {
    if (!map || !geometry) return;
    map.addSource(id, {
      type: 'geojson',
      data: { type: 'Feature', properties: {}, geometry: geometry as Geometry },
    });
    map.addLayer({
      id,
      type: 'line',
      source: id,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#0f172a', 'line-width': 4, 'line-opacity': 0.7 },
    });
    return () => {
      try {
        if (map.getLayer(id)) map.removeLayer(id);
        if (map.getSource(id)) map.removeSource(id);
      } catch {
        // The map was removed first (the screen is closing): nothing left to clean.
      }
    };
  }, [map, geometry]);
};
