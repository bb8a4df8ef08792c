import type { DomainModule } from '../engine/domain-module.ts';
import { mountMeRoutes } from './me.route.ts';
import { staffResource } from './staff.resource.ts';
import { usersResource } from './users.resource.ts';
import { mountUserUpdate } from './users-update.route.ts';

export const usersModule: DomainModule = {
  name: 'users',
  resources: [usersResource, staffResource],
  routes: [mountUserUpdate, mountMeRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
