import type { DomainModule } from '../engine/domain-module.ts';
import { mountExchangeRoutes } from './exchange.routes.ts';

// Spreadsheet export and import of the catalogue (calls.md 7.3); its records are the catalogue's.
export const exchangeModule: DomainModule = {
  name: 'exchange',
  resources: [],
  routes: [mountExchangeRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
