import { describe, expect, it, vi } from 'vitest';
import { sendRequest } from './send.ts';

describe('sendRequest', () => {
  it('sends a body as bytes with the request options, never as a stream', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const request = new Request('http://api.test/api/vendors', {
      method: 'POST',
      headers: { 'content-type': 'application/ld+json', authorization: 'Bearer t' },
      body: JSON.stringify({ name: 'Hotel' }),
      credentials: 'include',
    });
    await sendRequest(fetchImpl, request);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/vendors');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"name":"Hotel"}');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t');
    expect(init.credentials).toBe('include');
    // The request itself stays readable (a retry after a refresh resends it).
    expect(await request.text()).toBe('{"name":"Hotel"}');
  });

  it('passes a bodiless request through', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const request = new Request('http://api.test/api/vendors');
    await sendRequest(fetchImpl, request);
    expect(fetchImpl).toHaveBeenCalledWith(request);
  });
});
