import type { Context, Handler } from 'hono';
import { matchedRoutes } from 'hono/route';

// Handlers that only read (the engine's list and item GETs): for them the session check
// (session-state.ts) runs beside the handler instead of before it, and the answer waits for both,
// so a list costs one round trip less while a refused session still gets its 401 and nothing
// else. A handler that writes anything (a client log on a vault read, a throttle row) must not
// be marked: it would write before the session is confirmed.
const pureReads = new WeakSet<Handler>();

export const markPureRead = <H extends Handler>(handler: H): H => {
  pureReads.add(handler);
  return handler;
};

// Every handler of the request's own route is marked (the engine marks its route description
// too): a domain route on the same path as an engine read (registered before it, so it answers
// first) leaves it unmarked. Middleware for all methods (`app.use`) is the app's plumbing.
export const servedByPureRead = (c: Context) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const own = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return own.length > 0 && own.every((route) => pureReads.has(route.handler as Handler));
};
