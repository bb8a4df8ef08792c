import type { DomainModule } from '../engine/domain-module.ts';
import { contentResources } from './content.resource.ts';
import { contentSearchKinds } from './content-search.ts';
import { mountContentRoutes } from './content-v2.routes.ts';
import { menuItemsResource, menusResource } from './menus.resource.ts';
import { articleImagesResource, pageItemsResource } from './page-items.resource.ts';
import { contentPublishJob } from './publish.job.ts';

// Website content (issue 27): every kind on one mechanism (content-kinds.ts), the public v2
// reads, revisions, menus and page blocks, and scheduled publishing.
export const contentModule: DomainModule = {
  name: 'content',
  resources: [
    ...contentResources,
    menusResource,
    menuItemsResource,
    pageItemsResource,
    articleImagesResource,
  ],
  routes: [mountContentRoutes],
  subscribers: [],
  jobs: [contentPublishJob],
  searchable: contentSearchKinds,
};
