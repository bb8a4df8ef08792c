import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from './roles.ts';

export type TokenClaims = {
  roles: string[];
  username: string;
  isActive: boolean;
  uid: number;
  exp: number;
  // The user's session version when the token was signed (see users.session_version).
  sv: number;
  // The refresh-token family (one login), when there is one.
  sid?: string;
};

type UserForToken = {
  id: number;
  email: string;
  roles: string[];
  isActive: boolean;
  sessionVersion?: number;
};

export const signAccessToken = async (
  key: Uint8Array,
  user: UserForToken,
  ttlSeconds: number,
  sessionId?: string,
) =>
  new SignJWT({
    roles: user.roles,
    username: user.email,
    isActive: user.isActive,
    uid: user.id,
    sv: user.sessionVersion ?? 0,
    ...(sessionId ? { sid: sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);

export type VerifiedToken = { user: AuthUser; sessionVersion: number | undefined };

// Tokens whose signature was already verified, per signing key, until they expire: a signed token
// cannot change, so the signature (WebCrypto, a thread-pool hop) is checked once, not on every
// request. Only the signature is cached: whether the session is still alive is asked of the
// database on every request (authenticate.ts), so another process's revocation counts at once.
// Bounded, oldest first out.
const verified = new WeakMap<Uint8Array, Map<string, VerifiedToken & { exp: number }>>();
const maxCached = 5000;

const cacheOf = (key: Uint8Array) => {
  const cache = verified.get(key) ?? new Map<string, VerifiedToken & { exp: number }>();
  verified.set(key, cache);
  return cache;
};

// Verifies signature, algorithm and expiry; anything else is a 401 for the caller.
export const verifyToken = async (key: Uint8Array, token: string): Promise<VerifiedToken | undefined> => {
  const cache = cacheOf(key);
  const hit = cache.get(token);
  const now = Date.now() / 1000;
  if (hit) {
    if (hit.exp > now) return hit;
    cache.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const uid = Number(payload.uid ?? payload.sub);
    if (!Number.isInteger(uid) || !Array.isArray(payload.roles) || typeof payload.username !== 'string') {
      return undefined;
    }
    const user: AuthUser = {
      id: uid,
      email: payload.username,
      roles: payload.roles.filter((r): r is string => typeof r === 'string'),
      isActive: payload.isActive === true,
    };
    if (typeof payload.sid === 'string') user.sessionId = payload.sid;
    const result = {
      user,
      sessionVersion: Number.isInteger(payload.sv) ? (payload.sv as number) : undefined,
    };
    if (typeof payload.exp === 'number') {
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
      cache.set(token, { ...result, exp: payload.exp });
    }
    return result;
  } catch {
    return undefined;
  }
};

export const verifyAccessToken = async (key: Uint8Array, token: string): Promise<AuthUser | undefined> =>
  (await verifyToken(key, token))?.user;
