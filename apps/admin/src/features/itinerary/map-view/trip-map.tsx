import { getDriveTime, type MapConfig } from '@backoffice/sdk';
import { Spinner } from '@backoffice/ui/spinner';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Car, Plane, Ruler } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDistance, formatDuration } from '../../../shared/map/drive-format.ts';
import { useGlMap } from '../../../shared/map/renderer/use-gl-map.ts';
import { useGlMarkers } from '../../../shared/map/renderer/use-gl-markers.ts';
import { useGlRoute } from '../../../shared/map/renderer/use-gl-route.ts';
import { mapKeys, useMapConfigQuery } from '../../../shared/map/use-map-config-query.ts';
import { journeyDays } from '../../trip-domain/journey-data.ts';
import { tripQuery } from '../../trip-domain/trip-query.ts';
import { useJourneyItemsQuery } from '../journey/use-journey.ts';
import {
  boundsOf,
  flightLine,
  kmBetween,
  type MapStop,
  mapStops,
  pointParam,
  routePoints,
  samePlaceKm,
  straightLine,
  viewOf,
} from './map-stops.ts';

type Leg =
  | { kind: 'same' }
  | { kind: 'loading' }
  | { kind: 'drive'; duration: number; distance: number }
  | { kind: 'estimate'; duration: number; distance: number }
  | { kind: 'flight'; duration: number; distance: number };

// A leg into a flight is the flight itself (from its departure airport when known, else from the
// previous place): flown, never sent to the directions service.
const isFlight = (stop: MapStop) => stop.item.type === 'flight';

// The drive between consecutive stops: the directions service when the server has one (as the
// vendor map asks it), else, or when it fails, the straight-line estimate the trip checks use.
const useLegs = (stops: readonly MapStop[], directions: boolean | undefined): Leg[] => {
  const pairs = stops.slice(1).map((to, i) => ({ from: stops[i]!, to }));
  const queries = useQueries({
    queries: pairs.map(({ from, to }) => {
      const a = pointParam(from);
      const b = pointParam(to);
      return {
        queryKey: mapKeys.driveTime(a, b),
        queryFn: async () => (await getDriveTime({ from: a, to: b })).data,
        enabled: directions === true && !isFlight(to) && kmBetween(from, to) >= samePlaceKm,
        meta: { silent: true },
        retry: false,
        staleTime: 10 * 60_000,
      };
    }),
  });
  return pairs.map(({ from, to }, i): Leg => {
    if (isFlight(to)) return { kind: 'flight', ...flightLine(to.departure ?? from, to) };
    if (kmBetween(from, to) < samePlaceKm) return { kind: 'same' };
    const query = queries[i]!;
    if (directions === true && query.isPending) return { kind: 'loading' };
    if (directions === true && query.data)
      return { kind: 'drive', duration: query.data.duration, distance: query.data.distance };
    return { kind: 'estimate', ...straightLine(from, to) };
  });
};

const LegLine = ({ leg, from, to }: { leg: Leg; from: MapStop; to: MapStop }) => {
  const label = `From ${from.number} to ${to.number}`;
  if (leg.kind === 'same')
    return (
      <li className="pl-6 text-xs text-stone-400" aria-label={label}>
        Same place
      </li>
    );
  if (leg.kind === 'loading')
    return (
      <li className="pl-6 text-xs text-stone-500" aria-label={label}>
        Calculating the drive time…
      </li>
    );
  return (
    <li
      className="flex items-center gap-1.5 pl-6 text-xs text-stone-600"
      aria-label={label}
      data-leg={leg.kind}
    >
      {leg.kind === 'drive' ? (
        <Car className="size-3.5 shrink-0" aria-hidden />
      ) : leg.kind === 'flight' ? (
        <Plane className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <Ruler className="size-3.5 shrink-0" aria-hidden />
      )}
      {leg.kind === 'drive'
        ? `${formatDuration(leg.duration)} drive (${formatDistance(leg.distance)})`
        : leg.kind === 'flight'
          ? `Flight${to.departure?.code ? ` from ${to.departure.code}` : ''}: about ${formatDuration(leg.duration)} in the air (${formatDistance(leg.distance)})`
          : `About ${formatDuration(leg.duration)} (${formatDistance(leg.distance)} in a straight line, estimate)`}
    </li>
  );
};

const StopMarker = ({ stop }: { stop: MapStop }) => (
  <span
    role="img"
    aria-label={`${stop.number}. ${stop.name}`}
    title={stop.name}
    data-stop={stop.number}
    className="grid size-6 place-items-center rounded-full border-2 border-white bg-brand-700 text-[11px] font-bold text-white shadow-md"
  >
    {stop.number}
  </span>
);

const MapCanvas = ({ config, stops }: { config: MapConfig; stops: MapStop[] }) => {
  const container = useRef<HTMLDivElement>(null);
  const initial = useRef(viewOf(stops));
  const gl = useGlMap(container, config, initial.current);
  const hostFor = useGlMarkers(gl, stops, {});
  const line = useMemo(() => {
    const points = routePoints(stops);
    return points.length > 1 ? { type: 'LineString', coordinates: points } : null;
  }, [stops]);
  useGlRoute(gl, line);
  const map = gl.status === 'ready' ? gl.map : undefined;
  // The view fits the trip's places (issue 30.12: it opened on the whole world), at once when the
  // map opens, then flying when the day changes.
  const fitted = useRef<unknown>(null);
  useEffect(() => {
    const bounds = boundsOf(stops);
    if (!map || !bounds) return;
    const first = fitted.current !== map;
    fitted.current = map;
    map.fitBounds(bounds, { padding: 40, maxZoom: 13, essential: true, ...(first ? { duration: 0 } : {}) });
  }, [map, stops]);
  if (gl.status === 'no-webgl' || gl.status === 'failed')
    return (
      <p
        role="alert"
        className="m-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
      >
        {gl.status === 'no-webgl'
          ? 'The map cannot be drawn in this browser (WebGL is not available). The places are listed below.'
          : 'The map could not be loaded. The places are listed below.'}
      </p>
    );
  return (
    <div className="relative h-72 w-full overflow-hidden rounded-md border border-stone-200">
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        data-testid="trip-map"
        data-renderer={config.renderer}
      />
      {gl.status === 'loading' ? (
        <div className="absolute inset-0 grid place-items-center bg-white/60">
          <Spinner label="Loading the map" />
        </div>
      ) : null}
      {map && stops.map((stop) => createPortal(<StopMarker stop={stop} />, hostFor(stop.key), stop.key))}
    </div>
  );
};

/**
 * The map view tab (issue 13, 7): the trip's items that have a place, per day (All or Day N),
 * numbered in journey order and joined by a line, with the drive time between consecutive places.
 */
export const TripMap = ({ tripId }: { tripId: number }) => {
  const items = useJourneyItemsQuery(tripId);
  const trip = useQuery({ ...tripQuery(tripId), meta: { silent: true } });
  const config = useMapConfigQuery();
  const [day, setDay] = useState<string | undefined>(undefined);
  const days = useMemo(
    () => journeyDays(items.data ?? [], trip.data?.trip.startDate).filter((d) => d.date !== null),
    [items.data, trip.data?.trip.startDate],
  );
  const stops = useMemo(() => mapStops(days, day), [days, day]);
  const legs = useLegs(stops, config.data?.directions);

  if (items.isPending || config.isPending)
    return (
      <div className="grid place-items-center py-8">
        <Spinner label="Loading the map" />
      </div>
    );
  if (items.isError || config.isError)
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-stone-500">
        The map could not be loaded.
      </p>
    );
  const choices = [
    { key: undefined, label: 'All' },
    ...days.map((d) => ({ key: d.key, label: d.label.split(' · ')[0]! })),
  ];
  return (
    <section aria-label="Map view" className="space-y-2 text-sm">
      <fieldset aria-label="Day" className="m-0 flex flex-wrap gap-1 border-0 p-0">
        {choices.map((choice) => (
          <button
            key={choice.key ?? 'all'}
            type="button"
            aria-pressed={day === choice.key}
            onClick={() => setDay(choice.key)}
            className="rounded-full border border-stone-300 px-2 py-0.5 text-xs font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {choice.label}
          </button>
        ))}
      </fieldset>
      {stops.length === 0 ? (
        <p className="px-3 py-6 text-center text-stone-500">No places to show on the map.</p>
      ) : (
        <>
          <MapCanvas config={config.data} stops={stops} />
          {config.data.directions ? null : (
            <p className="text-xs text-stone-500">
              No directions service is configured: times are straight-line estimates at 60 km/h.
            </p>
          )}
          <ol aria-label="Places in order" className="space-y-1">
            {stops.flatMap((stop, i) => [
              ...(i > 0
                ? [<LegLine key={`leg-${stop.key}`} leg={legs[i - 1]!} from={stops[i - 1]!} to={stop} />]
                : []),
              <li
                key={stop.key}
                className="flex min-w-0 items-center gap-2"
                aria-label={`${stop.number}. ${stop.name}`}
              >
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-[10px] font-bold text-white">
                  {stop.number}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-stone-800" title={stop.name}>
                    {stop.name}
                  </span>
                  {stop.subtitle ? (
                    <span className="block truncate text-xs text-stone-500" title={stop.subtitle}>
                      {stop.subtitle}
                    </span>
                  ) : null}
                </span>
                {day === undefined ? (
                  <span className="ml-auto shrink-0 text-xs text-stone-500">{stop.day.split(' · ')[0]}</span>
                ) : null}
              </li>,
            ])}
          </ol>
        </>
      )}
    </section>
  );
};
