import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultClient } from '../core/client.ts';
import { ApiError } from '../core/errors.ts';
import { createMockApi } from '../msw/index.ts';
import * as hooks from './index.ts';

const server = setupServer();
let queryClient: QueryClient;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  server.resetHandlers(...(await createMockApi()).handlers);
  defaultClient.configure({ baseUrl: 'http://mock.test', getToken: () => 'mock-token' });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());
afterAll(() => server.close());

describe('generated React Query bindings', () => {
  it('makes GETs queries and writes mutations', () => {
    const names = Object.keys(hooks);
    expect(names).toContain('useListVendors');
    expect(names).toContain('useGetVendor');
    expect(names).toContain('useCreateVendor');
    expect(names).toContain('useUpdateVendor');
    expect(names).toContain('useDeleteVendor');
    expect(names).not.toContain('useCreateVendorQuery');
    expect(hooks.getListVendorsQueryKey({ page: 2 })).toEqual(['/api/vendors', { page: 2 }]);
    expect(hooks.getCreateVendorMutationOptions().mutationFn).toBeTypeOf('function');
  });

  it('fetches a query through the client core', async () => {
    const result = await queryClient.fetchQuery(hooks.getListVendorsQueryOptions({ itemsPerPage: 5 }));
    expect(result.data['hydra:member']).toHaveLength(5);
  });

  it('runs a mutation and surfaces ApiError as the error type', async () => {
    const create = new MutationObserver(queryClient, hooks.getCreateVendorMutationOptions());
    const created = await create.mutate({ data: { name: 'From a mutation' } });
    expect(created.status).toBe(201);

    const update = new MutationObserver(queryClient, hooks.getUpdateVendorMutationOptions());
    const error = await update.mutate({ id: created.data.id, data: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).violationsFor('name')).toEqual(['This value should not be blank.']);
  });
});
