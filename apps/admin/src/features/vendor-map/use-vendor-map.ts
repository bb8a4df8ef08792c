import { useMemo } from 'react';
import { useMapConfigQuery } from '../../shared/map/use-map-config-query.ts';
import { useDriveTimeQuery } from './api/use-drive-time-query.ts';
import { useVendorMapQuery } from './api/use-vendor-map-query.ts';
import { driveTimePair, driveTimeView } from './drive-time.ts';
import { visiblePlaces } from './map-data.ts';
import { useVendorMapState } from './use-vendor-map-state.ts';

// Everything the map screens show, derived from the map data, the map settings and the shared
// state: the places to draw, the opened marker or shared location, the pin and the drive time.
export const useVendorMap = () => {
  const markersQuery = useVendorMapQuery();
  const configQuery = useMapConfigQuery();
  const [state, dispatch] = useVendorMapState();
  const markers = markersQuery.data;
  const config = configQuery.data;

  const places = useMemo(
    () => (markers ? visiblePlaces(markers, state.hidden) : []),
    [markers, state.hidden],
  );
  const isVisible = (iri: string | null) => {
    const marker = iri ? markers?.byIri.get(iri) : undefined;
    return marker && !state.hidden.includes(marker.type) ? marker : undefined;
  };
  // A hidden type's marker keeps its selection but shows no popup until the type is back.
  const selected = isVisible(state.selected);
  const pinned = markers && state.pinned ? markers.byIri.get(state.pinned) : undefined;
  const group = state.group ? places.find((p) => p.key === state.group && p.markers.length > 1) : undefined;
  const history = state.history.flatMap((iri) => markers?.byIri.get(iri) ?? []);

  const pair = driveTimePair(config?.directions, pinned, selected);
  const driveQuery = useDriveTimeQuery(pair);
  const driveTime = driveTimeView(config?.directions, pinned, selected, driveQuery);
  const route = driveTime.kind === 'ready' ? (driveQuery.data?.geometry ?? null) : null;

  return {
    markersQuery,
    configQuery,
    markers,
    config,
    state,
    dispatch,
    places,
    selected,
    pinned,
    group,
    history,
    driveTime,
    route,
  };
};

export type VendorMapModel = ReturnType<typeof useVendorMap>;
