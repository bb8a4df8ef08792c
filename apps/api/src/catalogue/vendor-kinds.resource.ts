import { sql } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { bool, decimal, integer, optionalText, timeOfDay } from '../engine/fields.ts';
import { manyThrough, toOne } from '../engine/relations.ts';
import { defineVendorKind, kindMarker, vendorKinds } from './define-vendor-kind.ts';

// A villa has a villa type or an accommodation type named like one; every other stay is a hotel.
const stays = {
  collection: 'accommodations',
  from: sql`${s.accommodations} as k left join ${s.accommodationTypes} as kt on kt.id = k.type_id`,
  owner: 'k',
};
const isVilla = sql`(k.villa_type_id is not null or coalesce(kt.name, '') ilike '%villa%')`;

// The preferences' roomSize is an enum value (junior_suite) while rooms point at the room_sizes
// list (Junior Suite, Deluxe Room): a size matches when its name, lower-cased with every run of
// other characters as '_', is the value or the value followed by _room.
const roomSizeWhere = (values: string[]) => {
  const wanted = values.flatMap((v) => {
    const key = v.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    return [key, `${key}_room`];
  });
  const list = sql.join(
    wanted.map((w) => sql`${w}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${s.accommodationRooms} r join ${s.roomSizes} rs on rs.id = r.size_id
    where r.accommodation_id = ${s.accommodations.id}
      and trim(both '_' from regexp_replace(lower(rs.name), '[^a-z0-9]+', '_', 'g')) in (${list}))`;
};

// calls.md 7.2. The accommodation list's `type` filter matches the end of the type link
// (?type=3 or ?type=/api/accommodation_types/3), as the menu's one entry per type sends it.
export const accommodationsResource = defineVendorKind({
  type: 'Accommodation',
  service: 'accommodations',
  attachments: s.accommodationAttachments,
  images: s.accommodationImages,
  markers: [
    { ...stays, slug: 'hotel', where: sql`not ${isVilla}` },
    { ...stays, slug: 'villa', where: isVilla },
  ],
  path: 'accommodations',
  contacts: s.vendorContactAccommodations,
  table: s.accommodations,
  writable: {
    stars: integer({ min: 1, max: 7 }),
    numberOfRooms: integer({ min: 0, max: 5000 }),
    checkIn: timeOfDay(),
    checkOut: timeOfDay(),
    boutique: bool(),
  },
  relations: {
    ...toOne({ type: 'AccommodationType', villaType: 'VillaType' }),
    amenities: manyThrough('AccommodationAmenity', s.accommodationAmenityLinks),
    images: { kind: 'many', target: 'AccommodationImage', fk: 'ownerId', embed: true },
    rooms: { kind: 'many', target: 'AccommodationRoom', fk: 'accommodationId', embed: true },
    options: { kind: 'many', target: 'AccommodationOption', fk: 'accommodationId', embed: true },
  },
  filters: {
    type: { kind: 'exact', path: 'type.id' },
    ...exactFilters('type.id', 'amenities.id'),
    // The itinerary side list's filters from the client's preferences (calls.md §3).
    boutique: { kind: 'boolean', path: 'boutique' },
    'rooms.amenities.id': { kind: 'exact', path: 'rooms.amenities.id' },
    roomSize: {
      kind: 'custom',
      type: 'string',
      description:
        'A roomSize enum value (junior_suite): stays with a room whose size is that one, the room size named like the value (Junior Suite), or the value followed by Room (deluxe: Deluxe Room)',
      where: roomSizeWhere,
    },
  },
  exists: ['type', 'villaType'],
});

export const spasResource = defineVendorKind({
  type: 'Spa',
  service: 'spas',
  attachments: s.spaAttachments,
  markers: [kindMarker('spa', { path: 'spas', table: s.spas })],
  path: 'spas',
  contacts: s.vendorContactSpas,
  table: s.spas,
  writable: { numberOfTreatmentRooms: integer({ min: 0, max: 500 }) },
  relations: {
    modalities: manyThrough('SpaModality', s.spaModalityLinks),
    treatments: { kind: 'many', target: 'SpaTreatment', fk: 'spaId', embed: true },
  },
  // The itinerary side list's spa filters (calls.md §3): any of the modalities, any treatment type.
  filters: {
    ...exactFilters('modalities.id', 'treatments.type'),
  },
});

export const restaurantsResource = defineVendorKind({
  type: 'Restaurant',
  service: 'restaurants',
  attachments: s.restaurantAttachments,
  markers: [kindMarker('restaurant', { path: 'restaurants', table: s.restaurants })],
  path: 'restaurants',
  contacts: s.vendorContactRestaurants,
  table: s.restaurants,
  writable: { michelinStars: integer({ min: 0, max: 3 }), averagePrice: decimal({ min: 0 }) },
  relations: {
    dressCode: { kind: 'one', target: 'RestaurantDressCode', fk: 'dressCodeId' },
    cuisines: manyThrough('RestaurantCuisine', s.restaurantCuisineLinks),
    tags: manyThrough('RestaurantTag', s.restaurantTagLinks),
    meals: { kind: 'many', target: 'RestaurantMeal', fk: 'restaurantId', embed: true },
  },
  filters: {
    ...exactFilters('cuisines.id', 'tags.id'),
  },
});

export const wineriesResource = defineVendorKind({
  type: 'Winery',
  service: 'wineries',
  attachments: s.wineryAttachments,
  plural: 'Wineries',
  path: 'wineries',
  table: s.wineries,
  writable: { appellation: optionalText() },
  relations: {
    dressCode: { kind: 'one', target: 'WineryDressCode', fk: 'dressCodeId' },
    tags: manyThrough('WineryTag', s.wineryTagLinks),
    wines: { kind: 'many', target: 'Wine', fk: 'wineryId', embed: true },
  },
});

export const activityProvidersResource = defineVendorKind({
  type: 'ActivityProvider',
  service: 'activityProviders',
  attachments: s.activityProviderAttachments,
  // Activities sit where their provider is.
  markers: [
    {
      slug: 'activity',
      collection: 'activities',
      from: sql`${s.activities} as k join ${s.activityProviders} as p on p.id = k.provider_id`,
      owner: 'p',
    },
  ],
  path: 'activity_providers',
  contacts: s.vendorContactActivityProviders,
  table: s.activityProviders,
  relations: { activities: { kind: 'many', target: 'Activity', fk: 'providerId' } },
});

export const transportationProvidersResource = defineVendorKind({
  type: 'TransportationProvider',
  service: 'transportationProviders',
  attachments: s.transportationProviderAttachments,
  path: 'transportation_providers',
  contacts: s.vendorContactTransportationProviders,
  table: s.transportationProviders,
  relations: { transfers: { kind: 'many', target: 'Transfer', fk: 'providerId' } },
});

// Shown as "Other Services" in the admin.
export const conciergeriesResource = defineVendorKind({
  type: 'Conciergerie',
  label: 'Other Services',
  service: 'conciergeries',
  attachments: s.conciergerieAttachments,
  markers: [kindMarker('otherServices', { path: 'conciergeries', table: s.conciergeries })],
  path: 'conciergeries',
  contacts: s.vendorContactConciergeries,
  table: s.conciergeries,
  relations: {
    conciergerieServices: { kind: 'many', target: 'ConciergerieService', fk: 'conciergerieId' },
  },
});

// Every registered kind, these seven first (a kind declared elsewhere joins them).
export const vendorKindResources = () => vendorKinds().map((kind) => kind.resource);
