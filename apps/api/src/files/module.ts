import type { DomainModule } from '../engine/domain-module.ts';
import { mountFileRoutes } from './files.routes.ts';

// Opening stored files through signed links; the collections holding them are their domains'.
export const filesModule: DomainModule = {
  name: 'files',
  resources: [],
  routes: [mountFileRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
