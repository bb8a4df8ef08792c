import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { requestLog } from './request-log.ts';

// The request log adds X-Request-Id to the answer the handler made, in place: re-wrapping it
// (Hono's c.header() after the answer exists) turns its string body into a stream, which cost
// every API request more than the rest of the log (docs/performance.md, "List").
describe('request log', () => {
  it('adds the request id to the handler’s own answer without re-wrapping it', async () => {
    let made: Response | undefined;
    const app = new Hono<AppEnv>();
    app.use('*', requestLog);
    app.get('/x', (c) => {
      made = c.json({ ok: true });
      return made;
    });
    const res = await app.request('/x', { headers: { 'x-request-id': 'req-7' } });
    expect(res).toBe(made);
    expect(res.headers.get('x-request-id')).toBe('req-7');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('copies an answer whose headers cannot change', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestLog);
    app.get('/moved', () => Response.redirect('http://localhost/elsewhere', 302));
    const res = await app.request('/moved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
