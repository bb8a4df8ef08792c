import { Card, CardContent } from '@backoffice/ui/card';
import { Spinner } from '@backoffice/ui/spinner';
import { MapPinned } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { MarkerDot } from './marker-dot.tsx';
import { MarkerPopup } from './marker-popup.tsx';
import { markerType } from './marker-types.ts';
import { NearbyVendors } from './nearby-vendors.tsx';
import { useVendorMap } from './use-vendor-map.ts';

const popupPath = (iri: string) => `/admin/vendors/map/popup?marker=${encodeURIComponent(iri)}`;

// /admin/vendors/map/popup?marker=<IRI> (docs/decisions.md, "Vendor map screens"): a marker's popup
// on its own, without drawing the map: the same card (pin, drive time, links), the other markers at
// its location and the vendors nearby. Without ?marker it shows the marker opened on the map.
export const VendorMapPopupPage = () => {
  const model = useVendorMap();
  const { markersQuery, markers, state, dispatch, pinned, driveTime } = model;
  const iri = new URLSearchParams(useSearch()).get('marker') ?? state.selected;
  const marker = iri ? markers?.byIri.get(iri) : undefined;

  // Opening the popup opens the marker (it enters the history like one opened on the map).
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!marker || opened.current === marker.iri) return;
    opened.current = marker.iri;
    dispatch({ type: 'show-type', markerType: marker.type, visible: true });
    dispatch({ type: 'open', iri: marker.iri });
  }, [marker, dispatch]);

  const key = marker ? markers?.placeOf.get(marker.iri) : undefined;
  const neighbours = marker
    ? (markers?.all ?? []).filter((m) => m.iri !== marker.iri && markers?.placeOf.get(m.iri) === key)
    : [];

  return (
    <section className="max-w-2xl space-y-4">
      <header className="flex items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">Marker</h1>
        <Link
          href={marker ? `/admin/vendors/map?marker=${encodeURIComponent(marker.iri)}` : '/admin/vendors/map'}
          className="inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-brand-700 hover:underline"
        >
          <MapPinned className="size-4" aria-hidden /> Show on the map
        </Link>
      </header>
      {markersQuery.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The map data could not be loaded.
        </p>
      ) : !markers ? (
        <Spinner label="Loading the map data" />
      ) : !marker ? (
        <p className="text-sm text-stone-500">
          {iri ? 'This marker is not on the map (it may have no coordinates).' : 'No marker is open.'} Open
          one from the{' '}
          <Link href="/admin/vendors/map" className="text-brand-700 hover:underline">
            vendor map
          </Link>
          .
        </p>
      ) : (
        <Card>
          <CardContent className="space-y-5">
            <MarkerPopup
              marker={marker}
              isPinned={pinned?.iri === marker.iri}
              pinned={pinned}
              driveTime={driveTime}
              onTogglePin={() => dispatch({ type: 'toggle-pin', iri: marker.iri })}
            />
            <p className="text-xs text-stone-500 tabular-nums">
              {marker.latitude.toFixed(5)}, {marker.longitude.toFixed(5)}
            </p>
            {neighbours.length > 0 && (
              <section aria-label="At the same location" className="space-y-2">
                <h2 className="text-sm font-semibold text-stone-900">At the same location</h2>
                <ul className="text-sm">
                  {neighbours.map((m) => (
                    <li key={m.iri} className="flex items-center gap-2 py-1">
                      <MarkerDot type={m.type} />
                      <Link href={popupPath(m.iri)} className="min-w-0 flex-1 truncate hover:underline">
                        {m.name}
                      </Link>
                      <span className="text-xs text-stone-500">{markerType(m.type).singular}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <NearbyVendors marker={marker} />
          </CardContent>
        </Card>
      )}
    </section>
  );
};
