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

// 59 s → "1 min", 5,400 s → "1 h 30 min".
export const formatDuration = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
};

// 850 m → "850 m", 12,345 m → "12.3 km", 123,456 m → "123 km".
export const formatDistance = (metres: number) => {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
};
