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

// Verifies signature, algorithm and expiry; anything else is a 401 for the caller.
export const verifyAccessToken = async (key: Uint8Array, token: string): Promise<AuthUser | undefined> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const uid = Number(payload.uid ?? payload.sub);
    if (!Number.isInteger(uid) || !Array.isArray(payload.roles) || typeof payload.username !== 'string') {
      return undefined;
    }
    return {
      id: uid,
      email: payload.username,
      roles: payload.roles.filter((r): r is string => typeof r === 'string'),
      isActive: payload.isActive === true,
    };
  } catch {
    return undefined;
  }
};
