import { describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

// Issue 10 item 17: a user without a role could sign in to nothing but a 403 page.
const t = adminAppForFile();

type Problem = { violations: { propertyPath: string; message: string }[] };
const roleViolation = [{ propertyPath: 'roles', message: 'Please select at least one role.' }];

describe('a user needs at least one role', () => {
  it('on create: roles missing or empty is a 422 on roles', async () => {
    for (const roles of [undefined, []]) {
      const res = await t.request('POST', '/api/users', {
        token: t.admin,
        body: { email: 'no-role@demo.travel', password: 'no-role-pass-1', ...(roles ? { roles } : {}) },
      });
      expect(res.status).toBe(422);
      expect((await json<Problem>(res)).violations).toEqual(roleViolation);
    }
  });

  it('on update: PATCH and POST …/update with no roles are a 422 on roles; the roles stay', async () => {
    const created = await t.request('POST', '/api/users', {
      token: t.admin,
      body: { email: 'one-role@demo.travel', password: 'one-role-pass-1', roles: ['ROLE_VENDOR'] },
    });
    const { id } = await json<{ id: number }>(created);
    const patch = await t.request('PATCH', `/api/users/${id}`, { token: t.admin, body: { roles: [] } });
    expect(patch.status).toBe(422);
    expect((await json<Problem>(patch)).violations).toEqual(roleViolation);
    const post = await t.request('POST', `/api/users/${id}/update`, { token: t.admin, body: { roles: [] } });
    expect(post.status).toBe(422);
    expect((await json<Problem>(post)).violations).toEqual(roleViolation);
    const user = await json<{ roles: string[] }>(
      await t.request('GET', `/api/users/${id}`, { token: t.admin }),
    );
    expect(user.roles).toEqual(['ROLE_VENDOR']);
  });
});
