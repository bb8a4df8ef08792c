import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';
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

const price = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const accommodationRooms = pgTable(
  'accommodation_rooms',
  {
    id: idColumn(),
    accommodationId: integer('accommodation_id')
      .notNull()
      .references(() => accommodations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sizeId: integer('size_id').references(() => roomSizes.id, { onDelete: 'set null' }),
    bedTypeId: integer('bed_type_id').references(() => bedTypes.id, { onDelete: 'set null' }),
    surface: smallint('surface'),
    maxOccupancy: smallint('max_occupancy'),
    rackRate: price('rack_rate'),
    ...auditColumns(),
  },
  (t) => [index('accommodation_rooms_accommodation_idx').on(t.accommodationId)],
);
export const accommodationRoomAmenityLinks = linkTable(
  'accommodation_room_amenity_links',
  { column: 'room_id', references: () => accommodationRooms.id },
  { column: 'amenity_id', references: () => accommodationRoomAmenities.id },
);

// Options a planner can add to a stay (airport pick-up, early check-in, half board...).
export const accommodationOptions = pgTable(
  'accommodation_options',
  {
    id: idColumn(),
    accommodationId: integer('accommodation_id')
      .notNull()
      .references(() => accommodations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    price: price('price'),
    ...auditColumns(),
  },
  (t) => [index('accommodation_options_accommodation_idx').on(t.accommodationId)],
);

export const spaTreatments = pgTable(
  'spa_treatments',
  {
    id: idColumn(),
    spaId: integer('spa_id')
      .notNull()
      .references(() => spas.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    // Minutes.
    duration: smallint('duration').notNull(),
    price: price('price'),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [index('spa_treatments_spa_idx').on(t.spaId)],
);

export const restaurantMeals = pgTable(
  'restaurant_meals',
  {
    id: idColumn(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    price: price('price'),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [index('restaurant_meals_restaurant_idx').on(t.restaurantId)],
);

export const wines = pgTable(
  'wines',
  {
    id: idColumn(),
    wineryId: integer('winery_id')
      .notNull()
      .references(() => wineries.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    vintage: smallint('vintage'),
    grape: varchar('grape', { length: 255 }),
    price: price('price'),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [index('wines_winery_idx').on(t.wineryId)],
);

export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => activityCategories.id, { onDelete: 'set null' }),
    // Minutes.
    duration: smallint('duration'),
    price: price('price'),
    description: text('description'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce(name, ''))`),
    ...auditColumns(),
  },
  (t) => [
    index('activities_provider_idx').on(t.providerId),
    index('activities_destination_idx').on(t.destinationId),
    index('activities_name_id_idx').on(t.name, t.id),
    index('activities_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
export const activityTagLinks = linkTable(
  'activity_tag_links',
  { column: 'activity_id', references: () => activities.id },
  { column: 'tag_id', references: () => activityTags.id },
);

// Transfers belong to a transportation provider; the /admin/transfers list shows all of them.
export const transfers = pgTable(
  'transfers',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => transportationProviders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    typeId: integer('type_id').references(() => transferTypes.id, { onDelete: 'set null' }),
    carTypeId: integer('car_type_id').references(() => transferCarTypes.id, { onDelete: 'set null' }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    fromPlace: varchar('from_place', { length: 255 }),
    toPlace: varchar('to_place', { length: 255 }),
    // Minutes.
    duration: smallint('duration'),
    maxPassengers: smallint('max_passengers'),
    price: price('price'),
    description: text('description'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(from_place, '') || ' ' || coalesce(to_place, ''))`,
    ),
    ...auditColumns(),
  },
  (t) => [
    index('transfers_provider_idx').on(t.providerId),
    index('transfers_destination_idx').on(t.destinationId),
    index('transfers_name_id_idx').on(t.name, t.id),
    index('transfers_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const conciergerieServices = pgTable(
  'conciergerie_services',
  {
    id: idColumn(),
    conciergerieId: integer('conciergerie_id')
      .notNull()
      .references(() => conciergeries.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    serviceTypeId: integer('service_type_id').references(() => serviceTypes.id, { onDelete: 'set null' }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    price: price('price'),
    description: text('description'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce(name, ''))`),
    ...auditColumns(),
  },
  (t) => [
    index('conciergerie_services_conciergerie_idx').on(t.conciergerieId),
    index('conciergerie_services_destination_idx').on(t.destinationId),
    index('conciergerie_services_name_id_idx').on(t.name, t.id),
    index('conciergerie_services_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
