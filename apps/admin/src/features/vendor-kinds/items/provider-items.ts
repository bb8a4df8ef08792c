import {
  createActivity,
  createActivityAttachment,
  createConciergerieService,
  createTransfer,
  deleteActivity,
  deleteActivityAttachment,
  deleteConciergerieService,
  deleteTransfer,
  exportActivities,
  exportConciergerieServices,
  exportTransfers,
  getActivity,
  getConciergerieService,
  getTransfer,
  importActivities,
  importConciergerieServices,
  importTransfers,
  listActivities,
  listConciergerieServices,
  listTransfers,
  updateActivity,
  updateActivityAttachment,
  updateConciergerieService,
  updateTransfer,
} from '@backoffice/sdk';
import { asCrud, asFileApi } from '../api/crud.ts';
import { destinationColumn, numberColumn, priceColumn, referenceColumn } from '../columns.tsx';
import { exchangeSlot } from '../kinds/exchange.ts';
import type { FieldDef, ItemDef } from '../types.ts';
import { parentOf } from './parents.ts';

const destination: FieldDef = { name: 'destination', label: 'Destination', kind: 'destination' };
const price: FieldDef = { name: 'price', label: 'Price', kind: 'price' };
const description: FieldDef = { name: 'description', label: 'Description', kind: 'textarea' };
const minutes = (label: string): FieldDef => ({ name: 'duration', label, kind: 'integer', max: 10080 });

// Activities belong to an activity provider; they have a page and attachments of their own and
// an admin list filtered by destination (calls.md 7.2: GET /api/activities?destination.id=).
export const activitiesItem: ItemDef = {
  key: 'activities',
  collection: 'activities',
  title: 'Activities',
  singular: 'activity',
  parent: parentOf('activity-providers'),
  api: asCrud({
    list: listActivities,
    get: getActivity,
    create: createActivity,
    update: updateActivity,
    remove: deleteActivity,
  }),
  fields: [
    destination,
    { name: 'category', label: 'Category', kind: 'reference', source: 'activityCategories' },
    minutes('Duration (minutes)'),
    price,
    { name: 'tags', label: 'Tags', kind: 'reference', source: 'activityTags', multiple: true },
    description,
  ],
  columns: [
    destinationColumn(),
    referenceColumn('category', 'Category', 'activityCategories'),
    numberColumn('duration', 'Duration', ' min'),
    priceColumn(),
  ],
  detailPath: (id) => `/admin/activities/${id}`,
  attachments: asFileApi('activity', {
    create: createActivityAttachment,
    update: updateActivityAttachment,
    remove: deleteActivityAttachment,
  }),
  adminList: {
    path: '/admin/activities',
    title: 'Activities',
    filters: [
      { key: 'destination.id', label: 'Destination', kind: 'destination' },
      { key: 'category.id', label: 'Category', kind: 'reference', source: 'activityCategories' },
    ],
  },
  exchange: exchangeSlot(exportActivities, importActivities),
};

// Transfers belong to a transportation provider. On /admin/transfers the form asks for the
// provider; on a provider's page it is that provider (product.md §6).
export const transfersItem: ItemDef = {
  key: 'transfers',
  collection: 'transfers',
  title: 'Transfers',
  singular: 'transfer',
  parent: parentOf('transportation-providers'),
  api: asCrud({
    list: listTransfers,
    get: getTransfer,
    create: createTransfer,
    update: updateTransfer,
    remove: deleteTransfer,
  }),
  fields: [
    destination,
    { name: 'type', label: 'Transfer type', kind: 'reference', source: 'transferTypes' },
    { name: 'carType', label: 'Car type', kind: 'reference', source: 'transferCarTypes' },
    { name: 'fromPlace', label: 'From', kind: 'text' },
    { name: 'toPlace', label: 'To', kind: 'text' },
    minutes('Duration (minutes)'),
    { name: 'maxPassengers', label: 'Maximum passengers', kind: 'integer', min: 1, max: 100 },
    price,
    description,
  ],
  columns: [
    destinationColumn(),
    referenceColumn('type', 'Type', 'transferTypes'),
    referenceColumn('carType', 'Car', 'transferCarTypes'),
    priceColumn(),
  ],
  adminList: {
    path: '/admin/transfers',
    title: 'Transfers',
    filters: [
      { key: 'destination.id', label: 'Destination', kind: 'destination' },
      { key: 'type.id', label: 'Transfer type', kind: 'reference', source: 'transferTypes' },
    ],
  },
  exchange: exchangeSlot(exportTransfers, importTransfers),
};

// Conciergerie services ("Other Services" items), listed on their own with the destination filter.
export const servicesItem: ItemDef = {
  key: 'services',
  collection: 'conciergerie_services',
  title: 'Services',
  singular: 'service',
  parent: parentOf('conciergeries'),
  api: asCrud({
    list: listConciergerieServices,
    get: getConciergerieService,
    create: createConciergerieService,
    update: updateConciergerieService,
    remove: deleteConciergerieService,
  }),
  fields: [
    destination,
    { name: 'serviceType', label: 'Service type', kind: 'reference', source: 'serviceTypes' },
    price,
    description,
  ],
  columns: [destinationColumn(), referenceColumn('serviceType', 'Type', 'serviceTypes'), priceColumn()],
  adminList: {
    path: '/admin/conciergerie-services',
    title: 'Other Services: services',
    filters: [{ key: 'destination.id', label: 'Destination', kind: 'destination' }],
  },
  exchange: exchangeSlot(exportConciergerieServices, importConciergerieServices),
};
