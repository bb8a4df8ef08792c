import { useCallback, useEffect, useRef } from 'react';
import type { GlMarker } from './gl-lib.ts';
import type { GlMapState } from './use-gl-map.ts';

// A place drawn as one marker: its key and where it is.
type MapPlace = { key: string; lngLat: [longitude: number, latitude: number] };

// Keeps one renderer marker per place. Each marker's element is a host that React renders the
// marker button into (through a portal), so markers are ordinary, accessible React components.
export const useGlMarkers = (
  gl: GlMapState,
  places: MapPlace[],
  raised: { selected?: string; pinned?: string },
) => {
  const hosts = useRef(new Map<string, HTMLDivElement>());
  const live = useRef(new Map<string, GlMarker>());

  const hostFor = useCallback((key: string) => {
    let host = hosts.current.get(key);
    if (!host) {
      host = document.createElement('div');
      hosts.current.set(key, host);
    }
    return host;
  }, []);

  const map = gl.status === 'ready' ? gl.map : undefined;
  const renderer = gl.status === 'ready' ? gl.renderer : undefined;

  // A new map starts with no markers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the map changes
  useEffect(
    () => () => {
      for (const marker of live.current.values()) marker.remove();
      live.current.clear();
    },
    [map],
  );

  useEffect(() => {
    if (!map || !renderer) return;
    const keys = new Set(places.map((p) => p.key));
    for (const [key, marker] of live.current) {
      if (keys.has(key)) continue;
      marker.remove();
      live.current.delete(key);
      hosts.current.delete(key);
    }
    for (const place of places) {
      const host = hostFor(place.key);
      // The selected marker above the pinned one, both above the rest.
      host.style.zIndex = place.key === raised.selected ? '3' : place.key === raised.pinned ? '2' : '';
      if (!live.current.has(place.key))
        live.current.set(place.key, renderer.createMarker(host).setLngLat(place.lngLat).addTo(map));
    }
  }, [map, renderer, places, raised.selected, raised.pinned, hostFor]);

  return hostFor;
};
