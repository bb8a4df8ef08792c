import { getTableName } from 'drizzle-orm';
import * as t from '../db/schema/reference/name-lists.ts';
import { defineNameList, type NameListDef } from './define-name-list.ts';

const PUT = ['PUT'] as NameListDef['updateVerbs'];
const PATCH = ['PATCH'] as NameListDef['updateVerbs'];

// Every name-only reference list with the update verb calls.md 7.1 gives it (PUT list, PATCH
// list; PATCH where it names neither). fitness_requirements is seen with both: both are mounted.
const lists: Omit<NameListDef, 'path'>[] = [
  { type: 'AccommodationType', table: t.accommodationTypes, updateVerbs: PUT },
  { type: 'AccommodationAmenity', table: t.accommodationAmenities, updateVerbs: PATCH },
  { type: 'AccommodationRoomAmenity', table: t.accommodationRoomAmenities, updateVerbs: PUT },
  { type: 'AccommodationNewspaper', table: t.accommodationNewspapers, updateVerbs: PUT },
  { type: 'ActivityCategory', table: t.activityCategories, updateVerbs: PATCH },
  { type: 'ActivityTag', table: t.activityTags, updateVerbs: PUT },
  { type: 'AirCharterMembership', table: t.airCharterMemberships, updateVerbs: PUT },
  { type: 'ArticleCategory', table: t.articleCategories, updateVerbs: PATCH },
  { type: 'BedType', table: t.bedTypes, updateVerbs: PUT },
  { type: 'Beverage', table: t.beverages, updateVerbs: PATCH },
  { type: 'DesignType', table: t.designTypes, updateVerbs: PUT },
  { type: 'DestinationGuideCategory', table: t.destinationGuideCategories, updateVerbs: PATCH },
  { type: 'Diet', table: t.diets, updateVerbs: PATCH },
  { type: 'ExperienceType', table: t.experienceTypes, updateVerbs: PUT },
  { type: 'ExtremeSport', table: t.extremeSports, updateVerbs: PUT },
  { type: 'FitnessRequirement', table: t.fitnessRequirements, updateVerbs: ['PUT', 'PATCH'] },
  { type: 'FlightMeal', table: t.flightMeals, updateVerbs: PATCH },
  { type: 'FoodAllergy', table: t.foodAllergies, updateVerbs: PATCH },
  { type: 'HotelType', table: t.hotelTypes, updateVerbs: PUT },
  // The media gallery's tags belong to the content team (product.md §6, media-tags).
  { type: 'ImageTag', table: t.imageTags, updateVerbs: PUT, access: 'media' },
  { type: 'Interest', table: t.interests, updateVerbs: PUT },
  { type: 'MedicalLimitation', table: t.medicalLimitations, updateVerbs: PATCH },
  { type: 'PrimaryService', table: t.primaryServices, updateVerbs: PUT },
  { type: 'RestaurantCuisine', table: t.restaurantCuisines, updateVerbs: PUT },
  { type: 'RestaurantDressCode', table: t.restaurantDressCodes, updateVerbs: PUT },
  { type: 'RestaurantTag', table: t.restaurantTags, updateVerbs: PUT },
  { type: 'RoomSize', table: t.roomSizes, updateVerbs: PATCH },
  { type: 'ServiceType', table: t.serviceTypes, updateVerbs: PATCH },
  { type: 'Snack', table: t.snacks, updateVerbs: PATCH },
  { type: 'SpaModality', table: t.spaModalities, updateVerbs: PUT },
  { type: 'SportInterest', table: t.sportInterests, updateVerbs: PUT },
  { type: 'SuitedForType', table: t.suitedForTypes, updateVerbs: PUT },
  { type: 'Tag', table: t.tags, updateVerbs: PUT },
  { type: 'TourGuidePreference', table: t.tourGuidePreferences, updateVerbs: PATCH },
  { type: 'TransferCarType', table: t.transferCarTypes, updateVerbs: PUT },
  { type: 'TransferType', table: t.transferTypes, updateVerbs: PUT },
  { type: 'VillaType', table: t.villaTypes, updateVerbs: PUT },
  { type: 'WineryDressCode', table: t.wineryDressCodes, updateVerbs: PUT },
  { type: 'WineryTag', table: t.wineryTags, updateVerbs: PUT },
];

// Each list's collection path is its table's name (accommodation_types).
export const nameListDefs: NameListDef[] = lists.map((def) => ({ ...def, path: getTableName(def.table) }));

export const nameListResources = nameListDefs.map(defineNameList);
