import { describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();

type User = Record<string, unknown> & { '@id': string; id: number };

describe('users (calls.md 7.8)', () => {
  it('creates a user without ever returning the password', async () => {
    const res = await t.request('POST', '/api/users.json', {
      token: t.admin,
      body: {
        email: 'New.Planner@Demo.Travel',
        firstName: 'Nina',
        lastName: 'Ray',
        roles: ['ROLE_TRAVEL_DIRECTOR'],
        password: 'planner-pass-1',
      },
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/password/i);
    const user = JSON.parse(text) as User;
    expect(user.email).toBe('new.planner@demo.travel');
    expect(user.roles).toEqual(['ROLE_TRAVEL_DIRECTOR']);
    expect(user.isActive).toBe(true);
    expect(
      (
        await t.request('POST', '/api-auth/admin/auth_token', {
          body: { email: 'new.planner@demo.travel', password: 'planner-pass-1' },
        })
      ).status,
    ).toBe(200);

    const list = await t.request('GET', '/api/users?itemsPerPage=50', { token: t.admin });
    expect(await list.text()).not.toMatch(/password/i);
    const one = await t.request('GET', `/api/users/${user.id}.json`, { token: t.admin });
    expect(one.status).toBe(200);
    expect(await one.text()).not.toMatch(/password/i);
  });

  it('validates e-mail, roles, password and uniqueness', async () => {
    const bad = await t.request('POST', '/api/users', {
      token: t.admin,
      body: { email: 'not-mail', roles: ['ROLE_KING'], password: 'x' },
    });
    expect(bad.status).toBe(422);
    const paths = (await json<{ violations: { propertyPath: string }[] }>(bad)).violations.map(
      (v) => v.propertyPath,
    );
    expect(paths).toEqual(expect.arrayContaining(['email', 'roles.0', 'password']));
    const dup = await t.request('POST', '/api/users', {
      token: t.admin,
      body: { email: 'ADMIN@demo.travel', password: 'password-123' },
    });
    expect(dup.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(dup)).violations[0]?.propertyPath).toBe(
      'email',
    );
  });

  it('POST /api/users/{id}/update drops an empty password and can deactivate', async () => {
    const created = await json<User>(
      await t.request('POST', '/api/users', {
        token: t.admin,
        body: { email: 'temp@demo.travel', password: 'temp-pass-1', roles: ['ROLE_VENDOR'] },
      }),
    );
    const res = await t.request('POST', `/api/users/${created.id}/update`, {
      token: t.admin,
      body: { firstName: 'Temp', password: '', isActive: false, roles: ['ROLE_VENDOR', 'ROLE_ACCOUNTANT'] },
    });
    expect(res.status).toBe(200);
    const updated = await json<User>(res);
    expect(updated.firstName).toBe('Temp');
    expect(updated.isActive).toBe(false);
    expect(updated.roles).toEqual(['ROLE_VENDOR', 'ROLE_ACCOUNTANT']);
    const refused = await t.request('POST', '/api-auth/admin/auth_token', {
      body: { email: 'temp@demo.travel', password: 'temp-pass-1' },
    });
    expect(refused.status).toBe(403);

    const pw = await t.request('PATCH', `/api/users/${created.id}`, {
      token: t.admin,
      body: { password: 'changed-pass-2', isActive: true },
    });
    expect(pw.status).toBe(200);
    expect(
      (
        await t.request('POST', '/api-auth/admin/auth_token', {
          body: { email: 'temp@demo.travel', password: 'changed-pass-2' },
        })
      ).status,
    ).toBe(200);

    expect((await t.request('DELETE', `/api/users/${created.id}`, { token: t.admin })).status).toBe(204);
    expect((await t.request('GET', `/api/users/${created.id}`, { token: t.admin })).status).toBe(404);
  });
});

describe('own profile (/api/me)', () => {
  it('lets any role read and edit its names and password, never its roles', async () => {
    const token = await t.login('journal@demo.travel');
    const me = await t.request('GET', '/api/me', { token });
    expect(me.status).toBe(200);
    const body = await json<User>(me);
    expect(body.email).toBe('journal@demo.travel');
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const res = await t.request('PATCH', '/api/me', {
      token,
      body: { firstName: 'Jo', roles: ['ROLE_SUPER_ADMIN'], email: 'x@y.z', isActive: false, password: '' },
    });
    expect(res.status).toBe(200);
    const updated = await json<User>(res);
    expect(updated.firstName).toBe('Jo');
    expect(updated.roles).toEqual(['ROLE_JOURNAL_MANAGER']);
    expect(updated.email).toBe('journal@demo.travel');
    expect(updated.isActive).toBe(true);
    expect((await t.request('PATCH', '/api/me', { token, body: { password: 'short' } })).status).toBe(422);
    expect((await t.request('GET', '/api/me')).status).toBe(401);
  });
});
