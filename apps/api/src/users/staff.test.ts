import { describe, expect, it } from 'vitest';
import { demoUsers } from '../seed/demo-users.ts';
import { type AnyPage, adminAppForFile, callAs } from '../test/admin-app.ts';

const t = adminAppForFile();

// The task assignee picker's list (issue 26): every role that works on tasks reads it; it says
// nothing of roles or passwords.
describe('/api/staff', () => {
  it('lists the active staff to every role with tasks access, without roles or secrets', async () => {
    const active = demoUsers
      .filter((u) => u.isActive)
      .map((u) => u.email)
      .sort();
    for (const { email } of demoUsers.filter((u) => u.isActive)) {
      const token = await t.login(email);
      const res = await callAs(t, 'GET', '/api/staff?isActive=true', undefined, token);
      expect([email, res.status]).toEqual([email, 200]);
      const page = res.body as unknown as AnyPage;
      expect(page['hydra:member'].map((m) => m.email).sort()).toEqual(active);
      for (const member of page['hydra:member']) {
        expect(Object.keys(member)).not.toEqual(expect.arrayContaining(['roles']));
        expect(member).not.toHaveProperty('passwordHash');
        expect(member).not.toHaveProperty('password');
        expect(member).not.toHaveProperty('sessionVersion');
        expect(member).not.toHaveProperty('roles');
      }
      const one = await callAs(t, 'GET', `/api/staff/${page['hydra:member'][0]!.id}`, undefined, token);
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('roles');
    }
    const search = await callAs(t, 'GET', '/api/staff?search=marchetti');
    expect(search.body['hydra:member'].map((m: { email: string }) => m.email)).toEqual([
      'travel@demo.travel',
    ]);
    expect((await t.request('GET', '/api/staff')).status).toBe(401);
  });

  it('is read-only', async () => {
    // No write route: not found or method not allowed, and the user is unchanged.
    expect([404, 405]).toContain((await callAs(t, 'POST', '/api/staff', { email: 'x@y.z' })).status);
    expect([404, 405]).toContain((await callAs(t, 'PATCH', '/api/staff/1', { firstName: 'X' })).status);
    expect([404, 405]).toContain((await callAs(t, 'DELETE', '/api/staff/1')).status);
    expect((await callAs(t, 'GET', '/api/staff/1')).body.firstName).toBe('Ava');
  });
});
