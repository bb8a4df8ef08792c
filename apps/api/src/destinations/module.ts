import type { DomainModule } from '../engine/domain-module.ts';
import { destinationsSearchable } from '../search/searchable.ts';
import { destinationFileResources } from './destination-files.resource.ts';
import { mountDestinationUpdate } from './destination-update.route.ts';
import { destinationsResource } from './destinations.resource.ts';

export const destinationsModule: DomainModule = {
  name: 'destinations',
  resources: [destinationsResource, ...destinationFileResources],
  routes: [mountDestinationUpdate],
  subscribers: [],
  jobs: [],
  searchable: destinationsSearchable,
};
