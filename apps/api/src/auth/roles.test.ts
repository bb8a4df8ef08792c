import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = [email: string, method: string, path: string, body: unknown, expected: number];

// product.md §6 on the server: each role against catalogue, users and enums.
const cases: Case[] = [
  ['travel@demo.travel', 'GET', '/api/vendors', undefined, 200],
  ['travel@demo.travel', 'POST', '/api/vendors', { name: 'Travel Co' }, 201],
  ['vendor@demo.travel', 'POST', '/api/vendor_groups', { name: 'Vendor Group' }, 201],
  ['content@demo.travel', 'GET', '/api/vendors', undefined, 403],
  ['content@demo.travel', 'POST', '/api/vendors', { name: 'Nope' }, 403],
  ['marketing@demo.travel', 'GET', '/api/vendors', undefined, 403],
  ['journal@demo.travel', 'GET', '/api/vendor_groups', undefined, 403],
  ['accountant@demo.travel', 'GET', '/api/vendors', undefined, 200],
  ['accountant@demo.travel', 'POST', '/api/vendors', { name: 'Nope' }, 403],
  ['manager@demo.travel', 'POST', '/api/vendors', { name: 'Manager Co' }, 201],
  ['admin@demo.travel', 'GET', '/api/users', undefined, 200],
  ['manager@demo.travel', 'GET', '/api/users', undefined, 200],
  ['manager@demo.travel', 'POST', '/api/users', { email: 'm@x.test', password: 'password-1' }, 403],
  ['travel@demo.travel', 'POST', '/api/users', { email: 't@x.test', password: 'password-1' }, 403],
  ['vendor@demo.travel', 'GET', '/api/users', undefined, 403],
  ['content@demo.travel', 'GET', '/api/users', undefined, 403],
  ['accountant@demo.travel', 'DELETE', '/api/users/1', undefined, 403],
  ['journal@demo.travel', 'GET', '/api/enums', undefined, 200],
];

describe('the permission table is checked on every operation', () => {
  it.each(cases)('%s %s %s → %i', async (email, method, path, body, expected) => {
    const token = await t.login(email);
    const res = await t.request(method, path, { token, body });
    expect(res.status).toBe(expected);
    if (expected === 403)
      expect(((await res.json()) as Record<string, unknown>)['hydra:description']).toBeTruthy();
  });

  it('requires a token for every API operation', async () => {
    for (const [method, path] of [
      ['GET', '/api/vendors'],
      ['GET', '/api/vendors/1'],
      ['POST', '/api/vendors'],
      ['PATCH', '/api/vendors/1'],
      ['DELETE', '/api/vendors/1'],
      ['GET', '/api/users'],
      ['POST', '/api/users/1/update'],
      ['GET', '/api/enums'],
    ]) {
      expect(
        (await t.request(method!, path!, { body: method === 'GET' || method === 'DELETE' ? undefined : {} }))
          .status,
      ).toBe(401);
    }
  });
});
