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
  exportActivityProviders,
  exportConciergeries,
  exportTransportationProviders,
  getActivityProvider,
  getConciergerie,
  getTransportationProvider,
  importActivityProviders,
  importConciergeries,
  importTransportationProviders,
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
import { exchangeSlot } from './exchange.ts';
import { kindBase } from './kind-base.ts';

export const activityProvidersKind: KindDef = {
  ...kindBase('activity-providers'),
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
  exchange: exchangeSlot(exportActivityProviders, importActivityProviders),
};

export const transportationProvidersKind: KindDef = {
  ...kindBase('transportation-providers'),
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
  exchange: exchangeSlot(exportTransportationProviders, importTransportationProviders),
};

// Shown as "Other Services" everywhere in the admin (product.md §1).
export const conciergeriesKind: KindDef = {
  ...kindBase('conciergeries'),
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
  exchange: exchangeSlot(exportConciergeries, importConciergeries),
};
