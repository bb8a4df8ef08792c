import { Hono } from 'hono';
import { authenticate } from './auth/authenticate.ts';
import { getResource } from './engine/define-resource.ts';
import { resourcesOf } from './engine/domain-module.ts';
import { mountResource } from './engine/mount.ts';
import { isFileResource, mountFileUpload } from './files/define-file-resource.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { limitBody } from './http/body-limit.ts';
import { mapDatabaseError } from './http/db-errors.ts';
import { rejectNulBytes } from './http/nul-bytes.ts';
import { ApiError, problemResponse } from './http/problem.ts';
import { requestLog } from './http/request-log.ts';
import { useModules } from './modules.ts';
import { mountDocsRoutes } from './openapi/docs.routes.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { errorFields, logger } from './ops/logger.ts';

// The routes alone, with no dependencies: used to write the OpenAPI document without a server.
export const buildRoutes = () => {
  // What IRIs, relations and the Hydra docs resolve against: the resources the modules list.
  const modules = useModules();
  const resources = resourcesOf(modules);
  const app = new Hono<AppEnv>();
  app.use('*', authenticate);
  // Before any route reads a body: its size (413), then NUL characters anywhere in it or the URL.
  app.use('*', limitBody);
  app.use('*', rejectNulBytes);
  // Each domain's own operations first: some share a path with the engine's routes and must win.
  for (const module of modules) for (const mount of module.routes) mount(app, modules);
  for (const resource of resources) mountResource(app, resource);
  for (const files of resources.filter(isFileResource)) {
    mountFileUpload(app, files, getResource(files.upload.owner.type).collectionIri);
  }
  // The documents describe everything mounted above.
  mountDocsRoutes(app, () => buildOpenApiDocument(buildRoutes()));
  return app;
};

const apiPrefixes = ['/api', '/api-auth', '/next', '/files', '/pdf'];
// The path of an absolute request URL without parsing all of it (this runs on every request).
export const pathnameOf = (url: string) => {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.indexOf('?', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
};

export const isApiPath = (path: string) => apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`));

// API Platform accepts a format suffix on any path (/api/vendors.json, /api/users/3.json).
const formatSuffix = /^(\/api\/(?!docs\.|contexts\/).+)\.(json|jsonld)$/;

export const createApp = (deps: AppDeps) => {
  const root = new Hono<AppEnv>();
  // Before anything else: the request id, the log line and the duration sample (ops, issue 24.7).
  root.use('*', requestLog);
  root.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  root.onError((err, c) => {
    if (err instanceof ApiError) return problemResponse(c, err);
    const mapped = mapDatabaseError(err);
    if (mapped) return problemResponse(c, mapped);
    logger.error({ requestId: c.get('requestId'), ...errorFields(err) }, 'unexpected error');
    return problemResponse(c, new ApiError(500, 'Internal Server Error'));
  });
  root.notFound((c) => problemResponse(c, new ApiError(404, 'Not Found')));
  root.route('/', buildRoutes());
  const fetch = (request: Request, env?: unknown, ctx?: unknown) => {
    const m = formatSuffix.exec(pathnameOf(request.url));
    if (m) {
      const url = new URL(request.url);
      url.pathname = m[1]!;
      const headers = new Headers(request.headers);
      if (!headers.get('accept'))
        headers.set('accept', m[2] === 'json' ? 'application/json' : 'application/ld+json');
      request = new Request(url, {
        method: request.method,
        headers,
        body: request.body,
        duplex: 'half',
      } as RequestInit);
    }
    return root.fetch(request, env as never, ctx as never);
  };
  return {
    app: root,
    fetch,
    request: (path: string, init?: RequestInit) =>
      fetch(new Request(new URL(path, 'http://localhost'), init)),
  };
};
