import type { MapMarker, MapPlace } from './map-data.ts';
import { MarkerDot } from './marker-dot.tsx';
import { markerType } from './marker-types.ts';

// The places as a list, for browsers that cannot draw the map: shared locations stay together.
export const PlacesList = ({
  places,
  onOpen,
}: {
  places: MapPlace[];
  onOpen: (marker: MapMarker) => void;
}) => (
  <ul aria-label="Places" className="divide-y divide-stone-100 rounded-md border border-stone-200 bg-white">
    {places.map((place) => (
      <li key={place.key} className="px-2 py-1" data-place-size={place.markers.length}>
        {place.markers.length > 1 && (
          <p className="px-1.5 pt-1 text-xs text-stone-500">{place.markers.length} places at this location</p>
        )}
        {place.markers.map((marker) => (
          <button
            key={marker.iri}
            type="button"
            onClick={() => onOpen(marker)}
            className="flex w-full items-center gap-2 rounded px-1.5 py-1 text-left text-sm hover:bg-stone-100"
          >
            <MarkerDot type={marker.type} />
            <span className="min-w-0 flex-1 truncate">{marker.name}</span>
            <span className="text-xs text-stone-500">{markerType(marker.type).singular}</span>
          </button>
        ))}
      </li>
    ))}
  </ul>
);
