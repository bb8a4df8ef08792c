import type { DomainModule } from '../engine/domain-module.ts';
import { destinationAttachmentsResource, destinationImagesResource } from './destination-files.resource.ts';
import { mountDestinationUpdate } from './destination-update.route.ts';
import { destinationsResource } from './destinations.resource.ts';

export const destinationsModule: DomainModule = {
  name: 'destinations',
  resources: [destinationsResource, destinationAttachmentsResource, destinationImagesResource],
  routes: [mountDestinationUpdate],
  subscribers: [],
  jobs: [],
  searchable: [],
};
