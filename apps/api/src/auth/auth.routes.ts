import type { Context, Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { forbidden, unauthorized } from '../http/problem.ts';
import { answers, pick } from '../openapi/components.ts';
import { findUserByEmail, findUserById, lockUserForShare } from '../users/users.queries.ts';
import { signAccessToken } from './jwt.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import {
  consumeRefreshToken,
  issueRefreshToken,
  refreshTokenOwner,
  revokeRefreshFamily,
} from './refresh-tokens.queries.ts';
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

// The documented forms of the bodies and answers (components named by their ref).
const LoginRequest = v.pipe(loginBody, v.metadata({ ref: 'LoginRequest' }));
const NextLoginRequest = v.pipe(nextLoginBody, v.metadata({ ref: 'NextLoginRequest' }));
const LoginResponse = v.pipe(
  v.object({ token: v.string(), refresh_token: v.string(), remember: v.boolean() }),
  v.metadata({ ref: 'LoginResponse' }),
);
const RefreshResponse = v.pipe(
  v.object({ token: v.string(), refresh_token: v.string() }),
  v.metadata({ ref: 'RefreshResponse' }),
);
// Sign-out may name its token in the body (JSON or form), like the query parameter.
const revokeBody = v.object({
  refresh_token: v.optional(v.string('This value should be of type string.')),
});
const RevokeRequest = v.pipe(revokeBody, v.metadata({ ref: 'RevokeTokenRequest' }));
const TokenResponse = v.pipe(v.object({ token: v.string() }), v.metadata({ ref: 'TokenResponse' }));
const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });

type Deps = AppEnv['Variables']['deps'];
type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

// Checks a sign-in's e-mail and password with throttling per (account, address) pair and per
// address (throttle.ts); inactive accounts are refused.
const checkCredentials = async (
  c: Context<AppEnv>,
  { email, password }: { email: string; password: string },
) => {
  const deps = c.get('deps');
  const keys = throttleKeys(clientIp(c, deps.config.trustProxy), email);
  await assertNotThrottled(deps.db, keys);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) {
    await recordFailure(deps.db, keys, deps.config.loginThrottle);
    throw unauthorized('Invalid credentials.');
  }
  await clearFailures(deps.db, keys);
  if (!user.isActive) throw forbidden('Access denied.');
  return user;
};

// A new session (refresh-token family) for a user whose password was just checked, unless the
// account changed in between (deactivated, password or roles changed: session version bumped).
const openSession = async (deps: Deps, user: User, remember: boolean) => {
  const issued = await deps.db.transaction(async (tx) => {
    const current = await lockUserForShare(tx, user.id);
    if (current?.sessionVersion !== user.sessionVersion || !current.isActive) return undefined;
    return issueRefreshToken(tx, user.id, remember);
  });
  if (!issued) throw unauthorized('Invalid credentials.');
  const token = await signAccessToken(deps.jwtKey, user, deps.config.accessTokenTtlSeconds, issued.familyId);
  return { token, refreshToken: issued.token };
};

const refreshFailures = {
  invalid: 'Invalid refresh token.',
  reused: 'Refresh token already used; the session was revoked.',
} as const;

// Rotates a refresh token. The user row is locked first (shared), so a concurrent deactivation or
// role or password change either revoked the token before, or revokes the new one after.
const rotate = (deps: Deps, token: string) =>
  deps.db.transaction(async (tx) => {
    const owner = await refreshTokenOwner(tx, token);
    if (owner !== undefined) await lockUserForShare(tx, owner);
    const result = await consumeRefreshToken(tx, token);
    if (!result.ok) return result;
    const user = await findUserById(tx, result.userId);
    if (!user) return { ok: false as const, reason: 'invalid' as const };
    if (!user.isActive) return { ok: false as const, reason: 'inactive' as const };
    const issued = await issueRefreshToken(tx, user.id, result.remember, result.familyId);
    return {
      ok: true as const,
      user,
      refreshToken: issued.token,
      familyId: result.familyId,
      remember: result.remember,
    };
  });

const refreshTokenParameter = {
  name: 'refresh_token',
  in: 'query',
  required: false,
  description: 'The refresh token; when absent, the HttpOnly `refresh_token` cookie set at sign-in is used',
  schema: { type: 'string' },
} as const;

export const mountAuthRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api-auth/admin/auth_token',
    describeRoute({
      operationId: 'login',
      summary: 'Sign in with e-mail and password',
      description:
        'Also sets the refresh token as an HttpOnly, SameSite=Strict cookie for /api/token (8 hours with remember, else a session cookie).',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: json(LoginRequest) },
      responses: answers(200, 'Tokens', json(LoginResponse), [400, 401, 403, 422, 429]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(loginBody, await readAnyBody(c));
      const user = await checkCredentials(c, body);
      const session = await openSession(deps, user, body.remember);
      setRefreshCookie(c, session.refreshToken, body.remember);
      return c.json({ token: session.token, refresh_token: session.refreshToken, remember: body.remember });
    },
  );

  app.get(
    '/api/token/refresh',
    describeRoute({
      operationId: 'refreshToken',
      summary: 'Exchange a refresh token for a new pair (the old one stops working)',
      description:
        'The token comes from the query or, without one, from the HttpOnly cookie (which is renewed).',
      tags: ['Auth'],
      security: [],
      parameters: [refreshTokenParameter],
      responses: {
        200: {
          description: 'New tokens',
          content: json(RefreshResponse),
        },
        ...pick(401, 403),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const token = c.req.query('refresh_token') || readRefreshCookie(c);
      if (!token) throw unauthorized('Missing refresh token.');
      const result = await rotate(deps, token);
      if (!result.ok) {
        clearRefreshCookie(c);
        if (result.reason === 'inactive') throw forbidden('Access denied.');
        throw unauthorized(refreshFailures[result.reason]);
      }
      const access = await signAccessToken(
        deps.jwtKey,
        result.user,
        deps.config.accessTokenTtlSeconds,
        result.familyId,
      );
      setRefreshCookie(c, result.refreshToken, result.remember);
      return c.json({ token: access, refresh_token: result.refreshToken });
    },
  );

  app.post(
    '/api/token/revoke',
    describeRoute({
      operationId: 'revokeRefreshToken',
      summary: 'Sign out: revoke the session of a refresh token and clear its cookie',
      description:
        'The token comes from the query, the body (JSON or form field `refresh_token`) or, without one, from the HttpOnly cookie. An unknown token is no error. The access tokens of the session stop working at once.',
      tags: ['Auth'],
      security: [],
      parameters: [refreshTokenParameter],
      requestBody: {
        required: false,
        content: {
          ...json(RevokeRequest),
          'application/x-www-form-urlencoded': { schema: resolver(RevokeRequest) },
        },
      },
      responses: answers(204, 'Signed out', null, [400, 415, 422]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(revokeBody, await readAnyBody(c));
      const token = c.req.query('refresh_token') || body.refresh_token || readRefreshCookie(c);
      if (token) await revokeRefreshFamily(deps.db, token);
      clearRefreshCookie(c);
      return c.body(null, 204);
    },
  );

  app.post(
    '/next/user/token',
    describeRoute({
      operationId: 'nextUserToken',
      summary: 'Token for the second ("next") API',
      tags: ['Auth'],
      security: [],
      requestBody: { required: true, content: json(NextLoginRequest) },
      responses: answers(200, 'Token', json(TokenResponse), [401, 403, 422, 429]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(nextLoginBody, await readAnyBody(c));
      const user = await checkCredentials(c, body);
      // No refresh token here, so no session id: a password change ends this token like any other.
      return c.json({ token: await signAccessToken(deps.jwtKey, user, deps.config.accessTokenTtlSeconds) });
    },
  );
};
