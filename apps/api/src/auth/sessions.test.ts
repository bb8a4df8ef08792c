import { describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { superAdminToken } from './token-testing.ts';

// Item 5 of issue 10: deactivation, deletion, a role change and a password change end the user's
// sessions at once: access tokens are refused (session version) and refresh tokens revoked.
const t = adminAppForFile();

type Pair = { token: string; refresh_token: string };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string; message: string }[] };

let counter = 0;
const newUser = async (roles = ['ROLE_VENDOR']) => {
  const email = `session-${counter++}@demo.travel`;
  const res = await t.request('POST', '/api/users', {
    token: t.admin,
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
  t.request('POST', `/api/users/${id}/update`, { token: t.admin, body });

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

  it('on the lists, which check it in their count (pure-reads.ts): every answer becomes the 401', async () => {
    const user = await newUser(['ROLE_VENDOR']);
    const session = await signIn(user.email);
    const get = (path: string) => t.request('GET', path, { token: session.token });
    const paths = [
      '/api/vendors?name=a', // the count carries the check
      '/api/vendors', // unfiltered: a counted table's total (row_counts), checked beside it
      '/api/vendors?pagination=false', // no count at all
      '/api/vendors?page=0', // refused before any statement (400)
      '/api/trips', // not this role's (403)
    ];
    const before = await Promise.all(paths.map(async (path) => (await get(path)).status));
    expect(before).toEqual([200, 200, 200, 400, 403]);
    expect((await updateUser(user.id, { isActive: false })).status).toBe(200);
    for (const path of paths) {
      const refused = await get(path);
      expect(refused.status, path).toBe(401);
      expect((await json<Problem>(refused))['hydra:description'], path).toMatch(/deactivated/);
    }
  });

  // The database's session_state (migration 0061) says why: asked as a column of a list's count and
  // as a statement of its own before an item read.
  it('says why it ended, on a list whose count carries the check and on an item read', async () => {
    const ends: [string, (user: { id: number }, session: Pair) => Response | Promise<Response>, RegExp][] = [
      [
        'deleted',
        (user) => t.request('DELETE', `/api/users/${user.id}`, { token: t.admin }),
        /no longer exists/,
      ],
      ['deactivated', (user) => updateUser(user.id, { isActive: false }), /deactivated/],
      [
        'roles changed',
        (user) => updateUser(user.id, { roles: ['ROLE_TRAVEL_DIRECTOR'] }),
        /password, roles or account changed/,
      ],
      [
        'signed out',
        (_, session) =>
          t.request('POST', '/api/token/revoke', { body: { refresh_token: session.refresh_token } }),
        /signed out or revoked/,
      ],
    ];
    for (const [what, end, reason] of ends) {
      const user = await newUser();
      const session = await signIn(user.email);
      expect((await vendors(session.token)).status).toBe(200);
      expect((await end(user, session)).status, what).toBeLessThan(300);
      for (const path of ['/api/vendors?name=a', '/api/me']) {
        const refused = await t.request('GET', path, { token: session.token });
        expect(refused.status, `${what} ${path}`).toBe(401);
        expect((await json<Problem>(refused))['hydra:description'], `${what} ${path}`).toMatch(reason);
      }
    }
  });

  it('on deletion', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    expect((await t.request('DELETE', `/api/users/${user.id}`, { token: t.admin })).status).toBe(204);
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
    await t.drainJobs();
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
    const legacy = await superAdminToken(t.jwtKey, '1h');
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

// Issue 23 point 7: sign-out and a detected refresh-token reuse end the session at once (the
// access token's session id is its refresh-token family, checked on every request), and the
// revoke call reads its token from the query, a JSON or form body, or the cookie.
describe('sign-out and reuse end the access token at once', () => {
  const revoke = (body: unknown, headers?: Record<string, string>) =>
    t.request('POST', '/api/token/revoke', { body, ...(headers ? { headers } : {}) });

  it('POST /api/token/revoke with the token in a JSON body: the access token is a 401 at once, refresh refused', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await vendors(session.token)).status).toBe(200);
    expect((await revoke({ refresh_token: session.refresh_token })).status).toBe(204);
    const refused = await vendors(session.token);
    expect(refused.status).toBe(401);
    expect((await json<Problem>(refused))['hydra:description']).toMatch(/session has ended/);
    expect((await refresh(session)).status).toBe(401);
    // Another sign-in of the same user is another session: untouched.
    expect((await vendors(other.token)).status).toBe(200);
    expect((await refresh(other)).status).toBe(200);
  });

  it('with the token in a form body, or in the query', async () => {
    const user = await newUser();
    const byForm = await signIn(user.email);
    const form = await revoke(`refresh_token=${encodeURIComponent(byForm.refresh_token)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(204);
    expect((await vendors(byForm.token)).status).toBe(401);
    expect((await refresh(byForm)).status).toBe(401);

    const byQuery = await signIn(user.email);
    const query = await t.request('POST', `/api/token/revoke?refresh_token=${byQuery.refresh_token}`);
    expect(query.status).toBe(204);
    expect((await vendors(byQuery.token)).status).toBe(401);
  });

  it('with the token in the cookie', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    const res = await t.request('POST', '/api/token/revoke', {
      headers: { cookie: `refresh_token=${session.refresh_token}` },
    });
    expect(res.status).toBe(204);
    expect((await vendors(session.token)).status).toBe(401);
  });

  it('a refresh_token that is not a string is a 422 naming it; an unknown one is no error', async () => {
    const bad = await revoke({ refresh_token: 42 });
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).violations?.map((x) => x.propertyPath)).toEqual(['refresh_token']);
    expect((await revoke({ refresh_token: 'unknown' })).status).toBe(204);
  });

  it('after a reused refresh token is detected, every access token of the session is a 401 at once', async () => {
    const user = await newUser();
    const session = await signIn(user.email);
    const rotated = await refresh(session);
    expect(rotated.status).toBe(200);
    const next = await json<Pair>(rotated);
    expect((await vendors(next.token)).status).toBe(200);
    // The first refresh token is presented again (stolen): the family is revoked ...
    const reused = await refresh(session);
    expect(reused.status).toBe(401);
    expect((await json<Problem>(reused))['hydra:description']).toMatch(/already used/);
    // ... and both access tokens of the session stop at once, not after 15 minutes.
    expect((await vendors(next.token)).status).toBe(401);
    expect((await vendors(session.token)).status).toBe(401);
    expect((await refresh(next)).status).toBe(401);
  });
});
