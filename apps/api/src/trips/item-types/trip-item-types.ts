import { sql } from 'drizzle-orm';
import { boolean, integer, varchar } from 'drizzle-orm/pg-core';
import {
  accommodationRooms,
  activities,
  conciergerieServices,
  transfers,
} from '../../db/schema/catalogue/vendor-kind-items.ts';
import { accommodations, restaurants, spas } from '../../db/schema/catalogue/vendor-kinds.ts';
import { airlines } from '../../db/schema/reference/airlines.ts';
import { airports } from '../../db/schema/reference/airports.ts';
import { bool, optionalText } from '../../engine/fields.ts';
import { toOne } from '../../engine/relations.ts';
import { defineItemType, param, recordPrice, registeredItemColumns } from './define-item-type.ts';

// The seven trip item types (decision 38), in the order the contract lists them. Catalogue links
// refuse the catalogue record's delete while an item books it.

export const accommodationItem = defineItemType({
  value: 'accommodation',
  name: 'Accommodation',
  path: 'accommodations',
  label: 'Accommodation',
  columns: () => ({
    accommodationId: integer('accommodation_id').references(() => accommodations.id, {
      onDelete: 'restrict',
    }),
    roomId: integer('room_id').references(() => accommodationRooms.id, { onDelete: 'set null' }),
    isMainAccommodation: boolean('is_main_accommodation').notNull().default(false),
    // Booked through a DMC (product.md §3: trip accommodation, DMC flag).
    dmc: boolean('dmc').notNull().default(false),
  }),
  catalogue: {
    relation: 'accommodation',
    target: 'Accommodation',
    fk: 'accommodationId',
    table: 'accommodations',
  },
  // The room's rack rate × rooms × nights (the nights counted from the dates).
  catalogueCost: (v) => sql`(select r.rack_rate * coalesce(${param(v.roomCount)}::int, 1)
    * greatest(coalesce(${param(v.endDate)}::timestamp::date - ${param(v.startDate)}::timestamp::date, 1), 1)
    from accommodation_rooms r where r.id = ${param(v.roomId)}::int)`,
  relations: { room: { kind: 'one', target: 'AccommodationRoom', fk: 'roomId' } },
  writable: { isMainAccommodation: bool(), dmc: bool() },
  filters: { dmc: { kind: 'boolean', path: 'dmc' } },
  // A stay spans nights: the calendar shows the events between check-in and check-out.
  calendar: false,
  checkRole: 'stay',
});

export const flightItem = defineItemType({
  value: 'flight',
  name: 'Flight',
  path: 'flights',
  label: 'Flight',
  columns: () => ({
    airlineId: integer('airline_id').references(() => airlines.id, { onDelete: 'restrict' }),
    flightNumber: varchar('flight_number', { length: 16 }),
    departureAirportId: integer('departure_airport_id').references(() => airports.id, {
      onDelete: 'restrict',
    }),
    arrivalAirportId: integer('arrival_airport_id').references(() => airports.id, { onDelete: 'restrict' }),
    flightClass: varchar('flight_class', { length: 32 }),
    pnr: varchar('pnr', { length: 16 }),
  }),
  catalogue: {
    relation: 'airline',
    target: 'Airline',
    fk: 'airlineId',
    table: 'airlines',
    vendorRecord: false,
  },
  optionName: (airline, i) =>
    `nullif(trim(coalesce(${airline}, '') || ' ' || coalesce(${i}.flight_number, '')), '')`,
  relations: {
    ...toOne({ departureAirport: 'Airport', arrivalAirport: 'Airport' }),
  },
  writable: { flightNumber: optionalText(16), flightClass: optionalText(32), pnr: optionalText(16) },
  calendar: false,
  switchRoute: true,
  checkRole: 'flight',
  travel: true,
});

export const activityItem = defineItemType({
  value: 'activity',
  name: 'Activity',
  path: 'activities',
  plural: 'Activities',
  label: 'Activity',
  columns: () => ({
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'restrict' }),
    mainActivity: boolean('main_activity').notNull().default(false),
  }),
  catalogue: {
    relation: 'activity',
    target: 'Activity',
    fk: 'activityId',
    table: 'activities',
    via: 'join activity_providers o on o.id = k.provider_id',
  },
  catalogueCost: recordPrice('activities', 'activityId'),
  writable: { mainActivity: bool() },
  main: 'mainActivity',
  calendar: true,
  switchRoute: true,
});

export const transferItem = defineItemType({
  value: 'transfer',
  name: 'Transfer',
  path: 'transfers',
  label: 'Transfer',
  columns: () => ({
    transferId: integer('transfer_id').references(() => transfers.id, { onDelete: 'restrict' }),
    mainTransfer: boolean('main_transfer').notNull().default(false),
  }),
  catalogue: {
    relation: 'transfer',
    target: 'Transfer',
    fk: 'transferId',
    table: 'transfers',
    via: 'join transportation_providers o on o.id = k.provider_id',
  },
  catalogueCost: recordPrice('transfers', 'transferId'),
  writable: { mainTransfer: bool() },
  main: 'mainTransfer',
  calendar: true,
  switchRoute: true,
  checkRole: 'transfer',
  travel: true,
});

export const spaItem = defineItemType({
  value: 'spa',
  name: 'Spa',
  path: 'spas',
  label: 'Spa',
  columns: () => ({
    spaId: integer('spa_id').references(() => spas.id, { onDelete: 'restrict' }),
  }),
  // A spa has no price in the catalogue (its treatments do, and an item books the spa).
  catalogue: { relation: 'spa', target: 'Spa', fk: 'spaId', table: 'spas' },
  calendar: true,
});

export const restaurantItem = defineItemType({
  value: 'restaurant',
  name: 'Restaurant',
  path: 'restaurants',
  label: 'Restaurant',
  columns: () => ({
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'restrict' }),
  }),
  catalogue: { relation: 'restaurant', target: 'Restaurant', fk: 'restaurantId', table: 'restaurants' },
  // The average price per person × the trip's travellers (adults + children, at least one).
  catalogueCost: (
    v,
  ) => sql`(select x.average_price * greatest(coalesce(t.adults, 0) + coalesce(t.children, 0), 1)
    from restaurants x, trips t where x.id = ${param(v.restaurantId)}::int and t.id = ${param(v.tripId)}::int)`,
  calendar: true,
});

export const conciergerieServiceItem = defineItemType({
  value: 'conciergerie_service',
  name: 'ConciergerieService',
  path: 'conciergerie_services',
  label: 'Conciergerie service',
  clientLabel: 'Service',
  columns: () => ({
    conciergerieServiceId: integer('conciergerie_service_id').references(() => conciergerieServices.id, {
      onDelete: 'restrict',
    }),
  }),
  catalogue: {
    relation: 'conciergerieService',
    target: 'ConciergerieService',
    fk: 'conciergerieServiceId',
    table: 'conciergerie_services',
    via: 'join conciergeries o on o.id = k.conciergerie_id',
  },
  catalogueCost: recordPrice('conciergerie_services', 'conciergerieServiceId'),
  calendar: true,
});

// The columns the built-in types add to every item table, as the schema types them.
export type BuiltInItemColumns = ReturnType<typeof accommodationItem.columns> &
  ReturnType<typeof flightItem.columns> &
  ReturnType<typeof activityItem.columns> &
  ReturnType<typeof transferItem.columns> &
  ReturnType<typeof spaItem.columns> &
  ReturnType<typeof restaurantItem.columns> &
  ReturnType<typeof conciergerieServiceItem.columns>;

// The item tables' type columns (db/schema/trips/trip-items.ts): those of every type declared by
// now (these seven, and any declared before the schema loads), typed with the seven's.
export const itemTypeColumns = () => registeredItemColumns<BuiltInItemColumns>();
