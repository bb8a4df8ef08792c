import type { Context, Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { verifyPassword } from '../auth/password.ts';
import type { AuthUser } from '../auth/roles.ts';
import { assertNotThrottled, recordFailure, throttleKeys } from '../auth/throttle.ts';
import { findRow, respondItem } from '../engine/handlers/respond.ts';
import { respondUpdate } from '../engine/handlers/update.ts';
import { readJsonObject } from '../engine/input.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validateBody } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError, notFound, unauthorized } from '../http/problem.ts';
import { answers, jsonContent, requestBody } from '../openapi/components.ts';
import { findUserById } from './users.queries.ts';
import { usersResource } from './users.resource.ts';

const profileFields = ['firstName', 'lastName', 'password'];

// The profile's own fields, as the users resource validates them, and the current password.
const ProfilePatch = v.pipe(
  v.object({
    firstName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
    lastName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
    password: v.optional(
      v.pipe(
        v.string(),
        v.description(
          "New password (8 characters or more); empty keeps the current one. Ends the user's other sessions; this one refreshes into the new session version",
        ),
      ),
    ),
    currentPassword: v.optional(
      v.pipe(v.string(), v.description('The current password, required with a new password')),
    ),
  }),
  v.metadata({ ref: 'ProfilePatch' }),
);

const violation = (message: string) =>
  new ApiError(422, `currentPassword: ${message}`, {
    violations: [{ propertyPath: 'currentPassword', message }],
  });

// A new password needs the current one (a stolen session alone cannot take the account over).
// Mismatches count as failed sign-ins of this (account, address) pair, so the profile form is no
// way around the login throttle.
const checkCurrentPassword = async (c: Context<AppEnv>, user: AuthUser, body: Record<string, unknown>) => {
  if (typeof body.password !== 'string' || body.password === '') return;
  const current = body.currentPassword;
  if (typeof current !== 'string' || current === '') throw violation('This value should not be blank.');
  const deps = c.get('deps');
  const keys = throttleKeys(clientIp(c, deps.config.trustProxy), user.email);
  await assertNotThrottled(deps.db, keys);
  const row = await findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(current, row.passwordHash))) {
    await recordFailure(deps.db, keys, deps.config.loginThrottle);
    throw violation('The current password is not correct.');
  }
};

// The signed-in user's own profile (header profile modal): any role may read and edit its names
// and password, but not its e-mail, roles or active flag.
export const mountMeRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/me',
    describeRoute({
      operationId: 'getMe',
      summary: 'The signed-in user',
      tags: ['Users'],
      responses: answers(200, 'The user', jsonContent('User'), [401]),
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      const { db } = c.get('deps');
      const row = await findRow(db, usersResource, user.id);
      if (!row) throw notFound();
      return respondItem(c, db, usersResource, row);
    },
  );
  app.patch(
    '/api/me',
    describeRoute({
      operationId: 'updateMe',
      summary: 'Edit the signed-in user (names and password)',
      tags: ['Users'],
      parameters: [{ name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } }],
      requestBody: requestBody('application/merge-patch+json', resolver(ProfilePatch)),
      responses: answers(200, 'Updated', jsonContent('User'), [400, 401, 412, 422, 429]),
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      const body = await readJsonObject(c);
      // Types first (a list for a password is a 422, not ignored); the users resource decides the rest.
      validateBody(ProfilePatch, body);
      await checkCurrentPassword(c, user, body);
      // Only the profile's own fields: the e-mail, roles and active flag stay with the admins.
      const profile = Object.fromEntries(Object.entries(body).filter(([k]) => profileFields.includes(k)));
      return respondUpdate(c, user, usersResource, user.id, profile);
    },
  );
};
