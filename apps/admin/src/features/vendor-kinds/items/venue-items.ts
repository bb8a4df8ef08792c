import {
  createRestaurantMeal,
  createSpaTreatment,
  createWine,
  deleteRestaurantMeal,
  deleteSpaTreatment,
  deleteWine,
  getRestaurantMeal,
  getSpaTreatment,
  getWine,
  listRestaurantMeals,
  listSpaTreatments,
  listWines,
  updateRestaurantMeal,
  updateSpaTreatment,
  updateWine,
} from '@backoffice/sdk';
import { asCrud } from '../api/crud.ts';
import { enumColumn, numberColumn, priceColumn, textColumn } from '../columns.tsx';
import type { FieldDef, ItemDef } from '../types.ts';
import { parentOf } from './parents.ts';

const priceAndDescription: FieldDef[] = [
  { name: 'price', label: 'Price', kind: 'price' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];

// spa_treatments: type from GET /api/enums spaTreatmentType, duration in minutes (both required).
export const treatmentsItem: ItemDef = {
  key: 'treatments',
  collection: 'spa_treatments',
  title: 'Treatments',
  singular: 'treatment',
  parent: parentOf('spas'),
  api: asCrud({
    list: listSpaTreatments,
    get: getSpaTreatment,
    create: createSpaTreatment,
    update: updateSpaTreatment,
    remove: deleteSpaTreatment,
  }),
  fields: [
    { name: 'type', label: 'Type', kind: 'enum', source: 'spaTreatmentType', required: true },
    { name: 'duration', label: 'Duration (minutes)', kind: 'integer', min: 5, max: 600, required: true },
    ...priceAndDescription,
  ],
  columns: [
    enumColumn('type', 'Type', 'spaTreatmentType'),
    numberColumn('duration', 'Duration', ' min'),
    priceColumn(),
  ],
};

// restaurant_meals: type from mealType.
export const mealsItem: ItemDef = {
  key: 'meals',
  collection: 'restaurant_meals',
  title: 'Meals',
  singular: 'meal',
  parent: parentOf('restaurants'),
  api: asCrud({
    list: listRestaurantMeals,
    get: getRestaurantMeal,
    create: createRestaurantMeal,
    update: updateRestaurantMeal,
    remove: deleteRestaurantMeal,
  }),
  fields: [
    { name: 'type', label: 'Type', kind: 'enum', source: 'mealType', required: true },
    ...priceAndDescription,
  ],
  columns: [enumColumn('type', 'Type', 'mealType'), priceColumn()],
};

export const winesItem: ItemDef = {
  key: 'wines',
  collection: 'wines',
  title: 'Wines',
  singular: 'wine',
  parent: parentOf('wineries'),
  api: asCrud({ list: listWines, get: getWine, create: createWine, update: updateWine, remove: deleteWine }),
  fields: [
    { name: 'vintage', label: 'Vintage', kind: 'integer', min: 1800, max: 2100 },
    { name: 'grape', label: 'Grape', kind: 'text' },
    ...priceAndDescription,
  ],
  columns: [numberColumn('vintage', 'Vintage'), textColumn('grape', 'Grape'), priceColumn()],
};
