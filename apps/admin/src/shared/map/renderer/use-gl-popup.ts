import { useCallback, useEffect, useRef, useState } from 'react';
import type { GlPopup } from './gl-lib.ts';
import type { GlMapState } from './use-gl-map.ts';

type LngLat = [longitude: number, latitude: number];

// One renderer popup anchored at `at`, whose content React renders into the returned host. Closing
// it with its close button calls onClose; moving it keeps it open.
export const useGlPopup = (gl: GlMapState, at: LngLat | undefined, onClose: () => void) => {
  const [host] = useState(() => document.createElement('div'));
  const popup = useRef<GlPopup | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const handleClose = useCallback(() => onCloseRef.current(), []);
  const map = gl.status === 'ready' ? gl.map : undefined;
  const renderer = gl.status === 'ready' ? gl.renderer : undefined;

  const detach = useCallback(() => {
    // off first: a popup removed by us is not a popup closed by the user.
    popup.current?.off('close', handleClose);
    popup.current?.remove();
    popup.current = null;
  }, [handleClose]);

  const lng = at?.[0];
  const lat = at?.[1];
  useEffect(() => {
    if (!map || !renderer || lng === undefined || lat === undefined) {
      detach();
      return;
    }
    if (popup.current) {
      popup.current.setLngLat([lng, lat]);
      return;
    }
    const created = renderer.createPopup();
    created.on('close', handleClose);
    created.setDOMContent(host).setLngLat([lng, lat]).addTo(map);
    popup.current = created;
  }, [map, renderer, lng, lat, host, handleClose, detach]);

  // A new map (or leaving the screen) drops the popup of the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the map changes
  useEffect(() => detach, [detach, map]);

  return host;
};
