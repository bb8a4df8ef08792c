import type { MapConfig } from '@backoffice/sdk';
import { Spinner } from '@backoffice/ui/spinner';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useGlMap } from '../../shared/map/renderer/use-gl-map.ts';
import { useGlMarkers } from '../../shared/map/renderer/use-gl-markers.ts';
import { useGlPopup } from '../../shared/map/renderer/use-gl-popup.ts';
import { useGlRoute } from '../../shared/map/renderer/use-gl-route.ts';
import type { LngLat, MapPlace } from './map-data.ts';
import { MarkerButton } from './marker-button.tsx';

export type MapFocus = { center: LngLat; zoom: number; key: number };

type Props = {
  config: MapConfig;
  places: MapPlace[];
  // Place keys of the opened marker (or shared location) and of the pinned marker.
  selectedPlace?: string;
  pinnedPlace?: string;
  initialView: { center: LngLat; zoom: number };
  focus: MapFocus | null;
  route: object | null;
  popup: { at: LngLat; content: ReactNode } | null;
  onOpenPlace: (place: MapPlace) => void;
  onClosePopup: () => void;
  // Shown instead of the map when this browser cannot draw it (no WebGL) or the renderer failed.
  fallback: ReactNode;
};

// The one map component: mapbox-gl or maplibre-gl (chosen from the map settings, loaded lazily),
// with one marker per place, one popup and the drive route.
export const VendorMapCanvas = ({
  config,
  places,
  selectedPlace,
  pinnedPlace,
  initialView,
  focus,
  route,
  popup,
  onOpenPlace,
  onClosePopup,
  fallback,
}: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const gl = useGlMap(container, config, initialView);
  const hostFor = useGlMarkers(gl, places, { selected: selectedPlace, pinned: pinnedPlace });
  const popupHost = useGlPopup(gl, popup?.at, onClosePopup);
  useGlRoute(gl, route);

  const map = gl.status === 'ready' ? gl.map : undefined;
  useEffect(() => {
    if (map && focus) map.flyTo({ center: focus.center, zoom: focus.zoom, essential: true });
  }, [map, focus]);

  if (gl.status === 'no-webgl' || gl.status === 'failed') {
    return (
      <div className="flex h-full flex-col gap-3 overflow-y-auto p-4">
        <p
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {gl.status === 'no-webgl'
            ? 'The map cannot be drawn in this browser (WebGL is not available). The places are listed instead.'
            : 'The map could not be loaded. The places are listed instead.'}
        </p>
        {fallback}
      </div>
    );
  }

  return (
    <div className="relative h-full w-full">
      {/* Inline: the renderer's stylesheet (loaded later, unlayered) sets position: relative on it. */}
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        data-testid="vendor-map"
        data-renderer={config.renderer}
      />
      {gl.status === 'loading' && (
        <div className="absolute inset-0 grid place-items-center bg-white/60">
          <Spinner label="Loading the map" />
        </div>
      )}
      {map &&
        places.map((place) =>
          createPortal(
            <MarkerButton
              place={place}
              isSelected={place.key === selectedPlace}
              isPinned={place.key === pinnedPlace}
              onOpen={onOpenPlace}
            />,
            hostFor(place.key),
            place.key,
          ),
        )}
      {map && popup && createPortal(popup.content, popupHost)}
    </div>
  );
};
