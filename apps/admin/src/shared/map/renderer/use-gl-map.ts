import type { MapConfig } from '@backoffice/sdk';
import { type RefObject, useEffect, useState } from 'react';
import type { GlLngLat, GlMap, MapRenderer } from './gl-lib.ts';
import { loadMapRenderer } from './load-map-lib.ts';

export type GlMapState =
  | { status: 'loading' }
  | { status: 'no-webgl' }
  | { status: 'failed' }
  | { status: 'ready'; renderer: MapRenderer; map: GlMap; isStyleLoaded: boolean };

// Loads the renderer the settings ask for and creates the map in `container`. Markers and popups can
// be added as soon as the map exists; layers (the drive route) once its style has loaded.
export const useGlMap = (
  container: RefObject<HTMLDivElement | null>,
  config: MapConfig,
  initial: { center: GlLngLat; zoom: number },
) => {
  const [state, setState] = useState<GlMapState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial view only matters when the map is created
  useEffect(() => {
    let isCancelled = false;
    let map: GlMap | undefined;
    setState({ status: 'loading' });
    loadMapRenderer(config).then(
      (renderer) => {
        if (isCancelled) return;
        if (!renderer || !container.current) {
          setState({ status: 'no-webgl' });
          return;
        }
        try {
          map = renderer.createMap({
            container: container.current,
            center: initial.center,
            zoom: initial.zoom,
          });
        } catch (error) {
          // Both libraries throw when the browser refuses a WebGL context.
          console.warn('the map could not be created', error);
          setState({ status: 'no-webgl' });
          return;
        }
        const created = map;
        created.on('load', () => {
          if (!isCancelled) setState({ status: 'ready', renderer, map: created, isStyleLoaded: true });
        });
        created.on('error', (event) => console.error('map error', event.error));
        setState({ status: 'ready', renderer, map: created, isStyleLoaded: false });
      },
      (error) => {
        if (isCancelled) return;
        console.error('error loading the map renderer', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      isCancelled = true;
      map?.remove();
    };
  }, [config.renderer, config.mapboxToken, config.styleUrl]);
  return state;
};
