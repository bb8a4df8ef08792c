import { cn } from '@backoffice/ui/cn';
import type { MapMarker } from './map-data.ts';
import { MarkerDot } from './marker-dot.tsx';
import { markerType } from './marker-types.ts';

// One marker offered as a choice (a shared location's popup, the list without a map): its dot,
// its name and its type; choosing it opens it.
export const MarkerChoice = ({
  marker,
  onOpen,
  className,
}: {
  marker: MapMarker;
  onOpen: (marker: MapMarker) => void;
  /** Padding and text size of the place it is listed in. */
  className: string;
}) => (
  <button
    type="button"
    onClick={() => onOpen(marker)}
    className={cn('flex w-full items-center gap-2 rounded text-left hover:bg-stone-100', className)}
  >
    <MarkerDot type={marker.type} />
    <span className="min-w-0 flex-1 truncate">{marker.name}</span>
    <span className="text-xs text-stone-500">{markerType(marker.type).singular}</span>
  </button>
);
