import {
  exportAccommodations,
  exportActivities,
  exportActivityProviders,
  exportConciergerieServices,
  exportConciergeries,
  exportRestaurants,
  exportSpas,
  exportTransfers,
  exportTransportationProviders,
  exportWineries,
  importAccommodations,
  importActivities,
  importActivityProviders,
  importConciergerieServices,
  importConciergeries,
  importRestaurants,
  importSpas,
  importTransfers,
  importTransportationProviders,
  importWineries,
} from '@backoffice/sdk';
import type { RequestOptions } from '@backoffice/sdk/core';
import type { ExchangeSlot } from '../types.ts';

type Importer = (body: { file: Blob }, options?: RequestOptions) => Promise<unknown>;

const slot = (exportFile: unknown, importFile: Importer): ExchangeSlot => ({
  exportFile: exportFile as ExchangeSlot['exportFile'],
  importFile: (file, options) => importFile({ file }, options),
});

// EXPORT / IMPORT (calls.md 7.3), by API collection: the lists of these collections show Export
// (the rows their filters select, as xlsx) and Import (an xlsx written back all or nothing).
export const exchangeSlots: Partial<Record<string, ExchangeSlot>> = {
  accommodations: slot(exportAccommodations, importAccommodations),
  spas: slot(exportSpas, importSpas),
  restaurants: slot(exportRestaurants, importRestaurants),
  wineries: slot(exportWineries, importWineries),
  activity_providers: slot(exportActivityProviders, importActivityProviders),
  transportation_providers: slot(exportTransportationProviders, importTransportationProviders),
  conciergeries: slot(exportConciergeries, importConciergeries),
  activities: slot(exportActivities, importActivities),
  transfers: slot(exportTransfers, importTransfers),
  conciergerie_services: slot(exportConciergerieServices, importConciergerieServices),
};
