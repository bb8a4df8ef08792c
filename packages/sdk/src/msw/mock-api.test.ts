import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultClient } from '../core/client.ts';
import { ApiError } from '../core/errors.ts';
import {
  createVendor,
  createVendorContract,
  deleteVendor,
  getVendor,
  getVendorContract,
  listVendors,
  login,
  updateVendor,
} from '../generated/client/api.ts';
import { createMockApi } from './mock-api.ts';

// A portal developer offline: records created through the SDK are listed and read back, the
// contract's input schemas refuse what the API would, and the other operations still answer.
const mock = createMockApi({ baseUrl: 'http://mock.test' });
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  mock.reset();
  defaultClient.configure({ baseUrl: 'http://mock.test', getToken: () => 'offline' });
});
afterAll(() => server.close());

describe('createMockApi', () => {
  it('creates, lists, reads back, updates and deletes records', async () => {
    const created = await createVendor({ name: 'Aman', status: 'active' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ '@id': '/api/vendors/1', '@type': 'Vendor', id: 1, name: 'Aman' });
    // Required fields the request left out are there, as the contract says the API sends them.
    expect(created.data.locations).toEqual([]);
    expect(created.data.email).toBeNull();

    expect((await getVendor(1)).data.name).toBe('Aman');
    expect((await updateVendor(1, { name: 'Aman Tokyo' })).data.name).toBe('Aman Tokyo');
    expect((await listVendors()).data['hydra:member'].map((v) => v.name)).toEqual(['Aman Tokyo']);

    await deleteVendor(1);
    await expect(getVendor(1)).rejects.toMatchObject({ status: 404 });
  });

  it('pages a list the Hydra way, with the exact and order filters the list declares', async () => {
    await mock.seed(
      '/api/vendors',
      ...['Delta', 'Alpha', 'Echo', 'Bravo', 'Charlie'].map((name, i) => ({
        name,
        status: i % 2 ? 'inactive' : 'active',
      })),
    );
    const page = await listVendors({ page: 2, itemsPerPage: 2, 'order[name]': 'asc' });
    expect(page.data['hydra:totalItems']).toBe(5);
    expect(page.data['hydra:member'].map((v) => v.name)).toEqual(['Charlie', 'Delta']);
    expect(page.data['hydra:view']).toMatchObject({
      'hydra:previous': '/api/vendors?page=1&itemsPerPage=2&order%5Bname%5D=asc',
      'hydra:next': '/api/vendors?page=3&itemsPerPage=2&order%5Bname%5D=asc',
      'hydra:last': '/api/vendors?page=3&itemsPerPage=2&order%5Bname%5D=asc',
    });
    const inactive = await listVendors({ 'status[]': ['inactive'], 'order[name]': 'desc' });
    expect(inactive.data['hydra:member'].map((v) => v.name)).toEqual(['Bravo', 'Alpha']);
  });

  it("refuses a body the contract's input schema refuses, with violations", async () => {
    const error = await createVendor({ status: 'active' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).violationsFor('name')).toHaveLength(1);
    expect(await updateVendor(99, { name: 'x' }).catch((e: ApiError) => e.status)).toBe(404);
  });

  it('embeds a related record where the read model embeds it', async () => {
    const [vendor] = await mock.seed('/api/vendors', { name: 'Aman' });
    const contract = await createVendorContract({ name: '2027', vendor: vendor!['@id'] });
    expect(contract.data.vendor).toMatchObject({ '@id': '/api/vendors/1', name: 'Aman' });
    expect((await getVendorContract(contract.data.id)).data.vendor?.name).toBe('Aman');
  });

  it('answers the other operations with bodies sampled from the contract', async () => {
    const token = await login({ email: 'someone@example.com', password: 'secret' });
    expect(token.status).toBe(200);
    expect(typeof token.data.token).toBe('string');
  });
});
