import { cn } from '@backoffice/ui/cn';
import { Pin } from 'lucide-react';
import { isGroup, type MapPlace } from './map-data.ts';
import { markerType } from './marker-types.ts';

type Props = {
  place: MapPlace;
  isSelected: boolean;
  isPinned: boolean;
  onOpen: (place: MapPlace) => void;
};

// A conic ring of the types present at a shared location.
const groupBackground = (place: MapPlace) => {
  const colours = [...new Set(place.markers.map((m) => markerType(m.type).colour))];
  const step = 100 / colours.length;
  return `conic-gradient(${colours.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(', ')})`;
};

// One marker drawn on the map (rendered by React into the renderer's marker element): a dot in the
// colour of its type, or a count for markers sharing one location. The pinned marker is larger with
// a dark ring and a pin; the selected one has a white halo.
export const MarkerButton = ({ place, isSelected, isPinned, onOpen }: Props) => {
  const first = place.markers[0]!;
  const group = isGroup(place);
  const label = group
    ? `${place.markers.length} places at this location`
    : `${markerType(first.type).singular}: ${first.name}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={group ? place.markers.map((m) => m.name).join('\n') : first.name}
      aria-pressed={isSelected}
      data-marker={group ? 'group' : first.type}
      data-pinned={isPinned || undefined}
      className={cn(
        'grid cursor-pointer place-items-center rounded-full border-2 border-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900',
        group ? 'size-7 p-[3px]' : 'size-4',
        isPinned && 'size-8 border-stone-900 border-[3px]',
        isSelected && 'scale-125 ring-4 ring-white/80 hover:scale-125',
      )}
      style={{ background: group ? groupBackground(place) : markerType(first.type).colour }}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(place);
      }}
    >
      {group ? (
        <span className="grid size-full place-items-center rounded-full bg-white text-[11px] font-bold text-stone-900">
          {place.markers.length}
        </span>
      ) : (
        isPinned && <Pin className="size-4 text-white" aria-hidden />
      )}
    </button>
  );
};
