import type { MapMarker, MapPlace } from './map-data.ts';
import { MarkerChoice } from './marker-choice.tsx';

// The popup of a shared location: the markers at it; choosing one opens it.
export const GroupPopup = ({ place, onOpen }: { place: MapPlace; onOpen: (marker: MapMarker) => void }) => (
  <section aria-label="Places at this location" className="w-64 space-y-2 text-sm" data-testid="group-popup">
    <h3 className="pr-4 text-sm font-semibold text-stone-900">
      {place.markers.length} places at this location
    </h3>
    <ul className="max-h-64 space-y-0.5 overflow-y-auto">
      {place.markers.map((marker) => (
        <li key={marker.iri}>
          <MarkerChoice marker={marker} onOpen={onOpen} className="px-2 py-1.5" />
        </li>
      ))}
    </ul>
  </section>
);
