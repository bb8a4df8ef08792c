import * as sdk from '@backoffice/sdk';
import { type NameListApi, type NameListItem, nameListScreen } from './name-list-screen.ts';
import type { ResourceScreen } from './types.ts';

export type ReferenceList = {
  // Admin route (product.md §2.3, §2.5).
  route: string;
  // API collection under /api, as calls.md 7.1 names it.
  collection: string;
  // The verb the API exposes for an edit (calls.md 7.1: PUT list, PATCH list).
  updateVerb: 'PUT' | 'PATCH';
  screen: ResourceScreen<NameListItem>;
};

// One typed row: the SDK functions are checked against the list's own model; the screen reads its
// rows as name-only items, which every list's model is.
const row = <T extends NameListItem>(
  route: string,
  collection: string,
  meta: { key: string; title: string; singular: string },
  api: NameListApi<T>,
  updateVerb: 'PUT' | 'PATCH',
): ReferenceList => ({
  route,
  collection,
  updateVerb,
  screen: nameListScreen<NameListItem>(meta, api),
});

// Every name-only reference list of the admin: route, API collection, titles and SDK calls.
// `replaceX` is PUT, `updateX` is PATCH, as the API mounts them.
export const referenceLists: ReferenceList[] = [
  row(
    '/admin/types/accommodation',
    'accommodation_types',
    { key: 'accommodation-types', title: 'Accommodation types', singular: 'accommodation type' },
    {
      list: sdk.listAccommodationTypes,
      get: sdk.getAccommodationType,
      create: sdk.createAccommodationType,
      update: sdk.replaceAccommodationType,
      remove: sdk.deleteAccommodationType,
    },
    'PUT',
  ),
  row(
    '/admin/types/accommodation-amenities',
    'accommodation_amenities',
    { key: 'accommodation-amenities', title: 'Accommodation amenities', singular: 'amenity' },
    {
      list: sdk.listAccommodationAmenities,
      get: sdk.getAccommodationAmenity,
      create: sdk.createAccommodationAmenity,
      update: sdk.updateAccommodationAmenity,
      remove: sdk.deleteAccommodationAmenity,
    },
    'PATCH',
  ),
  row(
    '/admin/types/air-charter',
    'air_charter_memberships',
    { key: 'air-charter-memberships', title: 'Air charter memberships', singular: 'membership' },
    {
      list: sdk.listAirCharterMemberships,
      get: sdk.getAirCharterMembership,
      create: sdk.createAirCharterMembership,
      update: sdk.replaceAirCharterMembership,
      remove: sdk.deleteAirCharterMembership,
    },
    'PUT',
  ),
  row(
    '/admin/types/bed',
    'bed_types',
    { key: 'bed-types', title: 'Bed types', singular: 'bed type' },
    {
      list: sdk.listBedTypes,
      get: sdk.getBedType,
      create: sdk.createBedType,
      update: sdk.replaceBedType,
      remove: sdk.deleteBedType,
    },
    'PUT',
  ),
  row(
    '/admin/types/car',
    'transfer_car_types',
    { key: 'transfer-car-types', title: 'Car types', singular: 'car type' },
    {
      list: sdk.listTransferCarTypes,
      get: sdk.getTransferCarType,
      create: sdk.createTransferCarType,
      update: sdk.replaceTransferCarType,
      remove: sdk.deleteTransferCarType,
    },
    'PUT',
  ),
  row(
    '/admin/types/cuisine',
    'restaurant_cuisines',
    { key: 'restaurant-cuisines', title: 'Cuisine types', singular: 'cuisine' },
    {
      list: sdk.listRestaurantCuisines,
      get: sdk.getRestaurantCuisine,
      create: sdk.createRestaurantCuisine,
      update: sdk.replaceRestaurantCuisine,
      remove: sdk.deleteRestaurantCuisine,
    },
    'PUT',
  ),
  row(
    '/admin/types/design',
    'design_types',
    { key: 'design-types', title: 'Design types', singular: 'design type' },
    {
      list: sdk.listDesignTypes,
      get: sdk.getDesignType,
      create: sdk.createDesignType,
      update: sdk.replaceDesignType,
      remove: sdk.deleteDesignType,
    },
    'PUT',
  ),
  row(
    '/admin/types/experience',
    'experience_types',
    { key: 'experience-types', title: 'Experience types', singular: 'experience type' },
    {
      list: sdk.listExperienceTypes,
      get: sdk.getExperienceType,
      create: sdk.createExperienceType,
      update: sdk.replaceExperienceType,
      remove: sdk.deleteExperienceType,
    },
    'PUT',
  ),
  row(
    '/admin/types/extreme-sport',
    'extreme_sports',
    { key: 'extreme-sports', title: 'Extreme sports', singular: 'extreme sport' },
    {
      list: sdk.listExtremeSports,
      get: sdk.getExtremeSport,
      create: sdk.createExtremeSport,
      update: sdk.replaceExtremeSport,
      remove: sdk.deleteExtremeSport,
    },
    'PUT',
  ),
  row(
    '/admin/types/interest',
    'interests',
    { key: 'interests', title: 'Interests', singular: 'interest' },
    {
      list: sdk.listInterests,
      get: sdk.getInterest,
      create: sdk.createInterest,
      update: sdk.replaceInterest,
      remove: sdk.deleteInterest,
    },
    'PUT',
  ),
  row(
    '/admin/types/service',
    'service_types',
    { key: 'service-types', title: 'Service types', singular: 'service type' },
    {
      list: sdk.listServiceTypes,
      get: sdk.getServiceType,
      create: sdk.createServiceType,
      update: sdk.updateServiceType,
      remove: sdk.deleteServiceType,
    },
    'PATCH',
  ),
  row(
    '/admin/types/sport-interest',
    'sport_interests',
    { key: 'sport-interests', title: 'Sport interests', singular: 'sport interest' },
    {
      list: sdk.listSportInterests,
      get: sdk.getSportInterest,
      create: sdk.createSportInterest,
      update: sdk.replaceSportInterest,
      remove: sdk.deleteSportInterest,
    },
    'PUT',
  ),
  row(
    '/admin/types/suited-for',
    'suited_for_types',
    { key: 'suited-for-types', title: 'Suited for', singular: 'suited-for type' },
    {
      list: sdk.listSuitedForTypes,
      get: sdk.getSuitedForType,
      create: sdk.createSuitedForType,
      update: sdk.replaceSuitedForType,
      remove: sdk.deleteSuitedForType,
    },
    'PUT',
  ),
  row(
    '/admin/types/transfer',
    'transfer_types',
    { key: 'transfer-types', title: 'Transfer types', singular: 'transfer type' },
    {
      list: sdk.listTransferTypes,
      get: sdk.getTransferType,
      create: sdk.createTransferType,
      update: sdk.replaceTransferType,
      remove: sdk.deleteTransferType,
    },
    'PUT',
  ),
  row(
    '/admin/tags/vendor',
    'tags',
    { key: 'vendor-tags', title: 'Vendor tags', singular: 'vendor tag' },
    {
      list: sdk.listTags,
      get: sdk.getTag,
      create: sdk.createTag,
      update: sdk.replaceTag,
      remove: sdk.deleteTag,
    },
    'PUT',
  ),
  row(
    '/admin/tags/activity',
    'activity_tags',
    { key: 'activity-tags', title: 'Activity tags', singular: 'activity tag' },
    {
      list: sdk.listActivityTags,
      get: sdk.getActivityTag,
      create: sdk.createActivityTag,
      update: sdk.replaceActivityTag,
      remove: sdk.deleteActivityTag,
    },
    'PUT',
  ),
  row(
    '/admin/tags/restaurant',
    'restaurant_tags',
    { key: 'restaurant-tags', title: 'Restaurant tags', singular: 'restaurant tag' },
    {
      list: sdk.listRestaurantTags,
      get: sdk.getRestaurantTag,
      create: sdk.createRestaurantTag,
      update: sdk.replaceRestaurantTag,
      remove: sdk.deleteRestaurantTag,
    },
    'PUT',
  ),
  row(
    '/admin/categories/activity',
    'activity_categories',
    { key: 'activity-categories', title: 'Activity categories', singular: 'activity category' },
    {
      list: sdk.listActivityCategories,
      get: sdk.getActivityCategory,
      create: sdk.createActivityCategory,
      update: sdk.updateActivityCategory,
      remove: sdk.deleteActivityCategory,
    },
    'PATCH',
  ),
  row(
    '/admin/categories/article',
    'article_categories',
    { key: 'article-categories', title: 'Article categories', singular: 'article category' },
    {
      list: sdk.listArticleCategories,
      get: sdk.getArticleCategory,
      create: sdk.createArticleCategory,
      update: sdk.updateArticleCategory,
      remove: sdk.deleteArticleCategory,
    },
    'PATCH',
  ),
  row(
    '/admin/categories/destination-guide',
    'destination_guide_categories',
    {
      key: 'destination-guide-categories',
      title: 'Destination guide categories',
      singular: 'destination guide category',
    },
    {
      list: sdk.listDestinationGuideCategories,
      get: sdk.getDestinationGuideCategory,
      create: sdk.createDestinationGuideCategory,
      update: sdk.updateDestinationGuideCategory,
      remove: sdk.deleteDestinationGuideCategory,
    },
    'PATCH',
  ),
  row(
    '/admin/restaurant-dresscodes',
    'restaurant_dress_codes',
    { key: 'restaurant-dress-codes', title: 'Restaurant dress codes', singular: 'dress code' },
    {
      list: sdk.listRestaurantDressCodes,
      get: sdk.getRestaurantDressCode,
      create: sdk.createRestaurantDressCode,
      update: sdk.replaceRestaurantDressCode,
      remove: sdk.deleteRestaurantDressCode,
    },
    'PUT',
  ),
  row(
    '/admin/room-amenities',
    'accommodation_room_amenities',
    { key: 'room-amenities', title: 'Room amenities', singular: 'room amenity' },
    {
      list: sdk.listAccommodationRoomAmenities,
      get: sdk.getAccommodationRoomAmenity,
      create: sdk.createAccommodationRoomAmenity,
      update: sdk.replaceAccommodationRoomAmenity,
      remove: sdk.deleteAccommodationRoomAmenity,
    },
    'PUT',
  ),
  row(
    '/admin/spa-modalities',
    'spa_modalities',
    { key: 'spa-modalities', title: 'Spa modalities', singular: 'spa modality' },
    {
      list: sdk.listSpaModalities,
      get: sdk.getSpaModality,
      create: sdk.createSpaModality,
      update: sdk.replaceSpaModality,
      remove: sdk.deleteSpaModality,
    },
    'PUT',
  ),
  row(
    '/admin/vendors/primary-services',
    'primary_services',
    { key: 'primary-services', title: 'Primary services', singular: 'primary service' },
    {
      list: sdk.listPrimaryServices,
      get: sdk.getPrimaryService,
      create: sdk.createPrimaryService,
      update: sdk.replacePrimaryService,
      remove: sdk.deletePrimaryService,
    },
    'PUT',
  ),
  row(
    '/admin/media/tags',
    'image_tags',
    { key: 'image-tags', title: 'Media tags', singular: 'media tag' },
    {
      list: sdk.listImageTags,
      get: sdk.getImageTag,
      create: sdk.createImageTag,
      update: sdk.replaceImageTag,
      remove: sdk.deleteImageTag,
    },
    'PUT',
  ),
];
