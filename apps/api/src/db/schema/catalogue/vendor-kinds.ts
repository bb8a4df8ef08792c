import { boolean, smallint, time, varchar } from 'drizzle-orm/pg-core';
import { money, refId } from '../columns.ts';
import {
  accommodationAmenities,
  accommodationTypes,
  restaurantCuisines,
  restaurantDressCodes,
  restaurantTags,
  spaModalities,
  villaTypes,
  wineryDressCodes,
  wineryTags,
} from '../reference/name-lists.ts';
import { linksOf, linkTable, vendorKindTable } from './catalogue-columns.ts';

// The seven vendor kinds of calls.md 7.2. Each belongs to a vendor; the sub-records (rooms,
// treatments, meals, wines, activities, transfers, services) live in vendor-kind-items.ts.
export const accommodations = vendorKindTable('accommodations', {
  typeId: refId('type_id', () => accommodationTypes.id, 'set null'),
  villaTypeId: refId('villa_type_id', () => villaTypes.id, 'set null'),
  stars: smallint('stars'),
  numberOfRooms: smallint('number_of_rooms'),
  checkIn: time('check_in'),
  checkOut: time('check_out'),
  boutique: boolean('boutique').notNull().default(false),
});
export const accommodationAmenityLinks = linkTable(
  'accommodation_amenity_links',
  { column: 'accommodation_id', references: () => accommodations.id },
  { column: 'amenity_id', references: () => accommodationAmenities.id },
);

export const spas = vendorKindTable('spas', {
  numberOfTreatmentRooms: smallint('number_of_treatment_rooms'),
});
export const spaModalityLinks = linkTable(
  'spa_modality_links',
  { column: 'spa_id', references: () => spas.id },
  { column: 'modality_id', references: () => spaModalities.id },
);

export const restaurants = vendorKindTable('restaurants', {
  dressCodeId: refId('dress_code_id', () => restaurantDressCodes.id, 'set null'),
  michelinStars: smallint('michelin_stars'),
  averagePrice: money('average_price'),
});
const restaurantLinks = linksOf('restaurant', () => restaurants.id);
export const restaurantCuisineLinks = restaurantLinks(
  'cuisine_links',
  'cuisine_id',
  () => restaurantCuisines.id,
);
export const restaurantTagLinks = restaurantLinks('tag_links', 'tag_id', () => restaurantTags.id);

export const wineries = vendorKindTable('wineries', {
  dressCodeId: refId('dress_code_id', () => wineryDressCodes.id, 'set null'),
  appellation: varchar('appellation', { length: 255 }),
});
export const wineryTagLinks = linkTable(
  'winery_tag_links',
  { column: 'winery_id', references: () => wineries.id },
  { column: 'tag_id', references: () => wineryTags.id },
);

export const activityProviders = vendorKindTable('activity_providers', {});
export const transportationProviders = vendorKindTable('transportation_providers', {});
export const conciergeries = vendorKindTable('conciergeries', {});
