import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { destinationLinks, linksOf } from '../catalogue/catalogue-columns.ts';
import { day, entityTable, instant, money, ownerId, refId, searchTextOf } from '../columns.ts';
import { airlines } from '../reference/airlines.ts';
import { airports } from '../reference/airports.ts';
import * as n from '../reference/name-lists.ts';
import { clients } from './clients.ts';

// An interest of the client with how much it matters (1 = mild, 5 = passion); the interest's IRI.
export type InterestLevel = { interest: string; level: number };

// A client's preferences (product.md §3's field list): one row per client. Enumerations are stored
// as their /api/enums values, reference lists as join tables below (IRIs in the API).
export const clientPreferences = entityTable(
  'client_preferences',
  {
    clientId: ownerId('client_id', () => clients.id),
    // Hotel
    roomSize: varchar('room_size', { length: 32 }),
    hotelFloor: varchar('hotel_floor', { length: 32 }),
    roomAllergies: text('room_allergies').array().notNull().default(sql`'{}'::text[]`),
    villaTypeId: refId('villa_type_id', () => n.villaTypes.id, 'set null'),
    numberRooms: integer('number_rooms'),
    connectingRooms: boolean('connecting_rooms').notNull().default(false),
    boutiqueHotel: boolean('boutique_hotel').notNull().default(false),
    inRoomRequirements: text('in_room_requirements'),
    flowers: text('flowers').array().notNull().default(sql`'{}'::text[]`),
    hotelFreeAnswer: text('hotel_free_answer'),
    hotelComment: text('hotel_comment'),
    // Dining
    winePreferences: text('wine_preferences').array().notNull().default(sql`'{}'::text[]`),
    favoriteRestaurants: text('favorite_restaurants').array().notNull().default(sql`'{}'::text[]`),
    tastingMenu: boolean('tasting_menu').notNull().default(false),
    aLaCarteMenu: boolean('a_la_carte_menu').notNull().default(false),
    lunchReservation: time('lunch_reservation'),
    dinnerReservation: time('dinner_reservation'),
    foodAllergiesNotes: text('food_allergies_notes'),
    diningComment: text('dining_comment'),
    // Spa
    therapistsMale: boolean('therapists_male').notNull().default(false),
    therapistsFemale: boolean('therapists_female').notNull().default(false),
    onlyNatural: boolean('only_natural').notNull().default(false),
    resultsDriven: boolean('results_driven').notNull().default(false),
    massagePressure: varchar('massage_pressure', { length: 32 }),
    // spaTreatmentType values (massage, facial...): what the itinerary's spa filter matches.
    spaTreatments: text('spa_treatments').array().notNull().default(sql`'{}'::text[]`),
    spaNotes: text('spa_notes'),
    spaComment: text('spa_comment'),
    // Air
    airCharter: boolean('air_charter').notNull().default(false),
    globalEntryTrustedTraveler: varchar('global_entry_trusted_traveler', { length: 64 }),
    airportId: refId('airport_id', () => airports.id, 'set null'),
    planeSeating: varchar('plane_seating', { length: 32 }),
    classPreferred: varchar('class_preferred', { length: 32 }),
    takeoffTime: varchar('takeoff_time', { length: 32 }),
    charterBroker: varchar('charter_broker', { length: 255 }),
    charterBrokerContact: varchar('charter_broker_contact', { length: 255 }),
    airComment: text('air_comment'),
    // Private plane
    privatePlane: boolean('private_plane').notNull().default(false),
    pilotName: varchar('pilot_name', { length: 255 }),
    privatePlaneNumber: varchar('private_plane_number', { length: 64 }),
    pilotEmail: varchar('pilot_email', { length: 180 }),
    // Activities
    dailyActivityLevel: varchar('daily_activity_level', { length: 32 }),
    cookingClasses: boolean('cooking_classes').notNull().default(false),
    tourGuideGender: varchar('tour_guide_gender', { length: 32 }),
    activityStartTime: varchar('activity_start_time', { length: 32 }),
    interests: jsonb('interests').$type<InterestLevel[]>().notNull().default(sql`'[]'::jsonb`),
    activityComment: text('activity_comment'),
    // Transfer
    carTypeId: refId('car_type_id', () => n.transferCarTypes.id, 'set null'),
    transferFromHome: boolean('transfer_from_home').notNull().default(false),
    rentalCarNumber: varchar('rental_car_number', { length: 64 }),
    rentalCarType: varchar('rental_car_type', { length: 120 }),
    // Sport
    fitnessRequirementsNotes: text('fitness_requirements_notes'),
    height: integer('height'),
    weight: integer('weight'),
    shoeSizeUS: numeric('shoe_size_us', { precision: 4, scale: 1 }),
    skiSizes: varchar('ski_sizes', { length: 120 }),
    jacketAndPantSize: varchar('jacket_and_pant_size', { length: 8 }),
    sportComment: text('sport_comment'),
    // Misc
    secretaryName: varchar('secretary_name', { length: 255 }),
    secretaryEmail: varchar('secretary_email', { length: 180 }),
    contactPreference: varchar('contact_preference', { length: 120 }),
    gender: varchar('gender', { length: 32 }),
    maritalStatus: varchar('marital_status', { length: 32 }),
    childrenNumber: integer('children_number'),
    spouseName: varchar('spouse_name', { length: 255 }),
    spouseEmail: varchar('spouse_email', { length: 180 }),
  },
  (t) => [uniqueIndex('client_preferences_client_uq').on(t.clientId)],
);

// The preferences' reference lists: client_preference_<list>.
const preferenceLinks = linksOf('client_preference', () => clientPreferences.id);

export const preferenceHotelTypes = preferenceLinks('hotel_types', 'hotel_type_id', () => n.hotelTypes.id);
export const preferenceDesignTypes = preferenceLinks(
  'design_types',
  'design_type_id',
  () => n.designTypes.id,
);
export const preferenceRoomAmenities = preferenceLinks(
  'room_amenities',
  'room_amenity_id',
  () => n.accommodationRoomAmenities.id,
);
export const preferenceNewspapers = preferenceLinks(
  'newspapers',
  'newspaper_id',
  () => n.accommodationNewspapers.id,
);
export const preferenceAmenities = preferenceLinks(
  'amenities',
  'amenity_id',
  () => n.accommodationAmenities.id,
);
export const preferenceFoodAllergies = preferenceLinks(
  'food_allergies',
  'food_allergy_id',
  () => n.foodAllergies.id,
);
export const preferenceRestaurantTags = preferenceLinks(
  'restaurant_tags',
  'restaurant_tag_id',
  () => n.restaurantTags.id,
);
export const preferenceCuisines = preferenceLinks('cuisines', 'cuisine_id', () => n.restaurantCuisines.id);
export const preferenceSpaModalities = preferenceLinks(
  'spa_modalities',
  'spa_modality_id',
  () => n.spaModalities.id,
);
export const preferenceCharterMemberships = preferenceLinks(
  'charter_memberships',
  'air_charter_membership_id',
  () => n.airCharterMemberships.id,
);
export const preferenceAirlines = preferenceLinks('airlines', 'airline_id', () => airlines.id);
export const preferenceGlobalAirports = preferenceLinks('global_airports', 'airport_id', () => airports.id);
export const preferenceFlightMeals = preferenceLinks(
  'flight_meals',
  'flight_meal_id',
  () => n.flightMeals.id,
);
export const preferenceTourGuides = preferenceLinks(
  'tour_guides',
  'tour_guide_preference_id',
  () => n.tourGuidePreferences.id,
);
export const preferenceExtremeSports = preferenceLinks(
  'extreme_sports',
  'extreme_sport_id',
  () => n.extremeSports.id,
);
export const preferenceSportInterests = preferenceLinks(
  'sport_interests',
  'sport_interest_id',
  () => n.sportInterests.id,
);
export const preferenceFitnessRequirements = preferenceLinks(
  'fitness_requirements',
  'fitness_requirement_id',
  () => n.fitnessRequirements.id,
);
export const preferenceMedicalLimitations = preferenceLinks(
  'medical_limitations',
  'medical_limitation_id',
  () => n.medicalLimitations.id,
);
// The destinations the client dreams of or asks about (the client list's destination-interest filter,
// which also matches a country's regions and cities through the destination tree).
export const preferenceDestinations = destinationLinks('client_preference', () => clientPreferences.id);

// A request that came in through the website or a partner, before it is a client. Converting it
// creates the client and keeps the link (status converted).
export const prospects = entityTable(
  'prospects',
  {
    name: varchar('name', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 120 }),
    lastName: varchar('last_name', { length: 120 }),
    email: varchar('email', { length: 180 }),
    phone: varchar('phone', { length: 64 }),
    // The originType enum (website, referral, partner...).
    source: varchar('source', { length: 32 }),
    message: text('message'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    budget: money('budget'),
    currency: varchar('currency', { length: 3 }),
    // new | converted
    status: varchar('status', { length: 16 }).notNull().default('new'),
    clientId: refId('client_id', () => clients.id, 'set null'),
    convertedAt: instant('converted_at'),
    searchText: searchTextOf('name', 'email', 'phone'),
  },
  (t) => [
    index('prospects_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('prospects_created_idx').on(t.createdAt, t.id),
    index('prospects_status_idx').on(t.status),
  ],
);

export const prospectDestinations = destinationLinks('prospect', () => prospects.id);
