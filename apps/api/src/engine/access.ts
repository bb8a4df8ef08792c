import type { Context, MiddlewareHandler } from 'hono';
import { type Access, type AccessArea, can } from '../auth/permissions.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forbidden, unauthorized } from '../http/problem.ts';

// The server-side role check every operation goes through.
export const requireAccess = (c: Context<AppEnv>, area: AccessArea, access: Access): AuthUser => {
  const user = c.get('user');
  if (!user) throw unauthorized('JWT Token not found');
  if (!can(user.roles, area, access)) throw forbidden('Access Denied.');
  return user;
};

// The same check as a middleware, for routes that validate their input with a middleware: the
// role is checked first, so a caller without access learns nothing from validation errors.
export const guard =
  (area: AccessArea, access: Access): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    requireAccess(c, area, access);
    await next();
  };
