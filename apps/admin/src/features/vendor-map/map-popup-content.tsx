import type { ReactNode } from 'react';
import { GroupPopup } from './group-popup.tsx';
import { type LngLat, lngLatOf, type MapMarker } from './map-data.ts';
import { MarkerPopup } from './marker-popup.tsx';
import type { VendorMapModel } from './use-vendor-map.ts';

// What the map's one popup shows: the list of an opened shared location, else the opened marker.
export const mapPopupContent = (
  model: VendorMapModel,
  openMarker: (marker: MapMarker) => void,
): { at: LngLat; content: ReactNode } | null => {
  const { group, selected, pinned, places, markers, dispatch, driveTime } = model;
  if (group) {
    return { at: group.lngLat, content: <GroupPopup place={group} onOpen={openMarker} /> };
  }
  if (!selected) return null;
  const key = markers?.placeOf.get(selected.iri);
  const place = places.find((p) => p.key === key && p.markers.length > 1);
  return {
    at: lngLatOf(selected),
    content: (
      <MarkerPopup
        marker={selected}
        isPinned={pinned?.iri === selected.iri}
        pinned={pinned}
        driveTime={driveTime}
        onTogglePin={() => dispatch({ type: 'toggle-pin', iri: selected.iri })}
        onBackToGroup={place ? () => dispatch({ type: 'open-group', key: place.key }) : undefined}
        groupSize={place?.markers.length}
      />
    ),
  };
};
