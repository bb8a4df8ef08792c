import type { MapMarker, MapPlace } from './map-data.ts';
import { MarkerDot } from './marker-dot.tsx';
import { markerType } from './marker-types.ts';

// The popup of a shared location: the markers at it; choosing one opens it.
export const GroupPopup = ({ place, onOpen }: { place: MapPlace; onOpen: (marker: MapMarker) => void }) => (
  <section aria-label="Places at this location" className="w-64 space-y-2 text-sm" data-testid="group-popup">
    <h3 className="pr-4 text-sm font-semibold text-stone-900">
      {place.markers.length} places at this location
    </h3>
    <ul className="max-h-64 space-y-0.5 overflow-y-auto">
      {place.markers.map((marker) => (
        <li key={marker.iri}>
          <button
            type="button"
            onClick={() => onOpen(marker)}
            className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left hover:bg-stone-100"
          >
            <MarkerDot type={marker.type} />
            <span className="min-w-0 flex-1 truncate">{marker.name}</span>
            <span className="text-xs text-stone-500">{markerType(marker.type).singular}</span>
          </button>
        </li>
      ))}
    </ul>
  </section>
);
