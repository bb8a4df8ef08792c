import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isApiPath, pathnameOf } from '../app.ts';
import type { AppConfig } from '../config/env.ts';
import { opsPaths } from '../ops/ops-routes.ts';
import { compressJson } from './compress-json.ts';
import { securityHeaders } from './security-headers.ts';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

// The built admin: hashed assets cached for good, other files as they are, and index.html for
// every other path (the SPA's routes). The build writes .br and .gz copies of the text assets
// (vite.config.ts); the copy the browser accepts is sent with its Content-Encoding.
const adminApp = async (adminDist: string | undefined) => {
  const web = new Hono<{ Variables: { staticFile?: string } }>();
  if (!adminDist || !existsSync(join(adminDist, 'index.html'))) {
    web.get('*', (c) => c.text('The admin app is not built. Run npm start from the repository root.', 404));
    return web;
  }
  const root = relative(process.cwd(), adminDist) || '.';
  const indexHtml = await readFile(join(adminDist, 'index.html'), 'utf8');
  // serveStatic adds Vary only when it picked a compressed copy: a file that has copies varies by
  // Accept-Encoding whatever this browser accepted, so a shared cache never mixes them up. Set on
  // the finished answer (headers set in serveStatic's onFound come after its body and are lost).
  web.use('*', async (c, next) => {
    await next();
    const served = c.get('staticFile');
    if (served === undefined) return;
    const plain = served.replace(/\.(br|gz|zst)$/, '');
    if (plain !== served || existsSync(`${plain}.br`) || existsSync(`${plain}.gz`))
      c.res.headers.set('Vary', 'Accept-Encoding');
    // Hashed names: a new build never reuses one.
    if (c.req.path.startsWith('/assets/'))
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.set('staticFile', path);
      },
    }),
  );
  web.get('*', (c) => c.html(indexHtml));
  return web;
};

// One process answers both: the API under its prefixes, the admin for every other path, all with
// the security headers, and JSON answers compressed for clients that accept it.
// `ops`: /healthz, /readyz and /metrics (ops/ops-routes.ts), when this server answers them.
export const createFront = async (opts: {
  api: Fetch;
  config: AppConfig;
  adminDist?: string;
  ops?: Fetch;
}) => {
  const web = await adminApp(opts.adminDist);
  const front = new Hono();
  front.use('*', securityHeaders(opts.config));
  front.use('*', compressJson());
  front.all('*', (c) => {
    const path = pathnameOf(c.req.url);
    if (opts.ops && opsPaths.includes(path)) return opts.ops(c.req.raw, c.env);
    return isApiPath(path) ? opts.api(c.req.raw, c.env) : web.fetch(c.req.raw, c.env);
  });
  return front;
};
