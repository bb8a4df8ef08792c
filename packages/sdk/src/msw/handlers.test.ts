import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultClient } from '../core/client.ts';
import type { ApiError } from '../core/errors.ts';
import {
  createUser,
  createVendor,
  createVendorGroup,
  deleteUser,
  deleteVendor,
  deleteVendorGroup,
  getEnums,
  getUser,
  getVendor,
  listUsers,
  listVendorGroups,
  listVendors,
  login,
  postUserUpdate,
  refreshToken,
  replaceVendorGroup,
  updateUser,
  updateVendor,
} from '../generated/client/api.ts';
import { createMockApi, type MockDb } from './index.ts';

const server = setupServer();
let db: MockDb;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  const api = await createMockApi({ seed: { seed: 42, vendors: 25, vendorGroups: 3, users: 2 } });
  db = api.db;
  server.resetHandlers(...api.handlers);
  defaultClient.configure({ baseUrl: 'http://mock.test', getToken: () => 'mock-token', refresh: undefined });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('vendors', () => {
  it('lists a Hydra page with totalItems, view and search', async () => {
    const { data } = await listVendors({ page: 2, itemsPerPage: 10 });
    expect(data['hydra:totalItems']).toBe(25);
    expect(data['hydra:member']).toHaveLength(10);
    expect(data['hydra:member'][0]?.id).toBe(11);
    expect(data['hydra:view']).toMatchObject({
      '@id': '/api/vendors?page=2&itemsPerPage=10',
      'hydra:first': '/api/vendors?page=1&itemsPerPage=10',
      'hydra:last': '/api/vendors?page=3&itemsPerPage=10',
      'hydra:previous': '/api/vendors?page=1&itemsPerPage=10',
      'hydra:next': '/api/vendors?page=3&itemsPerPage=10',
    });
    expect(data['hydra:search']?.['hydra:template']).toContain('/api/vendors{?search,name,');
    expect(data['hydra:member'][0]).not.toHaveProperty('_version');
  });

  it('creates, then finds the vendor in the list by search', async () => {
    const created = await createVendor({ name: 'Glacier Heli Tours', email: 'ops@glacier.example' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      '@id': '/api/vendors/26',
      '@type': 'Vendor',
      id: 26,
      name: 'Glacier Heli Tours',
      status: 'active',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const { data } = await listVendors({ search: 'glacier heli' });
    expect(data['hydra:totalItems']).toBe(1);
    expect(data['hydra:member'].map((v) => v.name)).toEqual(['Glacier Heli Tours']);
  });

  it('filters by status and group, and orders', async () => {
    const inactive = await listVendors({ status: 'inactive', itemsPerPage: 100 });
    expect(inactive.data['hydra:member'].every((v) => v.status === 'inactive')).toBe(true);
    expect(inactive.data['hydra:totalItems']).toBe(5);
    const grouped = await listVendors({ 'group.id': '/api/vendor_groups/1', itemsPerPage: 100 });
    expect(grouped.data['hydra:totalItems']).toBeGreaterThan(0);
    expect(grouped.data['hydra:member'].every((v) => v.group === '/api/vendor_groups/1')).toBe(true);
    const byBareId = await listVendors({ 'group.id': '1', itemsPerPage: 100 });
    expect(byBareId.data['hydra:totalItems']).toBe(grouped.data['hydra:totalItems']);
    const ordered = await listVendors({ 'order[name]': 'desc', itemsPerPage: 100 });
    const names = ordered.data['hydra:member'].map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('patches with merge-patch semantics and bumps the ETag', async () => {
    const before = await getVendor(3);
    const etag = before.headers.get('etag')!;
    const patched = await updateVendor(3, { name: 'Renamed', phone: null }, { ifMatch: etag });
    expect(patched.data).toMatchObject({ id: 3, name: 'Renamed', phone: null, status: before.data.status });
    expect(patched.headers.get('etag')).toBe('"2"');
    expect((await getVendor(3)).data.name).toBe('Renamed');
    const stale = await failure(updateVendor(3, { name: 'Again' }, { ifMatch: etag }));
    expect(stale.status).toBe(412);
  });

  it('answers 422 with violations like the API', async () => {
    const error = await failure(createVendor({ name: '', status: 'nope' as never }));
    expect(error.status).toBe(422);
    expect(error.violations).toEqual([
      { propertyPath: 'name', message: 'This value should not be blank.' },
      { propertyPath: 'status', message: 'The value you selected is not a valid choice.' },
    ]);
    const badGroup = await failure(createVendor({ name: 'X', group: '/api/vendor_groups/999' }));
    expect(badGroup.violationsFor('group')).toEqual(['Item not found for "/api/vendor_groups/999".']);
  });

  it('deletes, then 404s', async () => {
    const res = await deleteVendor(4);
    expect(res.status).toBe(204);
    const error = await failure(getVendor(4));
    expect(error.status).toBe(404);
    expect(error.messages).toEqual(['Not Found']);
    expect((await listVendors()).data['hydra:totalItems']).toBe(24);
    expect(db.vendors.count()).toBe(24);
  });

  it('rejects a bad page with 400', async () => {
    const error = await failure(listVendors({ page: 0 }));
    expect(error.status).toBe(400);
  });
});

describe('vendor groups', () => {
  it('creates, lists by name, replaces and deletes (vendors lose the group)', async () => {
    const created = await createVendorGroup({ name: 'Zermatt partners' });
    const id = created.data.id;
    const found = await listVendorGroups({ name: 'zermatt' });
    expect(found.data['hydra:member'].map((g) => g.id)).toEqual([id]);
    const replaced = await replaceVendorGroup(id, { name: 'Valais partners' });
    expect(replaced.data.name).toBe('Valais partners');
    // Only the verbs of the contract are served: groups are replaced (PUT), not patched.
    const patched = await failure(
      defaultClient.request(`/api/vendor_groups/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ name: 'x' }),
      }),
    );
    expect(patched.status).toBe(0);

    const vendor = await createVendor({ name: 'Grouped', group: created.data['@id'] });
    await deleteVendorGroup(id);
    expect((await getVendor(vendor.data.id)).data.group).toBeNull();
    expect((await failure(replaceVendorGroup(id, { name: 'gone' }))).status).toBe(404);
  });

  it('sorts by name by default', async () => {
    const names = (await listVendorGroups()).data['hydra:member'].map((g) => g.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('users', () => {
  it('creates without exposing the password, patches, lists and deletes', async () => {
    const created = await createUser({
      email: 'new.user@demo.travel',
      password: 'long-enough',
      roles: ['ROLE_ADMIN'],
    });
    expect(created.data).toMatchObject({
      email: 'new.user@demo.travel',
      roles: ['ROLE_ADMIN'],
      isActive: true,
    });
    expect(created.data).not.toHaveProperty('password');
    expect(created.data).not.toHaveProperty('_password');

    const patched = await updateUser(created.data.id, { lastName: 'Muster', isActive: false });
    expect(patched.data).toMatchObject({ lastName: 'Muster', isActive: false });
    const viaPost = await postUserUpdate(created.data.id, { firstName: 'Erika' });
    expect(viaPost.data).toMatchObject({ firstName: 'Erika', lastName: 'Muster' });

    const inactive = await listUsers({ isActive: 'false' });
    expect(inactive.data['hydra:member'].map((u) => u.email)).toEqual(['new.user@demo.travel']);

    await deleteUser(created.data.id);
    expect((await failure(getUser(created.data.id))).status).toBe(404);
  });

  it('rejects what the contract forbids (a bad e-mail, a missing password), not server rules', async () => {
    const error = await failure(createUser({ email: 'not-an-email', password: 'long-enough' }));
    expect(error.violationsFor('email')).toEqual(['This value is not a valid email address.']);
    // A duplicate e-mail is the server's rule: the mock accepts it (a test wanting the 422 overrides).
    expect((await createUser({ email: 'ADMIN@demo.travel', password: 'long-enough' })).status).toBe(201);
    const noPassword = await failure(createUser({ email: 'x@demo.travel' } as never));
    expect(noPassword.violationsFor('password')).toEqual(['This value should not be blank.']);
  });
});

describe('auth and fallbacks', () => {
  it('logs a seeded user in and rotates single-use refresh tokens', async () => {
    const { data } = await login({ email: 'admin@demo.travel', password: 'demo-password' });
    expect(data.token).toMatch(/^mock-token-1-/);
    const rotated = await refreshToken({ refresh_token: data.refresh_token });
    expect(rotated.data.refresh_token).not.toBe(data.refresh_token);
    expect((await failure(refreshToken({ refresh_token: data.refresh_token }))).status).toBe(401);
    const wrong = await failure(login({ email: 'admin@demo.travel', password: 'nope' }));
    expect(wrong.messages).toEqual(['Invalid credentials.']);
  });

  it('serves every other operation from the generated faker handlers', async () => {
    const { data } = await getEnums();
    expect(Array.isArray(data.vendorStatus)).toBe(true);
  });
});
