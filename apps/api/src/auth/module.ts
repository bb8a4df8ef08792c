import type { DomainModule } from '../engine/domain-module.ts';
import { mountAuthRoutes } from './auth.routes.ts';
import { mountPasswordResetRoutes } from './password-reset.routes.ts';

// Sign-in, refresh, sign-out and password resets; the users themselves are the users module's.
export const authModule: DomainModule = {
  name: 'auth',
  resources: [],
  routes: [mountAuthRoutes, mountPasswordResetRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
