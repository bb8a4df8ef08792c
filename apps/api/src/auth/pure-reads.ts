import type { Context, Handler } from 'hono';
import { matchedRoutes } from 'hono/route';

// Handlers that only read and check the session themselves (the engine's lists: the session's
// state is read by the list's count statement, list-statements.ts), so that a list costs the
// statements it needs and no more. authenticate.ts leaves such a request's check pending; if the
// handler did not take it (it failed first, or had no count to carry it), authenticate checks
// after it, and a dead session's 401 replaces whatever it answered. A handler that writes
// anything (a client log on a vault read, a throttle row) must not be marked: it would write
// before the session is confirmed.
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

// The pending check of this request, taken by the handler that runs it (once).
export const takePendingSession = (c: Context) => {
  const token = c.get('pendingSession');
  c.set('pendingSession', undefined);
  return token;
};
