import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from './roles.ts';

export type TokenClaims = { roles: string[]; username: string; isActive: boolean; uid: number; exp: number };

type UserForToken = { id: number; email: string; roles: string[]; isActive: boolean };

export const signAccessToken = async (key: Uint8Array, user: UserForToken, ttlSeconds: number) =>
  new SignJWT({ roles: user.roles, username: user.email, isActive: user.isActive, uid: user.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);

// Tokens already verified, per signing key, until they expire: a signed token cannot change, so
// the signature (WebCrypto, a thread-pool hop) is checked once, not on every request. Bounded,
// oldest first out.
const verified = new WeakMap<Uint8Array, Map<string, { user: AuthUser; exp: number }>>();
const maxCached = 5000;

const cacheOf = (key: Uint8Array) => {
  const cache = verified.get(key) ?? new Map<string, { user: AuthUser; exp: number }>();
  verified.set(key, cache);
  return cache;
};

// Verifies signature, algorithm and expiry; anything else is a 401 for the caller.
export const verifyAccessToken = async (key: Uint8Array, token: string): Promise<AuthUser | undefined> => {
  const cache = cacheOf(key);
  const hit = cache.get(token);
  const now = Date.now() / 1000;
  if (hit) {
    if (hit.exp > now) return hit.user;
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
    if (typeof payload.exp === 'number') {
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
      cache.set(token, { user, exp: payload.exp });
    }
    return user;
  } catch {
    return undefined;
  }
};
