import { getRefreshTokenMockHandler, getRevokeRefreshTokenMockHandler } from '@backoffice/sdk/msw';
import { renderHook } from '@testing-library/react';
import { createStore, getDefaultStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../testing/real-api-file.ts';
import { readCookie } from './cookies.ts';
import {
  decodeToken,
  endSession,
  logout,
  refreshIfExpired,
  sessionAtom,
  startSession,
  useSession,
} from './session.ts';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;

const backend = realApiForFile({ signIn: false });

describe('session', () => {
  beforeEach(() => endSession());

  it('decodes the access token claims', () => {
    const claims = { roles: ['ROLE_VENDOR'], username: 'v@demo.travel', isActive: true, exp: 2_000_000_000 };
    expect(decodeToken(tokenFor(claims))).toEqual(claims);
  });

  // Issue 10 item 8: the refresh token is no longer stored where page scripts can read it (it was
  // in a `refresh_token` cookie); the API keeps it in an HttpOnly cookie.
  it('stores token and remember flag in cookies, never the refresh token', () => {
    startSession(tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 1 }), true);
    expect(readCookie('token')).toBeTruthy();
    expect(readCookie('refresh_token')).toBeUndefined();
    expect(readCookie('remember')).toBe('1');
    expect(JSON.stringify(getDefaultStore().get(sessionAtom))).not.toMatch(/refresh/i);
    expect(getDefaultStore().get(sessionAtom)?.user.username).toBe('a@b.c');
    endSession();
    expect(readCookie('token')).toBeUndefined();
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
  });

  it('is seen signed in from inside a store of its own (the itinerary session), after a sign-in', () => {
    startSession(
      tokenFor({ roles: ['ROLE_TRAVEL_DIRECTOR'], username: 't@d.t', isActive: true, exp: 1 }),
      false,
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={createStore()}>{children}</Provider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current?.user.roles).toEqual(['ROLE_TRAVEL_DIRECTOR']);
  });

  it("refuses an inactive token with 'Access denied.'", () => {
    expect(() =>
      startSession(tokenFor({ roles: [], username: 'x', isActive: false, exp: 1 }), false),
    ).toThrow('Access denied.');
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
  });

  it('refreshes through the HttpOnly cookie: no refresh token in the URL', async () => {
    const urls: string[] = [];
    const fresh = tokenFor({ roles: ['ROLE_VENDOR'], username: 'a@b.c', isActive: true, exp: 4_000_000_000 });
    backend.server.use(
      getRefreshTokenMockHandler(({ request }) => {
        urls.push(request.url);
        return { token: fresh, refresh_token: 'kept-by-the-cookie' };
      }),
    );
    startSession(tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 1 }), false);
    await refreshIfExpired();
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!).search).toBe('');
    expect(getDefaultStore().get(sessionAtom)?.token).toBe(fresh);
    expect(readCookie('refresh_token')).toBeUndefined();
  });

  it('shares one refresh between the start-up refresh and a concurrent one (single-use tokens)', async () => {
    let calls = 0;
    const fresh = tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 4_000_000_000 });
    backend.server.use(
      getRefreshTokenMockHandler(async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        return { token: fresh, refresh_token: 'r' };
      }),
    );
    startSession(tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 1 }), false);
    await Promise.all([refreshIfExpired(), refreshIfExpired()]);
    expect(calls).toBe(1);
  });

  it('logout asks the API to revoke the session and clear its cookie', async () => {
    let revoked = 0;
    backend.server.use(
      getRevokeRefreshTokenMockHandler(() => {
        revoked++;
      }),
    );
    startSession(tokenFor({ roles: [], username: 'a@b.c', isActive: true, exp: 4_000_000_000 }), false);
    logout(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(revoked).toBe(1);
    expect(readCookie('token')).toBeUndefined();
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
  });
});
