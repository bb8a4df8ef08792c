import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// Issue 10 item 8: the refresh token also lives in an HttpOnly, SameSite=Strict cookie (Secure over
// https) that the API sets; `GET /api/token/refresh?refresh_token=` keeps working.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Pair = { token: string; refresh_token: string };

const signIn = (remember: boolean, headers: Record<string, string> = {}) =>
  t.request('POST', '/api-auth/admin/auth_token', {
    body: { email: 'vendor@demo.travel', password: 'demo-password', remember },
    headers,
  });
const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
const tokenIn = (setCookie: string) => /^refresh_token=([^;]*)/.exec(setCookie)![1]!;

describe('refresh token cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, only for /api/token, 8 hours with remember', async () => {
    const remembered = await signIn(true);
    const body = await json<Pair>(remembered);
    const cookie = cookieOf(remembered);
    expect(tokenIn(cookie)).toBe(body.refresh_token);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/token/);
    expect(cookie).toMatch(/; Max-Age=28800/);
    expect(cookie).not.toMatch(/; Secure/);
    // Without remember: a session cookie.
    expect(cookieOf(await signIn(false))).not.toMatch(/Max-Age|Expires/);
  });

  it('is Secure over https (behind a trusted proxy saying so, or with an https PUBLIC_URL)', async () => {
    expect(cookieOf(await signIn(false, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/);
    const { publicUrl, trustProxy } = t.config;
    try {
      t.config.trustProxy = 0;
      expect(cookieOf(await signIn(false, { 'x-forwarded-proto': 'https' }))).not.toMatch(/; Secure/);
      t.config.publicUrl = 'https://admin.test';
      expect(cookieOf(await signIn(false))).toMatch(/; Secure/);
    } finally {
      Object.assign(t.config, { publicUrl, trustProxy });
    }
  });

  it('refreshes without a query parameter, rotating the cookie; the query form still works', async () => {
    const first = cookieOf(await signIn(true));
    const res = await t.request('GET', '/api/token/refresh', {
      headers: { cookie: `refresh_token=${tokenIn(first)}` },
    });
    expect(res.status).toBe(200);
    const pair = await json<Pair>(res);
    const second = cookieOf(res);
    expect(tokenIn(second)).toBe(pair.refresh_token);
    expect(second).toMatch(/; HttpOnly/);
    expect(second).toMatch(/; Max-Age=28800/);
    expect((await t.request('GET', '/api/vendors', { token: pair.token })).status).toBe(200);
    // The spec's query form, for the SDK and scripts.
    const byQuery = await t.request('GET', `/api/token/refresh?refresh_token=${pair.refresh_token}`);
    expect(byQuery.status).toBe(200);
    // A refused refresh clears the cookie.
    const refused = await t.request('GET', '/api/token/refresh', {
      headers: { cookie: `refresh_token=${tokenIn(first)}` },
    });
    expect(refused.status).toBe(401);
    expect(cookieOf(refused)).toMatch(/Max-Age=0/);
  });

  it('POST /api/token/revoke signs out: the session is revoked and the cookie cleared', async () => {
    const signedIn = await signIn(true);
    const { refresh_token } = await json<Pair>(signedIn);
    const res = await t.request('POST', '/api/token/revoke', {
      headers: { cookie: `refresh_token=${refresh_token}` },
    });
    expect(res.status).toBe(204);
    expect(cookieOf(res)).toMatch(/Max-Age=0/);
    expect((await t.request('GET', `/api/token/refresh?refresh_token=${refresh_token}`)).status).toBe(401);
    // By query, and with nothing at all: still 204.
    expect((await t.request('POST', '/api/token/revoke?refresh_token=unknown')).status).toBe(204);
    expect((await t.request('POST', '/api/token/revoke')).status).toBe(204);
  });
});
