import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { setAnswerHeader } from '../http/answer-headers.ts';
import { ApiError, problemResponse } from '../http/problem.ts';
import { metricsContentType, metricsText } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export const opsPaths = ['/healthz', '/readyz', '/metrics'];

const digest = (s: string) => createHash('sha256').update(s).digest();
// Compared as digests: equal lengths for timingSafeEqual, no early exit on the first wrong byte.
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

// What a load balancer and an operator watch, outside the API's authentication (every process
// role serves them: server.ts). The answers are never cached.
export const createOpsRoutes = (opts: {
  readiness: () => Promise<Readiness>;
  metricsToken: string | undefined;
}) => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  // The process runs and its event loop answers; nothing else is asked (a restart cures nothing the
  // database or the renderer lacks).
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Whether this process can do its work now: 503 takes it out of the balancer's rotation.
  app.get('/readyz', async (c) => {
    const { ready, checks } = await opts.readiness();
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503);
  });
  // Without METRICS_TOKEN the route does not exist (404): metrics are opt-in, never open by default.
  app.get('/metrics', async (c) => {
    const expected = opts.metricsToken;
    if (!expected) return problemResponse(c, new ApiError(404, 'Not Found'));
    const header = c.req.header('authorization') ?? '';
    const m = /^Bearer\s+(.+)$/i.exec(header);
    if (!m) {
      return problemResponse(
        c,
        new ApiError(401, 'A bearer token is needed.', { headers: { 'WWW-Authenticate': 'Bearer' } }),
      );
    }
    if (!sameToken(m[1]!.trim(), expected)) return problemResponse(c, new ApiError(403, 'Access denied.'));
    return c.body(await metricsText(), 200, { 'Content-Type': metricsContentType });
  });
  app.notFound((c) => problemResponse(c, new ApiError(404, 'Not Found')));
  return app;
};
