import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { logger } from '../ops/logger.ts';
import { httpRequestDuration } from '../ops/metrics.ts';
import { setAnswerHeader } from './answer-headers.ts';
import type { AppEnv } from './app-env.ts';
import { requestIdOf } from './request-id.ts';

// The route template that answered (`/api/trips/:id`), or the one that would have when a middleware
// answered first (authentication's 401): logs and metrics never carry the raw path, whose ids make
// one series per record and whose query string may hold a token.
const routeOf = (c: Context) => {
  const routes = matchedRoutes(c);
  const at = c.req.routeIndex;
  // Middleware is registered with use() (method ALL); routes with their own method.
  const isRoute = (r: (typeof routes)[number] | undefined) => r !== undefined && r.method !== 'ALL';
  const route = isRoute(routes[at]) ? routes[at] : routes.slice(at + 1).find(isRoute);
  return route ? withoutPatterns(route.path) : 'unmatched';
};

// `/api/vendors/:id{[0-9]+}` → `/api/vendors/:id` (innermost braces first: patterns may nest them).
const withoutPatterns = (path: string) => {
  let out = path;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\{[^{}]*\}/g, '');
  }
  return out;
};

// First on every API request: the request id (kept from X-Request-Id or made, echoed in the answer
// and in error bodies: http/problem.ts), then one log line and one duration sample once answered.
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header('x-request-id'));
  c.set('requestId', requestId);
  await next();
  setAnswerHeader(c, 'X-Request-Id', requestId);
  const seconds = (performance.now() - started) / 1000;
  const route = routeOf(c);
  const status = c.res.status;
  httpRequestDuration.observe({ method: c.req.method, route, status }, seconds);
  logger[status >= 500 ? 'error' : 'info'](
    {
      requestId,
      userId: c.get('user')?.id ?? null,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 100_000) / 100,
    },
    'request',
  );
};
