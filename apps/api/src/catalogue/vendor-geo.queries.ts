import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { type MarkerSource, vendorKinds } from './define-vendor-kind.ts';
import './vendor-kinds.resource.ts';

// Great-circle distance in km between a location row and a point (haversine; no PostGIS needed,
// so the embedded PGlite and a plain PostgreSQL answer alike).
export const distanceKm = (lat: SQL, lng: SQL, latitude: number, longitude: number) =>
  sql`(6371 * 2 * asin(sqrt(power(sin(radians(${lat} - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${longitude}) / 2), 2))))`;

// The coordinates of a catalogue record: its own vendor location, else its vendor's first one.
// `owner` is the row holding location_id and vendor_id (the kind itself, or an item's parent).
export const placeOf = (owner: string) => sql`
  left join ${s.vendorLocations} as own_place on own_place.id = ${sql.identifier(owner)}.location_id
  left join lateral (
    select latitude, longitude from ${s.vendorLocations} as vl
    where ${sql.identifier(owner)}.location_id is null and vl.vendor_id = ${sql.identifier(owner)}.vendor_id
      and vl.latitude is not null
    order by vl.id limit 1
  ) as vendor_place on true`;

export const latitudeOf = sql`coalesce(own_place.latitude, vendor_place.latitude)`;
export const longitudeOf = sql`coalesce(own_place.longitude, vendor_place.longitude)`;

// The markers of calls.md 7.11 / product.md §2.10, as the vendor kinds declare them.
export const markerSources: MarkerSource[] = vendorKinds().flatMap((kind) => kind.markers);

// The markers of one source that have a place, by id.
export const findMarkers = async (db: Db, source: MarkerSource) => {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    vendorId: number;
    latitude: number;
    longitude: number;
  }>(sql`
    select k.id, k.name, ${sql.identifier(source.owner)}.vendor_id as "vendorId",
      ${latitudeOf}::float8 as latitude, ${longitudeOf}::float8 as longitude
    from ${source.from} ${placeOf(source.owner)}
    where ${latitudeOf} is not null and ${longitudeOf} is not null ${source.where ? sql`and ${source.where}` : sql``}
    order by k.id`);
  return rows;
};

export type NearbyOptions = {
  latitude: number;
  longitude: number;
  distance: number;
  limit: number;
  exclude?: number;
  // Only vendors with a record in this kind table.
  serviceTable?: PgTable;
};

// Vendors within `distance` km of a point, each once (by its nearest location), nearest first:
// a bounding box first (indexed on latitude), the exact distance after.
export const findNearbyVendors = async (db: Db, o: NearbyOptions) => {
  const dLat = o.distance / 111.045;
  const dLng = o.distance / (111.045 * Math.max(Math.cos((o.latitude * Math.PI) / 180), 0.01));
  const conditions: SQL[] = [
    sql`l.latitude between ${o.latitude - dLat} and ${o.latitude + dLat}`,
    sql`l.longitude between ${o.longitude - dLng} and ${o.longitude + dLng}`,
  ];
  if (o.exclude) conditions.push(sql`l.vendor_id <> ${o.exclude}`);
  if (o.serviceTable) {
    conditions.push(sql`exists (select 1 from ${o.serviceTable} as sv where sv.vendor_id = l.vendor_id)`);
  }
  const dist = distanceKm(sql`l.latitude`, sql`l.longitude`, o.latitude, o.longitude);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    status: string;
    city: string | null;
    latitude: number;
    longitude: number;
    distance: number;
  }>(sql`
    select v.id, v.name, v.status, n.city, n.latitude, n.longitude, n.distance from (
      select distinct on (l.vendor_id) l.vendor_id, l.city, l.latitude::float8 as latitude,
        l.longitude::float8 as longitude, ${dist} as distance
      from ${s.vendorLocations} as l
      where ${sql.join(conditions, sql` and `)}
      order by l.vendor_id, distance
    ) as n join ${s.vendors} as v on v.id = n.vendor_id
    where n.distance <= ${o.distance}
    order by n.distance, v.id
    limit ${o.limit}`);
  return rows;
};
