import * as s from '../db/schema/index.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { decimal, integer, longText, oneOf, optionalText, requiredText } from '../engine/fields.ts';
import { manyThrough, toOne } from '../engine/relations.ts';
import { mealTypes, spaTreatmentTypes } from '../enums/catalogue-values.ts';
import { defineKindItem, kindItems } from './define-vendor-kind.ts';

const name = requiredText(255);
const description = longText();
const price = decimal({ min: 0 });
const minutes = integer({ min: 0, max: 10080 });

export const accommodationRoomsResource = defineKindItem({
  type: 'AccommodationRoom',
  path: 'accommodation_rooms',
  table: s.accommodationRooms,
  parent: { property: 'accommodation', type: 'Accommodation', fk: 'accommodationId' },
  writable: {
    name,
    description,
    surface: integer({ min: 0, max: 10000 }),
    maxOccupancy: integer({ min: 1, max: 50 }),
    rackRate: price,
  },
  relations: {
    ...toOne({ size: 'RoomSize', bedType: 'BedType' }),
    amenities: manyThrough('AccommodationRoomAmenity', s.accommodationRoomAmenityLinks),
  },
});

export const accommodationOptionsResource = defineKindItem({
  type: 'AccommodationOption',
  path: 'accommodation_options',
  table: s.accommodationOptions,
  parent: { property: 'accommodation', type: 'Accommodation', fk: 'accommodationId' },
  writable: { name, description, price },
});

export const spaTreatmentsResource = defineKindItem({
  type: 'SpaTreatment',
  path: 'spa_treatments',
  table: s.spaTreatments,
  parent: { property: 'spa', type: 'Spa', fk: 'spaId' },
  writable: {
    name,
    type: oneOf(spaTreatmentTypes),
    duration: integer({ min: 5, max: 600 }),
    price,
    description,
  },
  required: ['name', 'type', 'duration'],
  filters: { type: { kind: 'exact', path: 'type' } },
});

export const restaurantMealsResource = defineKindItem({
  type: 'RestaurantMeal',
  path: 'restaurant_meals',
  table: s.restaurantMeals,
  parent: { property: 'restaurant', type: 'Restaurant', fk: 'restaurantId' },
  writable: { name, type: oneOf(mealTypes), price, description },
  required: ['name', 'type'],
});

export const winesResource = defineKindItem({
  type: 'Wine',
  path: 'wines',
  table: s.wines,
  parent: { property: 'winery', type: 'Winery', fk: 'wineryId' },
  writable: { name, vintage: integer({ min: 1800, max: 2100 }), grape: optionalText(), price, description },
});

export const activitiesResource = defineKindItem({
  type: 'Activity',
  plural: 'Activities',
  path: 'activities',
  table: s.activities,
  parent: { property: 'activityProvider', type: 'ActivityProvider', fk: 'providerId' },
  attachments: s.activityAttachments,
  exchange: true,
  associable: true,
  writable: { name, duration: minutes, price, description },
  hidden: ['searchText'],
  relations: {
    ...toOne({ destination: 'Destination', category: 'ActivityCategory' }),
    tags: manyThrough('ActivityTag', s.activityTagLinks),
    attachments: { kind: 'many', target: 'ActivityAttachment', fk: 'ownerId', embed: true },
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    ...exactFilters('destination.id', 'category.id', 'tags.id'),
  },
});

export const transfersResource = defineKindItem({
  type: 'Transfer',
  path: 'transfers',
  table: s.transfers,
  parent: { property: 'transportationProvider', type: 'TransportationProvider', fk: 'providerId' },
  exchange: true,
  associable: true,
  writable: {
    name,
    fromPlace: optionalText(),
    toPlace: optionalText(),
    duration: minutes,
    maxPassengers: integer({ min: 1, max: 100 }),
    price,
    description,
  },
  hidden: ['searchText'],
  relations: {
    ...toOne({ type: 'TransferType', carType: 'TransferCarType', destination: 'Destination' }),
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    ...exactFilters('destination.id', 'type.id', 'carType.id', 'transportationProvider.vendor.id'),
  },
});

export const conciergerieServicesResource = defineKindItem({
  type: 'ConciergerieService',
  path: 'conciergerie_services',
  table: s.conciergerieServices,
  parent: { property: 'conciergerie', type: 'Conciergerie', fk: 'conciergerieId' },
  exchange: true,
  associable: true,
  writable: { name, price, description },
  hidden: ['searchText'],
  relations: {
    ...toOne({ serviceType: 'ServiceType', destination: 'Destination' }),
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    'destination.id': { kind: 'exact', path: 'destination.id' },
  },
});

// Every declared kind item, these eight first (an item declared elsewhere joins them).
export const kindItemResources = () => kindItems().map((item) => item.resource);
