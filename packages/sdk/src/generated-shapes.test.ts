import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultClient } from './core/client.ts';
import { getFileUrl, getListVendorContractsUrl } from './generated/client/api.ts';
import { getGetFileUrlMockHandler } from './generated/mock-handlers.ts';

// What scripts/generate.ts and the API's parameter declarations make of two awkward shapes.
describe('generated SDK shapes', () => {
  it('sends a list filter as repeated keys, never joined with commas', () => {
    const url = getListVendorContractsUrl({
      'status[]': ['active', 'draft'],
      'endDate[before]': '2026-12-31',
    });
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.getAll('status[]')).toEqual(['active', 'draft']);
    expect(params.get('endDate[before]')).toBe('2026-12-31');
  });

  describe('the file link mock', () => {
    const server = setupServer(
      getGetFileUrlMockHandler((info) => ({ url: `signed:${new URL(info.request.url).pathname}` })),
    );
    beforeAll(() => {
      server.listen({ onUnhandledFrame: 'error' });
      defaultClient.configure({ baseUrl: 'http://api.test' });
    });
    afterAll(() => server.close());

    it('answers for a path of several segments', async () => {
      const res = await getFileUrl('2026/01/itinerary.pdf');
      expect(res.data.url).toBe('signed:/files/2026/01/itinerary.pdf');
    });
  });
});
