// Hand-written stateful handlers for vendors, vendor groups, users and the auth endpoints.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { UserInputRolesItem, VendorInputStatus } from '../generated/model/index.ts';
import type { MockDb, UserRecord } from './db.ts';
import { hydraResourceHandlers, problem, rules } from './hydra.ts';

export interface StatefulHandlerOptions {
  /** Origin the handlers answer for; '*' (any origin, the default) like orval's generated handlers. */
  baseUrl?: string;
}

const passwordRule = (value: unknown) => {
  if (typeof value !== 'string') return 'This value should be of type string.';
  if (value !== '' && value.length < 8)
    return 'This value is too short. It should have 8 characters or more.';
  return undefined;
};

export const vendorHandlers = (db: MockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers({
    type: 'Vendor',
    path: '/api/vendors',
    collection: db.vendors,
    baseUrl,
    fields: {
      name: rules.requiredText(255),
      status: rules.oneOf(Object.values(VendorInputStatus)),
      email: rules.email({ nullable: true }),
      phone: rules.text(64, { nullable: true }),
      website: rules.text(255, { nullable: true }),
      description: rules.text(65535, { nullable: true }),
      group: rules.iri(
        '/api/vendor_groups',
        (id) => db.vendorGroups.findFirst((q) => q.where({ id })) !== undefined,
      ),
    },
    required: ['name'],
    defaults: {
      status: 'active',
      email: null,
      phone: null,
      website: null,
      description: null,
      group: null,
      locations: [],
      services: [],
    },
    filters: {
      search: { kind: 'search', fields: ['name', 'email', 'phone', 'website', 'description'] },
      name: { kind: 'partial', field: 'name' },
      status: { kind: 'exact', field: 'status' },
      'group.id': { kind: 'iri', field: 'group' },
    },
    order: ['name', 'id', 'status', 'createdAt', 'updatedAt'],
    updateVerbs: ['PATCH'],
  });

export const vendorGroupHandlers = (db: MockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers({
    type: 'VendorGroup',
    path: '/api/vendor_groups',
    collection: db.vendorGroups,
    baseUrl,
    fields: { name: rules.requiredText(255) },
    required: ['name'],
    filters: {
      search: { kind: 'search', fields: ['name'] },
      name: { kind: 'partial', field: 'name' },
    },
    order: ['name', 'id'],
    defaultOrder: { name: 'asc' },
    // The contract replaces groups with PUT; PATCH (merge patch) is accepted by the mock as well.
    updateVerbs: ['PUT', 'PATCH'],
    // Like the API's ON DELETE SET NULL.
    afterDelete: async (group) => {
      await db.vendors.updateMany((q) => q.where({ group: group['@id'] }), {
        data(vendor) {
          vendor.group = null;
        },
      });
    },
  });

export const userHandlers = (db: MockDb, { baseUrl = '*' }: StatefulHandlerOptions = {}) =>
  hydraResourceHandlers<UserRecord>({
    type: 'User',
    path: '/api/users',
    collection: db.users,
    baseUrl,
    fields: {
      email: rules.email(),
      firstName: rules.text(255, { nullable: true }),
      lastName: rules.text(255, { nullable: true }),
      roles: rules.listOf(Object.values(UserInputRolesItem)),
      isActive: rules.bool(),
      password: passwordRule,
    },
    required: ['email', 'password'],
    defaults: { roles: [], isActive: true, firstName: null, lastName: null },
    filters: {
      search: { kind: 'search', fields: ['email', 'firstName', 'lastName'] },
      email: { kind: 'partial', field: 'email' },
      lastName: { kind: 'partial', field: 'lastName' },
      isActive: { kind: 'boolean', field: 'isActive' },
    },
    order: ['id', 'email', 'lastName', 'firstName', 'createdAt'],
    updateVerbs: ['PATCH'],
    // POST /api/users/{id}/update is the POST form of the merge patch.
    postPatchRoutes: ['/api/users/:id/update'],
    beforeWrite: ({ password, ...rest }, { existing }) => {
      if (typeof rest.email === 'string') {
        const email = rest.email.toLowerCase();
        const clash = db.users.findFirst((q) =>
          q.where((u) => u.email.toLowerCase() === email && u.id !== existing?.id),
        );
        if (clash) return [{ propertyPath: 'email', message: 'This email is already used.' }];
      }
      if (typeof password === 'string' && password !== '') return { ...rest, _password: password };
      if (!existing) return [{ propertyPath: 'password', message: 'This value should not be blank.' }];
      return rest;
    },
  });

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

/** All hand-written stateful handlers over one database. */
export const statefulHandlers = (db: MockDb, options: StatefulHandlerOptions = {}): RequestHandler[] => [
  ...authHandlers(db, options),
  ...vendorGroupHandlers(db, options),
  ...vendorHandlers(db, options),
  ...userHandlers(db, options),
];
