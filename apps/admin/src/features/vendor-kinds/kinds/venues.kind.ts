import {
  createRestaurant,
  createRestaurantAttachment,
  createSpa,
  createSpaAttachment,
  createWinery,
  createWineryAttachment,
  deleteRestaurant,
  deleteRestaurantAttachment,
  deleteSpa,
  deleteSpaAttachment,
  deleteWinery,
  deleteWineryAttachment,
  exportRestaurants,
  exportSpas,
  exportWineries,
  getRestaurant,
  getSpa,
  getWinery,
  importRestaurants,
  importSpas,
  importWineries,
  listRestaurants,
  listSpas,
  listWineries,
  updateRestaurant,
  updateRestaurantAttachment,
  updateSpa,
  updateSpaAttachment,
  updateWinery,
  updateWineryAttachment,
} from '@backoffice/sdk';
import { asCrud, asFileApi } from '../api/crud.ts';
import { countColumn, numberColumn, priceColumn, referenceColumn, textColumn } from '../columns.tsx';
import { mealsItem, treatmentsItem, winesItem } from '../items/venue-items.ts';
import type { KindDef, KindRecord } from '../types.ts';
import { exchangeSlot } from './exchange.ts';
import { kindBase } from './kind-base.ts';

export const spasKind: KindDef = {
  ...kindBase('spas'),
  api: asCrud<KindRecord>({
    list: listSpas,
    get: getSpa,
    create: createSpa,
    update: updateSpa,
    remove: deleteSpa,
  }),
  attachments: asFileApi('spa', {
    create: createSpaAttachment,
    update: updateSpaAttachment,
    remove: deleteSpaAttachment,
  }),
  fields: [
    { name: 'numberOfTreatmentRooms', label: 'Treatment rooms', kind: 'integer', max: 500 },
    { name: 'modalities', label: 'Modalities', kind: 'reference', source: 'spaModalities', multiple: true },
  ],
  columns: [
    numberColumn('numberOfTreatmentRooms', 'Treatment rooms'),
    countColumn('treatments', 'Treatments'),
  ],
  filters: [],
  sections: [treatmentsItem],
  subCreate: treatmentsItem,
  exchange: exchangeSlot(exportSpas, importSpas),
};

export const restaurantsKind: KindDef = {
  ...kindBase('restaurants'),
  api: asCrud<KindRecord>({
    list: listRestaurants,
    get: getRestaurant,
    create: createRestaurant,
    update: updateRestaurant,
    remove: deleteRestaurant,
  }),
  attachments: asFileApi('restaurant', {
    create: createRestaurantAttachment,
    update: updateRestaurantAttachment,
    remove: deleteRestaurantAttachment,
  }),
  fields: [
    { name: 'michelinStars', label: 'Michelin stars', kind: 'integer', max: 3 },
    { name: 'averagePrice', label: 'Average price', kind: 'price' },
    { name: 'dressCode', label: 'Dress code', kind: 'reference', source: 'restaurantDressCodes' },
    { name: 'cuisines', label: 'Cuisines', kind: 'reference', source: 'restaurantCuisines', multiple: true },
    { name: 'tags', label: 'Tags', kind: 'reference', source: 'restaurantTags', multiple: true },
  ],
  columns: [
    referenceColumn('cuisines', 'Cuisines', 'restaurantCuisines'),
    numberColumn('michelinStars', 'Michelin', '★'),
    priceColumn('averagePrice', 'Average price'),
  ],
  filters: [
    { key: 'cuisines.id', label: 'Cuisine', kind: 'reference', source: 'restaurantCuisines' },
    { key: 'tags.id', label: 'Tag', kind: 'reference', source: 'restaurantTags' },
  ],
  sections: [mealsItem],
  subCreate: mealsItem,
  exchange: exchangeSlot(exportRestaurants, importRestaurants),
};

export const wineriesKind: KindDef = {
  ...kindBase('wineries'),
  api: asCrud<KindRecord>({
    list: listWineries,
    get: getWinery,
    create: createWinery,
    update: updateWinery,
    remove: deleteWinery,
  }),
  attachments: asFileApi('winery', {
    create: createWineryAttachment,
    update: updateWineryAttachment,
    remove: deleteWineryAttachment,
  }),
  fields: [
    { name: 'appellation', label: 'Appellation', kind: 'text' },
    { name: 'dressCode', label: 'Dress code', kind: 'reference', source: 'wineryDressCodes' },
    { name: 'tags', label: 'Tags', kind: 'reference', source: 'wineryTags', multiple: true },
  ],
  columns: [textColumn('appellation', 'Appellation'), countColumn('wines', 'Wines')],
  filters: [],
  sections: [winesItem],
  subCreate: winesItem,
  exchange: exchangeSlot(exportWineries, importWineries),
};
