import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../db/schema/index.ts';

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

// The markers of calls.md 7.11 / product.md §2.10: slug, the records they show and how to read
// them (activities sit where their provider is).
export type MarkerSource = {
  slug: 'hotel' | 'villa' | 'spa' | 'restaurant' | 'activity' | 'otherServices';
  collection: string;
  from: SQL;
  owner: string;
  where?: SQL;
};

const kind = (table: PgTable) => sql`${table} as k`;
const accommodations = sql`${s.accommodations} as k left join ${s.accommodationTypes} as kt on kt.id = k.type_id`;
// A villa has a villa type or an accommodation type named like one; every other stay is a hotel.
const isVilla = sql`(k.villa_type_id is not null or coalesce(kt.name, '') ilike '%villa%')`;

export const markerSources: MarkerSource[] = [
  {
    slug: 'hotel',
    collection: 'accommodations',
    from: accommodations,
    owner: 'k',
    where: sql`not ${isVilla}`,
  },
  {
    slug: 'villa',
    collection: 'accommodations',
    from: accommodations,
    owner: 'k',
    where: isVilla,
  },
  { slug: 'spa', collection: 'spas', from: kind(s.spas), owner: 'k' },
  { slug: 'restaurant', collection: 'restaurants', from: kind(s.restaurants), owner: 'k' },
  {
    slug: 'activity',
    collection: 'activities',
    from: sql`${s.activities} as k join ${s.activityProviders} as p on p.id = k.provider_id`,
    owner: 'p',
  },
  { slug: 'otherServices', collection: 'conciergeries', from: kind(s.conciergeries), owner: 'k' },
];
