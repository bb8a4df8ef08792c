import { Spinner } from '@backoffice/ui/spinner';
import { lazy, Suspense } from 'react';

const TripMap = lazy(async () => ({ default: (await import('./trip-map.tsx')).TripMap }));

/** The itinerary's map view, its own lazy chunk (the map renderer loads later still, on demand). */
export const MapView = ({ tripId }: { tripId: number }) => (
  <Suspense
    fallback={
      <div className="grid place-items-center py-8">
        <Spinner label="Loading the map" />
      </div>
    }
  >
    <TripMap tripId={tripId} />
  </Suspense>
);
