import type { DomainModule } from '../engine/domain-module.ts';
import { mountJobRoutes } from './jobs.routes.ts';

// The job runner's own screen (Settings → Jobs): queue depth, failed jobs, retry and cancel.
export const jobsModule: DomainModule = {
  name: 'jobs',
  resources: [],
  routes: [mountJobRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
