import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getVendor, listVendorContracts, listVendors } from '../generated/client/api.ts';
import { api, createApiClient, defaultClient } from './client.ts';
import { ApiError } from './errors.ts';
import { BASE, serveApi } from './testing.ts';

const { server, session } = serveApi();
const vendor = (id: number) => ({ '@id': `/api/vendors/${id}`, id, name: `Vendor ${id}`, status: 'active' });
const page = { 'hydra:member': [vendor(1)], 'hydra:totalItems': 1 };

describe('typed openapi-fetch client', () => {
  it('sends the token and resolves the parsed 2xx body', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/api/vendors/:id`, ({ request, params }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(vendor(Number(params.id)));
      }),
    );
    const { data, response } = await api.GET('/api/vendors/{id}', { params: { path: { id: 4 } } });
    expect(data.name).toBe('Vendor 4');
    expect(response.status).toBe(200);
    expect(auth).toBe('Bearer token-1');
  });

  it('serialises list filters as repeated keys, for the typed client and the orval functions alike', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/vendors`, ({ request }) => {
        seen.push(decodeURIComponent(new URL(request.url).search));
        return HttpResponse.json(page);
      }),
      http.get(`${BASE}/api/vendor_contracts`, ({ request }) => {
        seen.push(decodeURIComponent(new URL(request.url).search));
        return HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 });
      }),
    );
    await api.GET('/api/vendors', { params: { query: { 'status[]': ['active', 'pending'], page: 2 } } });
    await listVendors({ 'status[]': ['active', 'pending'] });
    await listVendorContracts({ 'status[]': ['signed', 'draft'] });
    expect(seen).toEqual([
      '?status[]=active&status[]=pending&page=2',
      '?status[]=active&status[]=pending',
      '?status[]=signed&status[]=draft',
    ]);
  });

  it('throws an ApiError with the messages of a problem answer', async () => {
    server.use(
      http.get(`${BASE}/api/vendors/:id`, () =>
        HttpResponse.json({ 'hydra:description': 'Not found.' }, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const error = await api
      .GET('/api/vendors/{id}', { params: { path: { id: 1 } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Not found.']);
    expect((error as ApiError).url).toBe(`${BASE}/api/vendors/1`);
  });

  it('shares one refresh between the typed client and the orval functions', async () => {
    server.use(
      http.get(`${BASE}/api/vendors/:id`, ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer token-2'
          ? HttpResponse.json(vendor(Number(params.id)))
          : HttpResponse.json({ 'hydra:description': 'Expired token.' }, { status: 401 }),
      ),
    );
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      session.token = 'token-2';
    });
    defaultClient.configure({ refresh });
    const [typed, generated] = await Promise.all([
      api.GET('/api/vendors/{id}', { params: { path: { id: 1 } } }),
      getVendor(2),
    ]);
    expect([typed.data.id, generated.data.id]).toEqual([1, 2]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('runs middleware added with api.use for the orval functions too (one chain)', async () => {
    server.use(http.get(`${BASE}/api/vendors/:id`, () => HttpResponse.json(vendor(3))));
    const seen: string[] = [];
    const spy = {
      onRequest({ request }: { request: Request }) {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
      },
    };
    api.use(spy);
    try {
      await getVendor(3);
      await api.GET('/api/vendors/{id}', { params: { path: { id: 3 } } });
    } finally {
      api.eject(spy);
    }
    expect(seen).toEqual(['GET /api/vendors/3', 'GET /api/vendors/3']);
  });

  it('sends the configured credentials (the refresh cookie of a cross-origin API)', async () => {
    const fetchSpy = vi.fn(async (request: Request) => {
      expect(request.credentials).toBe('include');
      return Response.json(vendor(5));
    });
    const client = createApiClient({ baseUrl: BASE, credentials: 'include', fetch: fetchSpy as never });
    const { data } = await client.api.GET('/api/vendors/{id}', { params: { path: { id: 5 } } });
    expect(data.id).toBe(5);
    await client.request('/api/vendors/5');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
