import type { GlMap, GlMarker, GlPopup, MapRenderer } from './renderer/gl-lib.ts';

type FakeMap = GlMap & { container: HTMLElement; flights: unknown[]; fits: unknown[]; layers: string[] };
type FakePopup = GlPopup & { close: () => void };

// A stand-in for maplibre-gl / mapbox-gl in jsdom (no WebGL): markers and popups are appended to the
// map's container, so tests click them like the real ones; flyTo and layers are recorded.
export const createFakeRenderer = () => {
  const maps: FakeMap[] = [];
  const popups: FakePopup[] = [];
  const renderer: MapRenderer = {
    name: 'maplibre',
    createMap: ({ container }) => {
      const map: FakeMap = {
        container,
        flights: [],
        fits: [],
        layers: [],
        on: ((type: string, listener: () => void) => {
          if (type === 'load') queueMicrotask(listener);
          return map;
        }) as GlMap['on'],
        flyTo: (options) => map.flights.push(options),
        fitBounds: (bounds, options) => map.fits.push({ bounds, ...options }),
        getZoom: () => 1,
        addSource: () => map,
        addLayer: (layer) => map.layers.push(layer.id),
        getSource: () => undefined,
        getLayer: (id) => (map.layers.includes(id) ? {} : undefined),
        removeLayer: (id) => {
          map.layers = map.layers.filter((l) => l !== id);
        },
        removeSource: () => map,
        resize: () => map,
        remove: () => container.replaceChildren(),
      };
      maps.push(map);
      return map;
    },
    createMarker: (element) => {
      const marker: GlMarker = {
        setLngLat: () => marker,
        addTo: (map) => {
          (map as FakeMap).container.append(element);
          return marker;
        },
        remove: () => {
          element.remove();
          return marker;
        },
      };
      return marker;
    },
    createPopup: () => {
      let content: Node | undefined;
      const listeners = new Set<() => void>();
      const popup: FakePopup = {
        setLngLat: () => popup,
        setDOMContent: (node) => {
          content = node;
          return popup;
        },
        addTo: (map) => {
          if (content) (map as FakeMap).container.append(content);
          return popup;
        },
        remove: () => {
          (content as ChildNode | undefined)?.remove();
          return popup;
        },
        on: (_type, listener) => listeners.add(listener),
        off: (_type, listener) => listeners.delete(listener),
        // What the renderer does when its close button is clicked.
        close: () => {
          popup.remove();
          for (const listener of [...listeners]) listener();
        },
      };
      popups.push(popup);
      return popup;
    },
  };
  return { renderer, maps, popups };
};
