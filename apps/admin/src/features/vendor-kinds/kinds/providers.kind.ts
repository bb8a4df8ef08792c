import {
  createActivityProvider,
  createActivityProviderAttachment,
  createConciergerie,
  createConciergerieAttachment,
  createTransportationProvider,
  createTransportationProviderAttachment,
  deleteActivityProvider,
  deleteActivityProviderAttachment,
  deleteConciergerie,
  deleteConciergerieAttachment,
  deleteTransportationProvider,
  deleteTransportationProviderAttachment,
  getActivityProvider,
  getConciergerie,
  getTransportationProvider,
  listActivityProviders,
  listConciergeries,
  listTransportationProviders,
  updateActivityProvider,
  updateActivityProviderAttachment,
  updateConciergerie,
  updateConciergerieAttachment,
  updateTransportationProvider,
  updateTransportationProviderAttachment,
} from '@backoffice/sdk';
import { asCrud, asFileApi } from '../api/crud.ts';
import { countColumn } from '../columns.tsx';
import { activitiesItem, servicesItem, transfersItem } from '../items/provider-items.ts';
import type { KindDef, KindRecord } from '../types.ts';

export const activityProvidersKind: KindDef = {
  segment: 'activity-providers',
  title: 'Activity providers',
  singular: 'activity provider',
  collection: 'activity_providers',
  api: asCrud<KindRecord>({
    list: listActivityProviders,
    get: getActivityProvider,
    create: createActivityProvider,
    update: updateActivityProvider,
    remove: deleteActivityProvider,
  }),
  attachments: asFileApi('activityProvider', {
    create: createActivityProviderAttachment,
    update: updateActivityProviderAttachment,
    remove: deleteActivityProviderAttachment,
  }),
  fields: [],
  columns: [countColumn('activities', 'Activities')],
  filters: [],
  sections: [activitiesItem],
  subCreate: activitiesItem,
};

export const transportationProvidersKind: KindDef = {
  segment: 'transportation-providers',
  title: 'Transportation providers',
  singular: 'transportation provider',
  collection: 'transportation_providers',
  api: asCrud<KindRecord>({
    list: listTransportationProviders,
    get: getTransportationProvider,
    create: createTransportationProvider,
    update: updateTransportationProvider,
    remove: deleteTransportationProvider,
  }),
  attachments: asFileApi('transportationProvider', {
    create: createTransportationProviderAttachment,
    update: updateTransportationProviderAttachment,
    remove: deleteTransportationProviderAttachment,
  }),
  fields: [],
  columns: [countColumn('transfers', 'Transfers')],
  filters: [],
  sections: [transfersItem],
  subCreate: transfersItem,
};

// Shown as "Other Services" everywhere in the admin (product.md §1).
export const conciergeriesKind: KindDef = {
  segment: 'conciergeries',
  title: 'Other Services',
  singular: 'other service',
  collection: 'conciergeries',
  api: asCrud<KindRecord>({
    list: listConciergeries,
    get: getConciergerie,
    create: createConciergerie,
    update: updateConciergerie,
    remove: deleteConciergerie,
  }),
  attachments: asFileApi('conciergerie', {
    create: createConciergerieAttachment,
    update: updateConciergerieAttachment,
    remove: deleteConciergerieAttachment,
  }),
  fields: [],
  columns: [countColumn('conciergerieServices', 'Services')],
  filters: [],
  sections: [servicesItem],
  subCreate: servicesItem,
};
