import { Spinner } from '@backoffice/ui/spinner';
import { loadable } from '../../../lib/loadable.ts';

/** The itinerary's map view, its own lazy chunk (the map renderer loads later still, on demand). */
export const MapView = loadable<{ tripId: number }>(
  () => import('./trip-map.tsx').then((m) => m.TripMap),
  <div className="grid place-items-center py-8">
    <Spinner label="Loading the map" />
  </div>,
);
