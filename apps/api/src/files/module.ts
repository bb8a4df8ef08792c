import type { DomainModule } from '../engine/domain-module.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { mountFileRoutes } from './files.routes.ts';

// Opening stored files through signed links; the collections holding them are their domains'.
export const filesModule: DomainModule = {
  name: 'files',
  resources: [],
  routes: [mountFileRoutes],
  subscribers: [],
  jobs: [deleteFileJob],
  searchable: [],
};
