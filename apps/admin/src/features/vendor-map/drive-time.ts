import type { MapMarker } from './map-data.ts';

// What the popup says about the drive time between the pinned and the selected marker.
export type DriveTimeView =
  | { kind: 'none' }
  | { kind: 'needs-pin' }
  | { kind: 'unavailable' }
  | { kind: 'loading' }
  | { kind: 'ready'; duration: number; distance: number };

export type DriveTimeQueryState = {
  status: 'pending' | 'error' | 'success';
  data?: { duration: number; distance: number };
};

// Whether a drive-time call should be made at all: never when the server has no directions
// service, nor without two different markers.
export const driveTimePair = (
  directions: boolean | undefined,
  pinned: MapMarker | undefined,
  selected: MapMarker | undefined,
) => (directions && pinned && selected && pinned.iri !== selected.iri ? { pinned, selected } : undefined);

export const driveTimeView = (
  directions: boolean | undefined,
  pinned: MapMarker | undefined,
  selected: MapMarker | undefined,
  query: DriveTimeQueryState,
): DriveTimeView => {
  if (!selected || (pinned && pinned.iri === selected.iri)) return { kind: 'none' };
  if (directions === false) return { kind: 'unavailable' };
  if (!pinned) return { kind: 'needs-pin' };
  if (directions === undefined || query.status === 'pending') return { kind: 'loading' };
  if (query.status === 'error' || !query.data) return { kind: 'unavailable' };
  return { kind: 'ready', duration: query.data.duration, distance: query.data.distance };
};

// The API's `from` / `to`: "latitude,longitude".
export const pointParam = (marker: MapMarker) => `${marker.latitude},${marker.longitude}`;

// Moved to shared/map (the itinerary's map view formats drive times too).
