import type { AuthUser } from '../auth/roles.ts';

// The seeded super admin (user 1) as the actor of writes a test makes without HTTP.
export const testAdmin: AuthUser = {
  id: 1,
  email: 'admin@demo.travel',
  roles: ['ROLE_SUPER_ADMIN'],
  isActive: true,
};
