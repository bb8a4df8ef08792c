import { Car } from 'lucide-react';
import { formatDistance, formatDuration } from '../../shared/map/drive-format.ts';
import type { DriveTimeView } from './drive-time.ts';
import type { MapMarker } from './map-data.ts';

// The drive time from the pinned marker, as the popup shows it.
export const DriveTimeLabel = ({ view, pinned }: { view: DriveTimeView; pinned: MapMarker | undefined }) => {
  if (view.kind === 'none') return null;
  const text = {
    'needs-pin': 'Pin a marker to see the drive time from it.',
    unavailable: 'Drive time unavailable',
    loading: 'Calculating the drive time…',
    ready:
      view.kind === 'ready'
        ? `${formatDuration(view.duration)} drive (${formatDistance(view.distance)}) from ${pinned?.name ?? 'the pinned marker'}`
        : '',
  }[view.kind];
  return (
    <p
      className="flex items-start gap-1.5 text-sm text-stone-600"
      data-testid="drive-time"
      aria-live="polite"
    >
      <Car className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
};
