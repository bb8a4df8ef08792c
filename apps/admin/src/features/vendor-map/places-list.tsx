import type { MapMarker, MapPlace } from './map-data.ts';
import { MarkerChoice } from './marker-choice.tsx';

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
          <MarkerChoice key={marker.iri} marker={marker} onOpen={onOpen} className="px-1.5 py-1 text-sm" />
        ))}
      </li>
    ))}
  </ul>
);
