import type { TripItem } from '@backoffice/sdk';
import { isDroppedItem } from '../../trip-domain/dropped-items.ts';
import { itemName, itemSubtitle } from '../../trip-domain/item-format.ts';
import type { JourneyDay } from '../../trip-domain/journey-data.ts';

export type LngLat = [longitude: number, latitude: number];

/** A stop on the map: an item with a place, numbered in the order of the journey. */
export type MapStop = {
  key: string;
  number: number;
  item: TripItem;
  name: string;
  /** The catalogue name under a typed title; a flight's route and times. */
  subtitle: string;
  day: string;
  latitude: number;
  longitude: number;
  lngLat: LngLat;
  /** A flight's departure airport when it has coordinates: the leg into the flight is flown from it. */
  departure?: { latitude: number; longitude: number; lngLat: LngLat; code: string };
};

type Place = { latitude: number; longitude: number };
const placeOf = (item: TripItem) => (item as { place?: Place | null }).place ?? null;

type AirportPlace = {
  code?: string | null;
  name?: string;
  latitude?: number | null;
  longitude?: number | null;
};
/** A flight's departure airport with its coordinates, else undefined. */
const departureOf = (item: TripItem): MapStop['departure'] => {
  if (item.type !== 'flight') return undefined;
  const from = (item.flight as { departureAirport?: AirportPlace | null } | undefined)?.departureAirport;
  if (typeof from?.latitude !== 'number' || typeof from?.longitude !== 'number') return undefined;
  return {
    latitude: from.latitude,
    longitude: from.longitude,
    lngLat: [from.longitude, from.latitude],
    code: from.code || from.name || '',
  };
};

/** The stops of a day (or of all days, `day` undefined) in journey order, alternatives left out. */
export const mapStops = (days: readonly JourneyDay[], day: string | undefined): MapStop[] => {
  const stops: MapStop[] = [];
  for (const d of days) {
    if (day !== undefined && d.key !== day) continue;
    for (const { item } of d.rows) {
      const place = placeOf(item);
      // An item the trip will not do is not on the map.
      if (!place || isDroppedItem(item)) continue;
      stops.push({
        key: String(item.id),
        number: stops.length + 1,
        item,
        name: itemName(item),
        subtitle: itemSubtitle(item),
        day: d.label,
        latitude: place.latitude,
        longitude: place.longitude,
        lngLat: [place.longitude, place.latitude],
        departure: departureOf(item),
      });
    }
  }
  return stops;
};

/** Great-circle distance in km. */
export const kmBetween = (a: Place, b: Place) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

// As the trip checks estimate it (apps/api trip-checks.queries.ts): straight line at 60 km/h, and
// places closer than 1 km are the same place.
export const estimateSpeedKmh = 60;
export const samePlaceKm = 1;

/** Straight-line estimate between two stops: seconds and metres. */
export const straightLine = (a: Place, b: Place) => {
  const km = kmBetween(a, b);
  return { duration: (km / estimateSpeedKmh) * 3600, distance: km * 1000 };
};

// A flight is flown, not driven (issue 30.12: a flight to Newark measured as a 118-hour drive): the
// great-circle distance at an airliner's cruising speed plus half an hour for taking off and landing.
export const flightSpeedKmh = 800;
export const flightOverheadSeconds = 30 * 60;

/** A flight's estimate between two airports: seconds and metres. */
export const flightLine = (a: Place, b: Place) => {
  const km = kmBetween(a, b);
  return { duration: (km / flightSpeedKmh) * 3600 + flightOverheadSeconds, distance: km * 1000 };
};

/** The points the route line joins: a flight's departure airport, then where it lands. */
export const routePoints = (stops: readonly MapStop[]): LngLat[] =>
  stops.flatMap((s) => (s.departure ? [s.departure.lngLat, s.lngLat] : [s.lngLat]));

/** The box around every point of the route, [[west, south], [east, north]]; null without points. */
export const boundsOf = (stops: readonly MapStop[]): [LngLat, LngLat] | null => {
  const points = routePoints(stops);
  if (points.length === 0) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
};

/** The directions API's point: "latitude,longitude". */
export const pointParam = (p: Place) => `${p.latitude},${p.longitude}`;

/** Where the map opens: the stops' centre, zoomed to show them all (13 for a single place). */
export const viewOf = (stops: readonly MapStop[]): { center: LngLat; zoom: number } => {
  if (stops.length === 0) return { center: [0, 20], zoom: 1 };
  const lngs = stops.map((s) => s.longitude);
  const lats = stops.map((s) => s.latitude);
  const span = Math.max(Math.max(...lngs) - Math.min(...lngs), Math.max(...lats) - Math.min(...lats));
  const zoom = span === 0 ? 13 : Math.max(1, Math.min(13, Math.floor(Math.log2(300 / span))));
  return {
    center: [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2],
    zoom,
  };
};
