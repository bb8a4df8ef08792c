import type { DomainModule } from '../engine/domain-module.ts';
import { tripTemplatesSearchable } from '../search/searchable.ts';
import { tripTemplateDmcsResource } from './template-dmcs.resource.ts';
import {
  tripTemplateDaysResource,
  tripTemplateItemResources,
  tripTemplateItemsResource,
  tripTemplatesResource,
} from './trip-templates.resource.ts';
import { mountTripTemplateRoutes } from './trip-templates.routes.ts';

export const tripTemplatesModule: DomainModule = {
  name: 'trip-templates',
  resources: [
    tripTemplatesResource,
    tripTemplateDaysResource,
    tripTemplateDmcsResource,
    tripTemplateItemsResource,
    ...Object.values(tripTemplateItemResources),
  ],
  routes: [mountTripTemplateRoutes],
  subscribers: [],
  jobs: [],
  searchable: tripTemplatesSearchable,
};
