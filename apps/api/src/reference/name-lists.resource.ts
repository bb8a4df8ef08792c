import * as t from '../db/schema/reference/name-lists.ts';
import { defineNameList, type NameListDef } from './define-name-list.ts';

const PUT = ['PUT'] as NameListDef['updateVerbs'];
const PATCH = ['PATCH'] as NameListDef['updateVerbs'];

// Every name-only reference list with the update verb calls.md 7.1 gives it (PUT list, PATCH
// list; PATCH where it names neither). fitness_requirements is seen with both: both are mounted.
export const nameListDefs: NameListDef[] = [
  { type: 'AccommodationType', path: 'accommodation_types', table: t.accommodationTypes, updateVerbs: PUT },
  {
    type: 'AccommodationAmenity',
    path: 'accommodation_amenities',
    table: t.accommodationAmenities,
    updateVerbs: PATCH,
  },
  {
    type: 'AccommodationRoomAmenity',
    path: 'accommodation_room_amenities',
    table: t.accommodationRoomAmenities,
    updateVerbs: PUT,
  },
  {
    type: 'AccommodationNewspaper',
    path: 'accommodation_newspapers',
    table: t.accommodationNewspapers,
    updateVerbs: PUT,
  },
  { type: 'ActivityCategory', path: 'activity_categories', table: t.activityCategories, updateVerbs: PATCH },
  { type: 'ActivityTag', path: 'activity_tags', table: t.activityTags, updateVerbs: PUT },
  {
    type: 'AirCharterMembership',
    path: 'air_charter_memberships',
    table: t.airCharterMemberships,
    updateVerbs: PUT,
  },
  { type: 'ArticleCategory', path: 'article_categories', table: t.articleCategories, updateVerbs: PATCH },
  { type: 'BedType', path: 'bed_types', table: t.bedTypes, updateVerbs: PUT },
  { type: 'Beverage', path: 'beverages', table: t.beverages, updateVerbs: PATCH },
  { type: 'DesignType', path: 'design_types', table: t.designTypes, updateVerbs: PUT },
  {
    type: 'DestinationGuideCategory',
    path: 'destination_guide_categories',
    table: t.destinationGuideCategories,
    updateVerbs: PATCH,
  },
  { type: 'Diet', path: 'diets', table: t.diets, updateVerbs: PATCH },
  { type: 'ExperienceType', path: 'experience_types', table: t.experienceTypes, updateVerbs: PUT },
  { type: 'ExtremeSport', path: 'extreme_sports', table: t.extremeSports, updateVerbs: PUT },
  {
    type: 'FitnessRequirement',
    path: 'fitness_requirements',
    table: t.fitnessRequirements,
    updateVerbs: ['PUT', 'PATCH'],
  },
  { type: 'FlightMeal', path: 'flight_meals', table: t.flightMeals, updateVerbs: PATCH },
  { type: 'FoodAllergy', path: 'food_allergies', table: t.foodAllergies, updateVerbs: PATCH },
  { type: 'HotelType', path: 'hotel_types', table: t.hotelTypes, updateVerbs: PUT },
  // The media gallery's tags belong to the content team (product.md §6, media-tags).
  { type: 'ImageTag', path: 'image_tags', table: t.imageTags, updateVerbs: PUT, access: 'media' },
  { type: 'Interest', path: 'interests', table: t.interests, updateVerbs: PUT },
  { type: 'MedicalLimitation', path: 'medical_limitations', table: t.medicalLimitations, updateVerbs: PATCH },
  { type: 'PrimaryService', path: 'primary_services', table: t.primaryServices, updateVerbs: PUT },
  { type: 'RestaurantCuisine', path: 'restaurant_cuisines', table: t.restaurantCuisines, updateVerbs: PUT },
  {
    type: 'RestaurantDressCode',
    path: 'restaurant_dress_codes',
    table: t.restaurantDressCodes,
    updateVerbs: PUT,
  },
  { type: 'RestaurantTag', path: 'restaurant_tags', table: t.restaurantTags, updateVerbs: PUT },
  { type: 'RoomSize', path: 'room_sizes', table: t.roomSizes, updateVerbs: PATCH },
  { type: 'ServiceType', path: 'service_types', table: t.serviceTypes, updateVerbs: PATCH },
  { type: 'Snack', path: 'snacks', table: t.snacks, updateVerbs: PATCH },
  { type: 'SpaModality', path: 'spa_modalities', table: t.spaModalities, updateVerbs: PUT },
  { type: 'SportInterest', path: 'sport_interests', table: t.sportInterests, updateVerbs: PUT },
  { type: 'SuitedForType', path: 'suited_for_types', table: t.suitedForTypes, updateVerbs: PUT },
  { type: 'Tag', path: 'tags', table: t.tags, updateVerbs: PUT },
  {
    type: 'TourGuidePreference',
    path: 'tour_guide_preferences',
    table: t.tourGuidePreferences,
    updateVerbs: PATCH,
  },
  { type: 'TransferCarType', path: 'transfer_car_types', table: t.transferCarTypes, updateVerbs: PUT },
  { type: 'TransferType', path: 'transfer_types', table: t.transferTypes, updateVerbs: PUT },
  { type: 'VillaType', path: 'villa_types', table: t.villaTypes, updateVerbs: PUT },
  { type: 'WineryDressCode', path: 'winery_dress_codes', table: t.wineryDressCodes, updateVerbs: PUT },
  { type: 'WineryTag', path: 'winery_tags', table: t.wineryTags, updateVerbs: PUT },
];

export const nameListResources = nameListDefs.map(defineNameList);
