import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultClient } from '../core/client.ts';
import { ApiError } from '../core/errors.ts';
import * as hooks from './index.ts';

// The answers these bindings are checked against (the API's own shapes and 422 wording).
const vendor = (id: number, name: string) => ({ '@id': `/api/vendors/${id}`, '@type': 'Vendor', id, name });
const handlers = [
  http.get('http://mock.test/api/vendors', ({ request }) => {
    const count = Number(new URL(request.url).searchParams.get('itemsPerPage') ?? 10);
    const members = Array.from({ length: count }, (_, i) => vendor(i + 1, `Vendor ${i + 1}`));
    return HttpResponse.json({ 'hydra:member': members, 'hydra:totalItems': 25 });
  }),
  http.post('http://mock.test/api/vendors', async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json(vendor(26, name), { status: 201 });
  }),
  http.patch('http://mock.test/api/vendors/:id', () =>
    HttpResponse.json(
      {
        '@type': 'ConstraintViolationList',
        status: 422,
        detail: 'name: This value should not be blank.',
        violations: [{ propertyPath: 'name', message: 'This value should not be blank.' }],
      },
      { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  ),
];
const server = setupServer();
let queryClient: QueryClient;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  server.resetHandlers(...handlers);
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
