import type { DomainModule } from '../engine/domain-module.ts';
import { referenceSearchable } from '../search/searchable.ts';
import { airlinesResource } from './airlines.resource.ts';
import { airportsResource } from './airports.resource.ts';
import { currenciesResource } from './currencies.resource.ts';
import { nameListResources } from './name-lists.resource.ts';

// Reference data: airports, airlines, currencies and the editable name lists (the many types).
export const referenceModule: DomainModule = {
  name: 'reference',
  resources: [airportsResource, airlinesResource, currenciesResource, ...nameListResources],
  routes: [],
  subscribers: [],
  jobs: [],
  searchable: referenceSearchable,
};
