import type { MapConfig } from '@backoffice/sdk';
import type { MapRenderer } from './gl-lib.ts';

// WebGL is what both renderers need; without it the map screens say so and keep their lists.
export const hasWebGL = () => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};

// Picks the renderer at run time: mapbox-gl with a Mapbox token, maplibre-gl otherwise. Each is
// its own lazy chunk (with its CSS), never part of the initial bundle. null: no WebGL here.
export const loadMapRenderer = async (config: MapConfig): Promise<MapRenderer | null> => {
  if (!hasWebGL()) return null;
  const module =
    config.renderer === 'mapbox' && config.mapboxToken
      ? await import('./mapbox.ts')
      : await import('./maplibre.ts');
  return module.createRenderer(config);
};
