import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { decodeToken, endSession, sessionAtom, startSession } from './session.ts';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;

describe('session', () => {
  beforeEach(() => endSession());

  it('decodes the access token claims', () => {
    const claims = { roles: ['ROLE_VENDOR'], username: 'v@demo.travel', isActive: true, exp: 2_000_000_000 };
    expect(decodeToken(tokenFor(claims))).toEqual(claims);
  });

  it('stores token, refresh token and remember flag in cookies', () => {
    startSession(tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 1 }), 'refresh-1', true);
    expect(readCookie('refresh_token')).toBe('refresh-1');
    expect(readCookie('remember')).toBe('1');
    expect(getDefaultStore().get(sessionAtom)?.user.username).toBe('a@b.c');
    endSession();
    expect(readCookie('token')).toBeUndefined();
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
  });

  it("refuses an inactive token with 'Access denied.'", () => {
    expect(() =>
      startSession(tokenFor({ roles: [], username: 'x', isActive: false, exp: 1 }), 'r', false),
    ).toThrow('Access denied.');
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
  });
});
