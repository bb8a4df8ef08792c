import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { centreOf, isGroup, type LngLat, lngLatOf, type MapMarker } from './map-data.ts';
import { MapHistory } from './map-history.tsx';
import { MapLegend } from './map-legend.tsx';
import { mapPopupContent } from './map-popup-content.tsx';
import { PlacesList } from './places-list.tsx';
import { useVendorMap } from './use-vendor-map.ts';
import { type MapFocus, VendorMapCanvas } from './vendor-map-canvas.tsx';

// product.md §9: the map opens at zoom 1, and at zoom 13 on a given location.
const worldZoom = 1;
const placeZoom = 13;

type Mode = 'map' | 'pin';

// /admin/vendors/map and /admin/vendors/map/pin (docs/decisions.md, "Vendor map screens"): the map
// with its legend, the pinned marker and the history. `?marker=<IRI>` opens that marker (and, on
// /pin, pins it); /pin without it centres on the marker already pinned.
export const VendorMapScreen = ({ mode }: { mode: Mode }) => {
  const model = useVendorMap();
  const { markersQuery, configQuery, markers, config, state, dispatch, places, selected, pinned, history } =
    model;
  const markerParam = new URLSearchParams(useSearch()).get('marker');
  const [focus, setFocus] = useState<MapFocus | null>(null);

  const openMarker = (marker: MapMarker, fly = false) => {
    if (state.hidden.includes(marker.type))
      dispatch({ type: 'show-type', markerType: marker.type, visible: true });
    dispatch({ type: 'open', iri: marker.iri });
    if (fly) setFocus({ center: lngLatOf(marker), zoom: placeZoom, key: Date.now() });
  };

  // The marker the URL (or, on /pin, the pin) asks to focus on; applied once per URL.
  const target =
    markers && (markerParam ? markers.byIri.get(markerParam) : mode === 'pin' ? pinned : undefined);
  const applied = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once per URL, when the data arrives
  useEffect(() => {
    const key = `${mode} ${markerParam}`;
    if (!markers || applied.current === key) return;
    applied.current = key;
    if (!target) return;
    if (mode === 'pin') dispatch({ type: 'pin', iri: target.iri });
    openMarker(target, true);
  }, [markers, markerParam, mode]);

  // The view the map is created with: the target at zoom 13, else the whole catalogue at zoom 1.
  const initialView = useRef<{ center: LngLat; zoom: number } | null>(null);
  if (markers && !initialView.current)
    initialView.current = target
      ? { center: lngLatOf(target), zoom: placeZoom }
      : { center: centreOf(markers.all), zoom: worldZoom };

  const title = mode === 'pin' ? 'Pinned marker' : 'Vendor map';
  const header = (
    <header className="flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <PinNotice
          mode={mode}
          markerParam={markerParam}
          found={Boolean(target)}
          pinned={pinned}
          isLoaded={Boolean(markers)}
        />
      </div>
      {markers && (
        <p role="status" className="text-sm text-stone-500" data-testid="marker-count">
          Showing {places.reduce((n, p) => n + p.markers.length, 0)} of {markers.all.length} markers
          {' · '}
          {places.length} on the map
        </p>
      )}
    </header>
  );

  if (markersQuery.isError || configQuery.isError) {
    return (
      <section className="space-y-4">
        {header}
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-sm text-red-800">
          <p>The map data could not be loaded.</p>
          <Button
            className="mt-3"
            variant="secondary"
            size="sm"
            onClick={() => {
              void markersQuery.refetch();
              void configQuery.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (!markers || !config) {
    return (
      <section className="space-y-4">
        {header}
        <div className="grid h-96 place-items-center rounded-lg border border-stone-200 bg-white">
          <Spinner label="Loading the map data" />
        </div>
      </section>
    );
  }

  const popup = mapPopupContent(model, (marker) => openMarker(marker));
  const placeOf = (iri: string | undefined) => (iri ? markers.placeOf.get(iri) : undefined);
  return (
    <section className="flex h-full min-h-[560px] flex-col gap-4">
      {header}
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_18rem] gap-4">
        <div className="relative min-h-[480px] overflow-hidden rounded-lg border border-stone-200 bg-white">
          <VendorMapCanvas
            config={config}
            places={places}
            selectedPlace={state.group ?? placeOf(selected?.iri)}
            pinnedPlace={placeOf(pinned?.iri)}
            initialView={initialView.current ?? { center: centreOf(markers.all), zoom: worldZoom }}
            focus={focus}
            route={model.route}
            popup={popup}
            onOpenPlace={(place) =>
              isGroup(place)
                ? dispatch({ type: 'open-group', key: place.key })
                : dispatch({ type: 'open', iri: place.markers[0]!.iri })
            }
            onClosePopup={() => dispatch({ type: 'close' })}
            fallback={
              <>
                {popup && (
                  <div className="rounded-md border border-stone-200 bg-white p-3 shadow-sm">
                    {popup.content}
                  </div>
                )}
                <PlacesList places={places} onOpen={(marker) => openMarker(marker)} />
              </>
            }
          />
        </div>
        <aside className="min-h-0 space-y-4 overflow-y-auto">
          <MapLegend
            counts={markers.countByType}
            hidden={state.hidden}
            onShow={(markerType, visible) => dispatch({ type: 'show-type', markerType, visible })}
          />
          <MapHistory
            pinned={pinned}
            history={history}
            onOpen={(marker) => openMarker(marker, true)}
            onUnpin={() => dispatch({ type: 'unpin' })}
          />
        </aside>
      </div>
    </section>
  );
};

const PinNotice = ({
  mode,
  markerParam,
  found,
  pinned,
  isLoaded,
}: {
  mode: Mode;
  markerParam: string | null;
  found: boolean;
  pinned: MapMarker | undefined;
  isLoaded: boolean;
}) => {
  if (!isLoaded) return null;
  if (markerParam && !found)
    return (
      <p className="text-sm text-amber-700">This marker is not on the map (it may have no coordinates).</p>
    );
  if (mode === 'pin')
    return (
      <p className="text-sm text-stone-500">
        {pinned
          ? `Centred on ${pinned.name}.`
          : 'No marker is pinned yet: open a marker on the map and choose Pin.'}
      </p>
    );
  return (
    <p className="text-sm text-stone-500">
      Hotels, villas, spas, restaurants, activities and other services.
    </p>
  );
};
