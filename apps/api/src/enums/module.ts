import type { DomainModule } from '../engine/domain-module.ts';
import { mountEnumRoutes } from './enums.routes.ts';

// The fixed value lists the screens offer (GET /api/enums/...).
export const enumsModule: DomainModule = {
  name: 'enums',
  resources: [],
  routes: [mountEnumRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
