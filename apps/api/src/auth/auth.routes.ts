import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { forbidden, unauthorized } from '../http/problem.ts';
import { addSchema, pick, ref, schemaOf } from '../openapi/components.ts';
import { findUserByEmail, findUserById } from '../users/users.queries.ts';
import { signAccessToken } from './jwt.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { consumeRefreshToken, issueRefreshToken } from './refresh-tokens.queries.ts';
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from './throttle.ts';

const loginBody = v.object({
  email: v.pipe(
    v.string('This value should not be blank.'),
    v.trim(),
    v.nonEmpty('This value should not be blank.'),
    // Bounded before throttling: the login-attempts index refuses keys of some 3,000 characters.
    v.maxLength(180, 'This value is too long. It should have 180 characters or less.'),
  ),
  password: v.pipe(
    v.string('This value should not be blank.'),
    v.nonEmpty('This value should not be blank.'),
  ),
  remember: v.optional(v.boolean(), false),
});
const nextLoginBody = v.object({
  email: loginBody.entries.email,
  password: loginBody.entries.password,
  device_name: v.optional(v.string(), 'admin-panel'),
});

addSchema('LoginRequest', schemaOf(loginBody));
addSchema('NextLoginRequest', schemaOf(nextLoginBody));
addSchema('LoginResponse', {
  type: 'object',
  properties: { token: { type: 'string' }, refresh_token: { type: 'string' }, remember: { type: 'boolean' } },
  required: ['token', 'refresh_token', 'remember'],
});
addSchema('RefreshResponse', {
  type: 'object',
  properties: { token: { type: 'string' }, refresh_token: { type: 'string' } },
  required: ['token', 'refresh_token'],
});
addSchema('TokenResponse', {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
});

type Deps = AppEnv['Variables']['deps'];

// Checks credentials with throttling per address and per account; inactive accounts are refused.
const checkCredentials = async (deps: Deps, ip: string, email: string, password: string) => {
  const keys = throttleKeys(ip, email);
  await assertNotThrottled(deps.db, keys);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) {
    await recordFailure(deps.db, keys);
    throw unauthorized('Invalid credentials.');
  }
  await clearFailures(deps.db, keys);
  if (!user.isActive) throw forbidden('Access denied.');
  return user;
};

export const mountAuthRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api-auth/admin/auth_token',
    describeRoute({
      operationId: 'login',
      summary: 'Sign in with e-mail and password',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: { 'application/json': { schema: ref('LoginRequest') } } },
      responses: {
        200: { description: 'Tokens', content: { 'application/json': { schema: ref('LoginResponse') } } },
        ...pick(400, 401, 403, 422, 429),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(loginBody, await readAnyBody(c));
      const user = await checkCredentials(
        deps,
        clientIp(c, deps.config.trustProxy),
        body.email,
        body.password,
      );
      const token = await signAccessToken(deps.jwtKey, user, deps.config.accessTokenTtlSeconds);
      const refresh = await issueRefreshToken(deps.db, user.id, body.remember);
      return c.json({ token, refresh_token: refresh, remember: body.remember });
    },
  );

  app.get(
    '/api/token/refresh',
    describeRoute({
      operationId: 'refreshToken',
      summary: 'Exchange a refresh token for a new pair (the old one stops working)',
      tags: ['Auth'],
      security: [],
      parameters: [{ name: 'refresh_token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'New tokens',
          content: { 'application/json': { schema: ref('RefreshResponse') } },
        },
        ...pick(401, 403),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const token = c.req.query('refresh_token');
      if (!token) throw unauthorized('Missing refresh token.');
      const result = await consumeRefreshToken(deps.db, token);
      if (!result.ok) {
        throw unauthorized(
          result.reason === 'reused'
            ? 'Refresh token already used; the session was revoked.'
            : 'Invalid refresh token.',
        );
      }
      const user = await findUserById(deps.db, result.userId);
      if (!user) throw unauthorized('Invalid refresh token.');
      if (!user.isActive) throw forbidden('Access denied.');
      const access = await signAccessToken(deps.jwtKey, user, deps.config.accessTokenTtlSeconds);
      const refresh = await issueRefreshToken(deps.db, user.id, result.remember, result.familyId);
      return c.json({ token: access, refresh_token: refresh });
    },
  );

  app.post(
    '/next/user/token',
    describeRoute({
      operationId: 'nextUserToken',
      summary: 'Token for the second ("next") API',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: { 'application/json': { schema: ref('NextLoginRequest') } } },
      responses: {
        200: { description: 'Token', content: { 'application/json': { schema: ref('TokenResponse') } } },
        ...pick(401, 403, 422, 429),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(nextLoginBody, await readAnyBody(c));
      const user = await checkCredentials(
        deps,
        clientIp(c, deps.config.trustProxy),
        body.email,
        body.password,
      );
      return c.json({ token: await signAccessToken(deps.jwtKey, user, deps.config.accessTokenTtlSeconds) });
    },
  );
};
