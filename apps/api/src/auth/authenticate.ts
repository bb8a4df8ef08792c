import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/problem.ts';
import { verifyToken } from './jwt.ts';
import { servedByPureRead, takePendingSession } from './pure-reads.ts';
import { assertSessionAlive } from './session-state.ts';

// Reads the bearer token when there is one; a bad or expired token, or one whose session has
// ended (session-state.ts), is a 401 at once; a missing one leaves the user unset so that each
// operation decides (public ones need none).
const publicPaths = /^\/(api-auth\/|api\/token\/(refresh|revoke)$|next\/user\/token$|api\/docs)/;

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  if (header && !publicPaths.test(c.req.path)) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized('Invalid JWT Token');
    const deps = c.get('deps');
    const verified = await verifyToken(deps.jwtKey, match[1]!.trim());
    if (!verified) throw unauthorized('Invalid JWT Token');
    if (servedByPureRead(c)) {
      c.set('user', verified.user);
      // The list checks it in its own statement (pure-reads.ts); whatever it left unchecked is
      // checked here, and a dead session's 401 replaces the answer.
      c.set('pendingSession', verified);
      await next();
      const pending = takePendingSession(c);
      if (pending) await assertSessionAlive(deps.db, pending);
      return;
    }
    await assertSessionAlive(deps.db, verified);
    c.set('user', verified.user);
  }
  await next();
};
