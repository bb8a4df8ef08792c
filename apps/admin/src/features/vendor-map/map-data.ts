import type { VendorMap } from '@backoffice/sdk';
import { type MarkerType, markerType, markerTypeSlugs } from './marker-types.ts';

export type LngLat = [longitude: number, latitude: number];

export type MapMarker = {
  iri: string;
  id: number;
  type: MarkerType;
  name: string;
  vendor: string;
  latitude: number;
  longitude: number;
};

// One marker on the map: a single record, or a shared location (two or more visible records at
// the same coordinates) drawn as one marker with a count.
export type MapPlace = {
  key: string;
  lngLat: LngLat;
  markers: MapMarker[];
};

export type MapMarkers = {
  all: MapMarker[];
  byIri: Map<string, MapMarker>;
  // Place key ('latitude longitude', as the API keys shared_locations) of every marker.
  placeOf: Map<string, string>;
  countByType: Record<MarkerType, number>;
};

// Flattens the answer of GET /api/vendors/map into markers, in the order of the six types.
export const toMapMarkers = (data: VendorMap): MapMarkers => {
  const all = markerTypeSlugs.flatMap((type) =>
    (data[type] ?? []).map(
      (m): MapMarker => ({
        iri: m['@id'],
        id: m.id,
        type,
        name: m.name,
        vendor: m.vendor,
        latitude: m.latitude,
        longitude: m.longitude,
      }),
    ),
  );
  const byIri = new Map(all.map((m) => [m.iri, m]));
  const placeOf = new Map(all.map((m) => [m.iri, `${m.latitude} ${m.longitude}`]));
  // shared_locations is the API's word on which markers share a place; trust it over our own key.
  for (const [key, iris] of Object.entries(data.shared_locations ?? {})) {
    for (const iri of iris) if (byIri.has(iri)) placeOf.set(iri, key);
  }
  const countByType = Object.fromEntries(
    markerTypeSlugs.map((type) => [type, all.filter((m) => m.type === type).length]),
  ) as Record<MarkerType, number>;
  return { all, byIri, placeOf, countByType };
};

// The places to draw for the types switched on: markers at one place are grouped only when more
// than one of them is visible (calls.md §9).
export const visiblePlaces = (markers: MapMarkers, hidden: readonly MarkerType[]): MapPlace[] => {
  const places = new Map<string, MapPlace>();
  for (const marker of markers.all) {
    if (hidden.includes(marker.type)) continue;
    const key = markers.placeOf.get(marker.iri)!;
    const place = places.get(key);
    if (place) place.markers.push(marker);
    else places.set(key, { key, lngLat: [marker.longitude, marker.latitude], markers: [marker] });
  }
  return [...places.values()];
};

export const isGroup = (place: MapPlace) => place.markers.length > 1;

// The detail screen of a marker's record: /admin/<catalogue segment>/<id>.
export const detailPath = (marker: MapMarker) => `/admin/${markerType(marker.type).segment}/${marker.id}`;

// The vendor's own screen, from its IRI (/api/vendors/12).
export const vendorPathOf = (marker: MapMarker) => {
  const id = /\/(\d+)$/.exec(marker.vendor)?.[1];
  return id ? `/admin/vendors/${id}/tabs/General` : undefined;
};

export const lngLatOf = (marker: MapMarker): LngLat => [marker.longitude, marker.latitude];

// Centre of all markers (the map opens on it at zoom 1).
export const centreOf = (markers: readonly MapMarker[]): LngLat => {
  if (markers.length === 0) return [0, 20];
  const lngs = markers.map((m) => m.longitude);
  const lats = markers.map((m) => m.latitude);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
};
