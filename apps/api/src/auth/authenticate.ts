import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/problem.ts';
import { verifyAccessToken } from './jwt.ts';

// Reads the bearer token when there is one; a bad or expired token is a 401 at once, a missing
// one leaves the user unset so that each operation decides (public ones need none).
const publicPaths = /^\/(api-auth\/|api\/token\/refresh$|next\/user\/token$|api\/docs)/;

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  if (header && !publicPaths.test(c.req.path)) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized('Invalid JWT Token');
    const user = await verifyAccessToken(c.get('deps').jwtKey, match[1]!.trim());
    if (!user) throw unauthorized('Invalid JWT Token');
    c.set('user', user);
  }
  await next();
};
