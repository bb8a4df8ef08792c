import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// Item 5 of issue 10: deactivation, deletion, a role change and a password change end the user's
// sessions at once: access tokens are refused (session version) and refresh tokens revoked.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
});
afterAll(() => t.close());

type Pair = { token: string; refresh_token: string };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string; message: string }[] };

let counter = 0;
const newUser = async (roles = ['ROLE_VENDOR']) => {
  const email = `session-${counter++}@demo.travel`;
  const res = await t.request('POST', '/api/users', {
    token: admin,
    body: { email, password: 'first-pass-1', roles },
  });
  expect(res.status).toBe(201);
  return { email, id: (await json<{ id: number }>(res)).id };
};
const signIn = async (email: string, password = 'first-pass-1') => {
  const res = await t.request('POST', '/api-auth/admin/auth_token', { body: { email, password } });
  expect(res.status).toBe(200);
  return json<Pair>(res);
};
const vendors = (token: string) => t.request('GET', '/api/vendors', { token });
const refresh = (pair: Pair) => t.request('GET', `/api/token/refresh?refresh_token=${pair.refresh_token}`);
const updateUser = (id: number, body: Record<string, unknown>) =>
  t.request('POST', `/api/users/${id}/update`, { token: admin, body });

describe('sessions end at once', () => {
  it('on deactivation: the access token is a 401 with a clear message, the refresh token is refused', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    expect((await vendors(session.token)).status).toBe(200);
    expect((await updateUser(user.id, { isActive: false })).status).toBe(200);
    const refused = await vendors(session.token);
    expect(refused.status).toBe(401);
    expect((await json<Problem>(refused))['hydra:description']).toMatch(/deactivated/);
    expect((await refresh(session)).status).not.toBe(200);
  });

  it('on deletion', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    expect((await t.request('DELETE', `/api/users/${user.id}`, { token: admin })).status).toBe(204);
    const refused = await vendors(session.token);
    expect(refused.status).toBe(401);
    expect((await json<Problem>(refused))['hydra:description']).toMatch(/session has ended/);
    expect((await refresh(session)).status).toBe(401);
  });

  it('on a role change, not on an edit that keeps the roles', async () => {
    const user = await newUser(['ROLE_VENDOR']);
    const session = await signIn(user.email);
    expect((await updateUser(user.id, { firstName: 'Same', roles: ['ROLE_VENDOR'] })).status).toBe(200);
    expect((await vendors(session.token)).status).toBe(200);
    expect((await updateUser(user.id, { roles: ['ROLE_TRAVEL_DIRECTOR'] })).status).toBe(200);
    const refused = await vendors(session.token);
    expect(refused.status).toBe(401);
    expect((await json<Problem>(refused))['hydra:description']).toMatch(/sign in again/);
    expect((await refresh(session)).status).toBe(401);
    // A new sign-in carries the new roles.
    const again = await signIn(user.email);
    expect((await vendors(again.token)).status).toBe(200);
  });

  it('on a password change by an administrator', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    expect((await updateUser(user.id, { password: 'second-pass-2' })).status).toBe(200);
    expect((await vendors(session.token)).status).toBe(401);
    expect((await refresh(session)).status).toBe(401);
    expect((await vendors((await signIn(user.email, 'second-pass-2')).token)).status).toBe(200);
  });

  it('on a password reset by link', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    await t.request('POST', '/api-auth/reset-password-request', { body: { email: user.email } });
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(t.dataDir, 'outbox');
    const mail = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find((text) => text.includes(`To: ${user.email}`))!;
    const hash = /password-reset\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const reset = await t.request('POST', '/api-auth/password/reset', {
      body: { hash, password: 'third-pass-3' },
    });
    expect(reset.status).toBe(200);
    expect((await vendors(session.token)).status).toBe(401);
    expect((await refresh(session)).status).toBe(401);
  });

  it('refuses a token without a session version (signed before sessions had one)', async () => {
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({
      roles: ['ROLE_SUPER_ADMIN'],
      username: 'admin@demo.travel',
      isActive: true,
      uid: 1,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(t.jwtKey);
    expect((await vendors(legacy)).status).toBe(401);
  });
});

describe('PATCH /api/me with a new password (item 6)', () => {
  it('requires the current password: 422 on currentPassword when missing or wrong', async () => {
    const user = await newUser();
    const { token } = await signIn(user.email);
    for (const body of [
      { password: 'new-pass-123' },
      { password: 'new-pass-123', currentPassword: 'wrong-one' },
    ]) {
      const res = await t.request('PATCH', '/api/me', { token, body });
      expect(res.status).toBe(422);
      const problem = await json<Problem>(res);
      expect(problem.violations?.map((v) => v.propertyPath)).toEqual(['currentPassword']);
    }
    // Names alone need no password.
    expect((await t.request('PATCH', '/api/me', { token, body: { firstName: 'Ann' } })).status).toBe(200);
    // The old password still works: nothing was changed.
    expect((await signIn(user.email)).token).toBeTruthy();
  });

  it('counts wrong current passwords as failed sign-ins of the (account, address) pair', async () => {
    const user = await newUser();
    const { token } = await signIn(user.email);
    const attempt = (currentPassword: string) =>
      t.request('PATCH', '/api/me', {
        token,
        body: { password: 'new-pass-123', currentPassword },
        headers: { 'x-forwarded-for': '198.51.100.61' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(422);
    expect((await attempt('first-pass-1')).status).toBe(429);
  });

  it('ends the other sessions and keeps this one (it refreshes into the new version)', async () => {
    const user = await newUser();
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await t.request('PATCH', '/api/me', {
      token: here.token,
      body: { password: 'changed-pass-9', currentPassword: 'first-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await json(res))).not.toMatch(/password|sessionVersion/i);
    // Every access token issued before is refused, this session's too ...
    expect((await vendors(elsewhere.token)).status).toBe(401);
    expect((await vendors(here.token)).status).toBe(401);
    // ... but this session's refresh token still works, the other one is revoked.
    expect((await refresh(elsewhere)).status).toBe(401);
    const renewed = await refresh(here);
    expect(renewed.status).toBe(200);
    expect((await vendors((await json<Pair>(renewed)).token)).status).toBe(200);
    expect(
      (
        await t.request('POST', '/api-auth/admin/auth_token', {
          body: { email: user.email, password: 'first-pass-1' },
        })
      ).status,
    ).toBe(401);
    expect((await signIn(user.email, 'changed-pass-9')).token).toBeTruthy();
  });
});
