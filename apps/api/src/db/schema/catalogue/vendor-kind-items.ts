import { index, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { entityTable, money, ownerId, refId, searchIndexes, searchTextOf } from '../columns.ts';
import { destinations } from '../reference/destinations.ts';
import {
  accommodationRoomAmenities,
  activityCategories,
  activityTags,
  bedTypes,
  roomSizes,
  serviceTypes,
  transferCarTypes,
  transferTypes,
} from '../reference/name-lists.ts';
import { linkTable } from './catalogue-columns.ts';
import {
  accommodations,
  activityProviders,
  conciergeries,
  restaurants,
  spas,
  transportationProviders,
  wineries,
} from './vendor-kinds.ts';

export const accommodationRooms = entityTable(
  'accommodation_rooms',
  {
    accommodationId: ownerId('accommodation_id', () => accommodations.id),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sizeId: refId('size_id', () => roomSizes.id, 'set null'),
    bedTypeId: refId('bed_type_id', () => bedTypes.id, 'set null'),
    surface: smallint('surface'),
    maxOccupancy: smallint('max_occupancy'),
    rackRate: money('rack_rate'),
  },
  (t) => [index('accommodation_rooms_accommodation_idx').on(t.accommodationId)],
);
export const accommodationRoomAmenityLinks = linkTable(
  'accommodation_room_amenity_links',
  { column: 'room_id', references: () => accommodationRooms.id },
  { column: 'amenity_id', references: () => accommodationRoomAmenities.id },
);

// Options a planner can add to a stay (airport pick-up, early check-in, half board...).
export const accommodationOptions = entityTable(
  'accommodation_options',
  {
    accommodationId: ownerId('accommodation_id', () => accommodations.id),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    price: money('price'),
  },
  (t) => [index('accommodation_options_accommodation_idx').on(t.accommodationId)],
);

export const spaTreatments = entityTable(
  'spa_treatments',
  {
    spaId: ownerId('spa_id', () => spas.id),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    // Minutes.
    duration: smallint('duration').notNull(),
    price: money('price'),
    description: text('description'),
  },
  (t) => [index('spa_treatments_spa_idx').on(t.spaId)],
);

export const restaurantMeals = entityTable(
  'restaurant_meals',
  {
    restaurantId: ownerId('restaurant_id', () => restaurants.id),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    price: money('price'),
    description: text('description'),
  },
  (t) => [index('restaurant_meals_restaurant_idx').on(t.restaurantId)],
);

export const wines = entityTable(
  'wines',
  {
    wineryId: ownerId('winery_id', () => wineries.id),
    name: varchar('name', { length: 255 }).notNull(),
    vintage: smallint('vintage'),
    grape: varchar('grape', { length: 255 }),
    price: money('price'),
    description: text('description'),
  },
  (t) => [index('wines_winery_idx').on(t.wineryId)],
);

export const activities = entityTable(
  'activities',
  {
    providerId: ownerId('provider_id', () => activityProviders.id),
    name: varchar('name', { length: 255 }).notNull(),
    destinationId: refId('destination_id', () => destinations.id, 'set null'),
    categoryId: refId('category_id', () => activityCategories.id, 'set null'),
    // Minutes.
    duration: smallint('duration'),
    price: money('price'),
    description: text('description'),
    searchText: searchTextOf('name'),
  },
  (t) => [
    index('activities_provider_idx').on(t.providerId),
    index('activities_destination_idx').on(t.destinationId),
    ...searchIndexes('activities', t),
  ],
);
export const activityTagLinks = linkTable(
  'activity_tag_links',
  { column: 'activity_id', references: () => activities.id },
  { column: 'tag_id', references: () => activityTags.id },
);

// Transfers belong to a transportation provider; the /admin/transfers list shows all of them.
export const transfers = entityTable(
  'transfers',
  {
    providerId: ownerId('provider_id', () => transportationProviders.id),
    name: varchar('name', { length: 255 }).notNull(),
    typeId: refId('type_id', () => transferTypes.id, 'set null'),
    carTypeId: refId('car_type_id', () => transferCarTypes.id, 'set null'),
    destinationId: refId('destination_id', () => destinations.id, 'set null'),
    fromPlace: varchar('from_place', { length: 255 }),
    toPlace: varchar('to_place', { length: 255 }),
    // Minutes.
    duration: smallint('duration'),
    maxPassengers: smallint('max_passengers'),
    price: money('price'),
    description: text('description'),
    searchText: searchTextOf('name', 'from_place', 'to_place'),
  },
  (t) => [
    index('transfers_provider_idx').on(t.providerId),
    index('transfers_destination_idx').on(t.destinationId),
    ...searchIndexes('transfers', t),
  ],
);

export const conciergerieServices = entityTable(
  'conciergerie_services',
  {
    conciergerieId: ownerId('conciergerie_id', () => conciergeries.id),
    name: varchar('name', { length: 255 }).notNull(),
    serviceTypeId: refId('service_type_id', () => serviceTypes.id, 'set null'),
    destinationId: refId('destination_id', () => destinations.id, 'set null'),
    price: money('price'),
    description: text('description'),
    searchText: searchTextOf('name'),
  },
  (t) => [
    index('conciergerie_services_conciergerie_idx').on(t.conciergerieId),
    index('conciergerie_services_destination_idx').on(t.destinationId),
    ...searchIndexes('conciergerie_services', t),
  ],
);
