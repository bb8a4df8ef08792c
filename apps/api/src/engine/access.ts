import type { Context } from 'hono';
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
