import { Button } from '@backoffice/ui/button';
import { ArrowLeft, ExternalLink, Pin, PinOff } from 'lucide-react';
import { Link } from 'wouter';
import type { DriveTimeView } from './drive-time.ts';
import { DriveTimeLabel } from './drive-time-label.tsx';
import { detailPath, type MapMarker, vendorPathOf } from './map-data.ts';
import { MarkerDot } from './marker-dot.tsx';
import { markerType } from './marker-types.ts';

type Props = {
  marker: MapMarker;
  isPinned: boolean;
  pinned: MapMarker | undefined;
  driveTime: DriveTimeView;
  onTogglePin: () => void;
  // Set when the marker was chosen from a shared location: goes back to its list.
  onBackToGroup?: () => void;
  groupSize?: number;
};

// The popup of an opened marker: its name and type, links to its detail screen and its vendor,
// the pin action and the drive time from the pinned marker.
export const MarkerPopup = ({
  marker,
  isPinned,
  pinned,
  driveTime,
  onTogglePin,
  onBackToGroup,
  groupSize,
}: Props) => {
  const type = markerType(marker.type);
  const vendorPath = vendorPathOf(marker);
  return (
    <section
      aria-label={`${type.singular} ${marker.name}`}
      className="w-64 space-y-2.5 text-sm"
      data-testid="marker-popup"
    >
      {onBackToGroup && (
        <button
          type="button"
          onClick={onBackToGroup}
          className="inline-flex items-center gap-1 text-xs text-stone-500 hover:text-brand-700"
        >
          <ArrowLeft className="size-3" aria-hidden /> All {groupSize} places here
        </button>
      )}
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-stone-500 uppercase">
        <MarkerDot type={marker.type} />
        {type.singular}
        {isPinned && (
          <span className="ml-auto inline-flex items-center gap-1 rounded bg-stone-900 px-1.5 py-0.5 text-[10px] text-white normal-case">
            <Pin className="size-3" aria-hidden /> Pinned
          </span>
        )}
      </p>
      <h3 className="pr-4 text-base leading-snug font-semibold text-stone-900">{marker.name}</h3>
      <DriveTimeLabel view={driveTime} pinned={pinned} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Button
          size="sm"
          variant={isPinned ? 'secondary' : 'primary'}
          aria-pressed={isPinned}
          onClick={onTogglePin}
        >
          {isPinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
          {isPinned ? 'Unpin' : 'Pin'}
        </Button>
        <Link
          href={detailPath(marker)}
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          Open {type.singular.toLowerCase()} <ExternalLink className="size-3.5" aria-hidden />
        </Link>
        {vendorPath && (
          <Link href={vendorPath} className="text-stone-600 hover:text-brand-700 hover:underline">
            Vendor
          </Link>
        )}
      </div>
    </section>
  );
};
