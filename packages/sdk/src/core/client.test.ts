import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  exportSpas,
  getVendor,
  listVendors,
  login,
  refreshToken,
  updateVendor,
} from '../generated/client/api.ts';
import { configureClient, createApiClient, defaultClient, isSecuredRequest } from './client.ts';
import { ApiError, normalizeErrorMessages } from './errors.ts';
import { BASE, serveApi } from './testing.ts';

const { server, session } = serveApi();

const vendor = (id: number, name = `Vendor ${id}`) => ({
  '@id': `/api/vendors/${id}`,
  '@type': 'Vendor',
  id,
  name,
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const collection = (...items: ReturnType<typeof vendor>[]) => ({
  '@id': '/api/vendors',
  '@type': 'hydra:Collection',
  'hydra:member': items,
  'hydra:totalItems': items.length,
});

const unauthorized = () =>
  HttpResponse.json(
    { status: 401, title: 'Unauthorized', detail: 'Expired token.', 'hydra:description': 'Expired token.' },
    { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
  );

// Every read of a vendor answers 401 (the refresh does not help); the answer counts those reads.
const alwaysUnauthorized = () => {
  let calls = 0;
  server.use(
    http.get(`${BASE}/api/vendors/:id`, () => {
      calls += 1;
      return unauthorized();
    }),
  );
  return () => calls;
};

describe('requests', () => {
  it('keeps a download binary (xlsx export) and passes the list filters', async () => {
    const bytes = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);
    let query = '';
    server.use(
      http.get(`${BASE}/api/spas/export`, ({ request }) => {
        query = new URL(request.url).search;
        return new HttpResponse(bytes, {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const res = await exportSpas({ search: 'aman' });
    expect(query).toBe('?search=aman');
    expect(res.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await res.data.arrayBuffer())).toEqual(bytes);
  });

  it('sends the bearer token, Accept: application/ld+json and resolves { data, status, headers }', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/api/vendors`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(collection(vendor(1)), {
          headers: { 'Content-Type': 'application/ld+json' },
        });
      }),
    );
    const res = await listVendors({ page: 1 });
    expect(seen?.get('authorization')).toBe('Bearer token-1');
    expect(seen?.get('accept')).toBe('application/ld+json');
    expect(res.status).toBe(200);
    expect(res.data['hydra:member'][0]?.name).toBe('Vendor 1');
  });

  it('serialises query parameters with the base URL', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/api/vendors`, ({ request }) => {
        url = request.url;
        return HttpResponse.json(collection());
      }),
    );
    await listVendors({ page: 2, itemsPerPage: 10, search: 'alps' });
    expect(url).toBe(`${BASE}/api/vendors?page=2&itemsPerPage=10&search=alps`);
  });

  it('sends PATCH bodies as merge-patch and other JSON bodies as ld+json, with If-Match', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.patch(`${BASE}/api/vendors/:id`, async ({ request }) => {
        seen.patchType = request.headers.get('content-type');
        seen.ifMatch = request.headers.get('if-match');
        return HttpResponse.json(vendor(1, ((await request.json()) as { name: string }).name), {
          headers: { ETag: '"4"' },
        });
      }),
      http.post(`${BASE}/api/vendors`, ({ request }) => {
        seen.postType = request.headers.get('content-type');
        return HttpResponse.json(vendor(2), { status: 201 });
      }),
    );
    const updated = await updateVendor(1, { name: 'Renamed' }, { ifMatch: '"3"' });
    expect(updated.data.name).toBe('Renamed');
    expect(updated.headers.get('etag')).toBe('"4"');
    await defaultClient.request('/api/vendors', { method: 'POST', body: JSON.stringify({ name: 'x' }) });
    expect(seen).toEqual({
      patchType: 'application/merge-patch+json',
      ifMatch: '"3"',
      postType: 'application/ld+json',
    });
  });

  it('quotes a bare version passed as ifMatch', async () => {
    let ifMatch: string | null = null;
    server.use(
      http.patch(`${BASE}/api/vendors/:id`, ({ request }) => {
        ifMatch = request.headers.get('if-match');
        return HttpResponse.json(vendor(1));
      }),
    );
    await updateVendor(1, { status: 'inactive' }, { ifMatch: 7 });
    expect(ifMatch).toBe('"7"');
  });

  it('leaves public operations (security: []) without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(`${BASE}/api-auth/admin/auth_token`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ token: 't', refresh_token: 'r', remember: false });
      }),
    );
    const res = await login({ email: 'a@b.c', password: 'secret' });
    expect(res.data.token).toBe('t');
    expect(auth).toBeNull();
    expect(isSecuredRequest('GET', '/api/token/refresh?refresh_token=x')).toBe(false);
    expect(isSecuredRequest('GET', '/api/vendors/3')).toBe(true);
    expect(isSecuredRequest('GET', `${BASE}/api/unknown`)).toBe(true);
  });

  it('looks globalThis.fetch up at call time', async () => {
    const original = globalThis.fetch;
    const stub = vi.fn(async () =>
      Response.json(vendor(9), { headers: { 'Content-Type': 'application/ld+json' } }),
    );
    vi.stubGlobal('fetch', stub);
    try {
      const res = await getVendor(9);
      expect(res.data.id).toBe(9);
      expect(stub).toHaveBeenCalledOnce();
      // openapi-fetch hands fetch a Request.
      expect((stub.mock.calls[0] as unknown as [Request])[0].url).toBe(`${BASE}/api/vendors/9`);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(globalThis.fetch).toBe(original);
  });

  it('can send one call through another client instance', async () => {
    server.use(http.get('http://other.test/api/vendors/5', () => HttpResponse.json(vendor(5, 'Elsewhere'))));
    const other = createApiClient({ baseUrl: 'http://other.test' });
    const res = await getVendor(5, { client: other });
    expect(res.data.name).toBe('Elsewhere');
  });
});

describe('401 handling', () => {
  it('refreshes once, then retries with the new token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/vendors/:id`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer token-2'
          ? HttpResponse.json(vendor(1))
          : unauthorized();
      }),
    );
    const refresh = vi.fn(async () => {
      session.token = 'token-2';
    });
    const onUnauthorized = vi.fn();
    configureClient({ refresh, onUnauthorized });
    const res = await getVendor(1);
    expect(res.data.id).toBe(1);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('shares one refresh between concurrent 401s (single-use refresh tokens)', async () => {
    server.use(
      http.get(`${BASE}/api/vendors/:id`, ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer token-2'
          ? HttpResponse.json(vendor(Number(params.id)))
          : unauthorized(),
      ),
    );
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      session.token = 'token-2';
    });
    configureClient({ refresh });
    const results = await Promise.all([getVendor(1), getVendor(2), getVendor(3)]);
    expect(results.map((r) => r.data.id)).toEqual([1, 2, 3]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('calls onUnauthorized and throws when the refresh fails', async () => {
    const calls = alwaysUnauthorized();
    const refresh = vi.fn(async () => {
      throw new Error('refresh token revoked');
    });
    const onUnauthorized = vi.fn();
    configureClient({ refresh, onUnauthorized });
    const error = await getVendor(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(calls()).toBe(1);
  });

  it('calls onUnauthorized when the retry is still 401, without a second refresh', async () => {
    const calls = alwaysUnauthorized();
    const refresh = vi.fn(async () => {
      session.token = 'token-2';
    });
    const onUnauthorized = vi.fn();
    configureClient({ refresh, onUnauthorized });
    await expect(getVendor(1)).rejects.toMatchObject({ status: 401, messages: ['Expired token.'] });
    expect(refresh).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(calls()).toBe(2);
  });

  it('refreshes again for a later 401, even after a refresh that threw synchronously', async () => {
    server.use(
      http.get(`${BASE}/api/vendors/:id`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${session.token}` && session.token !== 'token-1'
          ? HttpResponse.json(vendor(1))
          : unauthorized(),
      ),
    );
    let attempt = 0;
    const refresh = vi.fn((() => {
      attempt += 1;
      if (attempt === 1) throw new Error('sync failure');
      session.token = `token-${attempt}`;
      return Promise.resolve();
    }) as () => Promise<unknown>);
    configureClient({ refresh });
    await expect(getVendor(1)).rejects.toMatchObject({ status: 401 });
    await expect(getVendor(1)).resolves.toMatchObject({ data: { id: 1 } });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('treats a refresh resolving to false as failed', async () => {
    server.use(http.get(`${BASE}/api/vendors/:id`, () => unauthorized()));
    const onUnauthorized = vi.fn();
    configureClient({ refresh: async () => false, onUnauthorized });
    await expect(getVendor(1)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not refresh or call onUnauthorized for a 401 of a public operation (wrong password)', async () => {
    server.use(
      http.post(`${BASE}/api-auth/admin/auth_token`, () =>
        HttpResponse.json(
          { status: 401, 'hydra:description': 'Invalid credentials.' },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const refresh = vi.fn(async () => true);
    const onUnauthorized = vi.fn();
    configureClient({ refresh, onUnauthorized });
    await expect(login({ email: 'a@b.c', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      messages: ['Invalid credentials.'],
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets refresh() use the generated refreshToken function', async () => {
    let refreshToken_ = 'r1';
    server.use(
      http.get(`${BASE}/api/token/refresh`, ({ request }) => {
        const given = new URL(request.url).searchParams.get('refresh_token');
        return given === 'r1' && !request.headers.has('authorization')
          ? HttpResponse.json({ token: 'token-2', refresh_token: 'r2' })
          : unauthorized();
      }),
      http.get(`${BASE}/api/vendors/:id`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-2'
          ? HttpResponse.json(vendor(1))
          : unauthorized(),
      ),
    );
    configureClient({
      refresh: async () => {
        const { data } = await refreshToken({ refresh_token: refreshToken_ });
        session.token = data.token;
        refreshToken_ = data.refresh_token;
      },
    });
    await expect(getVendor(1)).resolves.toMatchObject({ data: { id: 1 } });
    expect(refreshToken_).toBe('r2');
  });
});

describe('errors', () => {
  const problemWith = (body: Record<string, unknown>, status = 400, statusText = 'Bad Request') =>
    http.get(`${BASE}/api/vendors/:id`, () =>
      HttpResponse.json(body, {
        status,
        statusText,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );

  const errorOf = async () => (await getVendor(1).catch((e: unknown) => e)) as ApiError;

  it('prefers the errors list (each message)', async () => {
    server.use(
      problemWith({
        errors: [{ message: 'First.' }, 'Second.'],
        'hydra:description': 'Description.',
        message: 'Message.',
      }),
    );
    expect((await errorOf()).messages).toEqual(['First.', 'Second.']);
  });

  it('then hydra:description, then message, then the status text', async () => {
    server.use(problemWith({ 'hydra:description': 'Description.', message: 'Message.' }));
    expect((await errorOf()).messages).toEqual(['Description.']);
    server.use(problemWith({ message: 'Message.' }));
    expect((await errorOf()).messages).toEqual(['Message.']);
    server.use(problemWith({ detail: 'ignored' }, 404, 'Not Found'));
    const error = await errorOf();
    expect(error.messages).toEqual(['Not Found']);
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: 'ignored' });
  });

  it('exposes the violations of a 422', async () => {
    const violations = [
      { propertyPath: 'name', message: 'This value should not be blank.' },
      { propertyPath: 'email', message: 'This value is not a valid email address.' },
    ];
    server.use(
      problemWith(
        { 'hydra:description': 'name: This value should not be blank.', violations },
        422,
        'Unprocessable Content',
      ),
    );
    const error = await errorOf();
    expect(error.status).toBe(422);
    expect(error.violations).toEqual(violations);
    expect(error.violationsFor('email')).toEqual(['This value is not a valid email address.']);
    // In words, each violation: the field's name as people say it, not the API's key (issue 30.12).
    expect(error.messages).toEqual([
      'Name: This value should not be blank.',
      'Email: This value is not a valid email address.',
    ]);
  });

  it('says a violation path in words', async () => {
    const { fieldWords } = await import('./errors.ts');
    expect(fieldWords('passportExpiry')).toBe('Passport expiry');
    expect(fieldWords('rooms[0].roomSize')).toBe('Rooms 1 room size');
    expect(fieldWords('first_name')).toBe('First name');
    const { normalizeErrorMessages } = await import('./errors.ts');
    const same = 'The item must lie within the trip’s dates.';
    expect(
      normalizeErrorMessages(
        {
          violations: [
            { propertyPath: 'startDate', message: same },
            { propertyPath: 'endDate', message: same },
          ],
        },
        422,
        '',
      ),
    ).toEqual([`Start date, end date: ${same}`]);
  });

  it("uses the error's own message when there is no response", async () => {
    server.use(http.get(`${BASE}/api/vendors/:id`, () => HttpResponse.error()));
    const error = await errorOf();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.messages).toEqual([(error.cause as Error).message]);
    expect(error.messages[0]).not.toBe('');
  });

  it('normalises bodies that are not objects', () => {
    expect(normalizeErrorMessages('Bad gateway', 502, 'Bad Gateway')).toEqual(['Bad Gateway']);
    expect(normalizeErrorMessages(undefined, 500, '')).toEqual(['HTTP 500']);
    expect(normalizeErrorMessages({ errors: { name: ['Too short.'] } }, 422, '')).toEqual(['Too short.']);
  });

  it('keeps aborts as they are', async () => {
    server.use(
      http.get(`${BASE}/api/vendors/:id`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(vendor(1));
      }),
    );
    const controller = new AbortController();
    const pending = getVendor(1, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
