// Stateful handlers for vendors, vendor groups and users (from the contract) and the auth endpoints.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { MockDb } from './db.ts';
import { type HydraResourceOptions, hydraResourceHandlers, problem } from './hydra.ts';

export interface StatefulHandlerOptions {
  /** Origin the handlers answer for; '*' (any origin, the default) like orval's generated handlers. */
  baseUrl?: string;
}

/** The handlers of one collection resource, everything read from the contract. */
export const resourceHandlers = (
  db: MockDb,
  path: string,
  { baseUrl = '*', ...rest }: StatefulHandlerOptions & Omit<HydraResourceOptions, 'path' | 'baseUrl'> = {},
) => hydraResourceHandlers(db, { path, baseUrl, ...rest });

export const vendorHandlers = (db: MockDb, options: StatefulHandlerOptions = {}) =>
  resourceHandlers(db, '/api/vendors', options);

export const vendorGroupHandlers = (db: MockDb, options: StatefulHandlerOptions = {}) =>
  resourceHandlers(db, '/api/vendor_groups', { ...options, defaultOrder: { name: 'asc' } });

// isActive: a default of the API that the contract does not carry.
export const userHandlers = (db: MockDb, options: StatefulHandlerOptions = {}) =>
  resourceHandlers(db, '/api/users', { ...options, defaults: { isActive: true } });

export interface AuthHandlerOptions extends StatefulHandlerOptions {
  /** Prefix of the issued (opaque) tokens. */
  tokenPrefix?: string;
}

/**
 * POST /api-auth/admin/auth_token and GET /api/token/refresh against the users collection:
 * a seeded user's e-mail and password log in; refresh tokens are single-use, like the API's.
 */
export const authHandlers = (
  db: MockDb,
  { baseUrl = '*', tokenPrefix = 'mock' }: AuthHandlerOptions = {},
) => {
  const base = baseUrl.replace(/\/+$/, '');
  const refreshTokens = new Map<string, number>();
  let counter = 0;
  const issue = (userId: number) => {
    counter += 1;
    const refresh = `${tokenPrefix}-refresh-${userId}-${counter}`;
    refreshTokens.set(refresh, userId);
    return { token: `${tokenPrefix}-token-${userId}-${counter}`, refresh_token: refresh };
  };
  return [
    http.post(`${base}/api-auth/admin/auth_token`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as {
        email?: unknown;
        password?: unknown;
        remember?: unknown;
      };
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const user = db.users.findFirst((q) => q.where((u) => u.email.toLowerCase() === email));
      if (!user || user._password !== body.password) return problem(401, 'Invalid credentials.');
      if (!user.isActive) return problem(403, 'Access denied.');
      return HttpResponse.json({ ...issue(user.id), remember: body.remember === true });
    }),
    http.get(`${base}/api/token/refresh`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('refresh_token') ?? '';
      const userId = refreshTokens.get(token);
      if (userId === undefined) return problem(401, 'Invalid refresh token.');
      refreshTokens.delete(token);
      return HttpResponse.json(issue(userId));
    }),
  ];
};

/** The stateful handlers over one database. */
export const statefulHandlers = (db: MockDb, options: StatefulHandlerOptions = {}): RequestHandler[] => [
  ...authHandlers(db, options),
  ...vendorGroupHandlers(db, options),
  ...vendorHandlers(db, options),
  ...userHandlers(db, options),
];
