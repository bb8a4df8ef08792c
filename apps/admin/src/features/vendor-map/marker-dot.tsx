import { type MarkerType, markerType } from './marker-types.ts';

// The colour of a marker type, as a small dot beside its name.
export const MarkerDot = ({ type, className = 'size-2.5' }: { type: MarkerType; className?: string }) => (
  <span
    aria-hidden
    className={`inline-block shrink-0 rounded-full ${className}`}
    style={{ backgroundColor: markerType(type).colour }}
  />
);
