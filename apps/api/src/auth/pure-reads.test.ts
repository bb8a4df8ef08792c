import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../app.ts';
import { servedByPureRead } from './pure-reads.ts';

// Which requests have their session checked by the handler rather than before it: the engine's
// lists only; an item read, a domain route, a write, a file or a custom read never.
const routes = buildRoutes();
const deferred = async (method: string, path: string) => {
  let seen: boolean | undefined;
  const probe = new Hono();
  probe.use('*', async (c) => {
    seen = servedByPureRead(c);
    return c.text('');
  });
  probe.route('/', routes);
  await probe.request(path, { method });
  return seen;
};

describe('servedByPureRead', () => {
  it("is the engine's lists", async () => {
    expect(await deferred('GET', '/api/vendors?name=a')).toBe(true);
    expect(await deferred('GET', '/api/trip_days')).toBe(true);
  });

  it('is never a write, a domain route, a file or an unknown path', async () => {
    expect(await deferred('POST', '/api/vendors')).toBe(false);
    expect(await deferred('PATCH', '/api/vendors/3')).toBe(false);
    expect(await deferred('DELETE', '/api/vendors/3')).toBe(false);
    expect(await deferred('GET', '/api/vendors/3')).toBe(false);
    // Custom reads, one of which writes a log row on the way (a vault file's opening).
    expect(await deferred('GET', '/api/trip_days/content')).toBe(false);
    expect(await deferred('GET', '/api/trips/3/history')).toBe(false);
    expect(await deferred('GET', '/api/client_logs/log-1')).toBe(false);
    expect(await deferred('GET', '/files/clients/1/passport.pdf')).toBe(false);
    expect(await deferred('GET', '/api/nothing-here')).toBe(false);
  });
});
