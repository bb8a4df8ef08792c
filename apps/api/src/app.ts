import { Hono } from 'hono';
import { mountAuthRoutes } from './auth/auth.routes.ts';
import { authenticate } from './auth/authenticate.ts';
import { mountPasswordResetRoutes } from './auth/password-reset.routes.ts';
import { mountAssociateItemRoute } from './catalogue/associate-item.route.ts';
import { mountContractRoutes } from './catalogue/contract.routes.ts';
import { mountMapServiceRoutes } from './catalogue/map-services.routes.ts';
import { mountVendorGeoRoutes } from './catalogue/vendor-geo.routes.ts';
import { mountClientLogRoutes } from './clients/client-logs.routes.ts';
import { mountClientStateRoutes } from './clients/client-states.routes.ts';
import { mountCreditCardRoutes } from './clients/credit-cards.routes.ts';
import { mountDocumentRoutes } from './clients/documents.routes.ts';
import { mountProspectRoutes } from './clients/prospects.routes.ts';
import { mountDestinationUpdate } from './destinations/destination-update.route.ts';
import { mountEmailRoutes } from './emails/email.routes.ts';
import { mountRequestBookingRoutes } from './emails/request-booking.routes.ts';
import { mountSendTripDocumentRoutes } from './emails/send-trip-document.routes.ts';
import { getResource } from './engine/define-resource.ts';
import { mountResource } from './engine/mount.ts';
import { mountEnumRoutes } from './enums/enums.routes.ts';
import { mountExchangeRoutes } from './exchange/exchange.routes.ts';
import { allFileResources, mountFileUpload } from './files/define-file-resource.ts';
import { mountFileRoutes } from './files/files.routes.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { limitBody } from './http/body-limit.ts';
import { mapDatabaseError } from './http/db-errors.ts';
import { rejectNulBytes } from './http/nul-bytes.ts';
import { ApiError, problemResponse } from './http/problem.ts';
import { mountJobRoutes } from './jobs/jobs.routes.ts';
import { mountDocsRoutes } from './openapi/docs.routes.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { mountPdfRoutes } from './pdf/pdf.routes.ts';
import { mountTripPdfRoutes } from './pdf/trip-pdfs.routes.ts';
import { resources } from './resources.ts';
import { mountSettingsV2Routes } from './settings/settings-v2.routes.ts';
import { mountTripTemplateRoutes } from './trip-templates/trip-templates.routes.ts';
import { mountNextTripRoutes } from './trips/next-trips.routes.ts';
import { mountTripDayRoutes } from './trips/trip-days.routes.ts';
import { mountTripHistoryRoutes } from './trips/trip-history.routes.ts';
import { mountTripItemRoutes } from './trips/trip-items.routes.ts';
import { mountTripProposalRoutes } from './trips/trip-proposals.routes.ts';
import { mountTripStateRoutes } from './trips/trip-states.routes.ts';
import { mountMeRoutes } from './users/me.route.ts';
import { mountUserUpdate } from './users/users-update.route.ts';

// The routes alone, with no dependencies: used to write the OpenAPI document without a server.
export const buildRoutes = () => {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate);
  // Before any route reads a body: its size (413), then NUL characters anywhere in it or the URL.
  app.use('*', limitBody);
  app.use('*', rejectNulBytes);
  mountAuthRoutes(app);
  mountPasswordResetRoutes(app);
  mountEnumRoutes(app);
  mountUserUpdate(app);
  mountMeRoutes(app);
  mountDestinationUpdate(app);
  mountSettingsV2Routes(app);
  mountContractRoutes(app);
  mountClientStateRoutes(app);
  mountProspectRoutes(app);
  mountCreditCardRoutes(app);
  mountClientLogRoutes(app);
  mountDocumentRoutes(app);
  mountEmailRoutes(app);
  mountSendTripDocumentRoutes(app);
  mountRequestBookingRoutes(app);
  mountVendorGeoRoutes(app);
  mountMapServiceRoutes(app);
  mountAssociateItemRoute(app);
  mountExchangeRoutes(app);
  mountTripStateRoutes(app);
  mountTripDayRoutes(app);
  mountTripHistoryRoutes(app);
  mountTripItemRoutes(app);
  mountTripProposalRoutes(app);
  mountNextTripRoutes(app);
  mountTripPdfRoutes(app);
  mountPdfRoutes(app);
  mountTripTemplateRoutes(app);
  mountJobRoutes(app);
  for (const resource of resources) mountResource(app, resource);
  for (const files of allFileResources()) {
    mountFileUpload(app, files, getResource(files.upload.owner.type).collectionIri);
  }
  mountFileRoutes(app);
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
  root.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  root.onError((err, c) => {
    if (err instanceof ApiError) return problemResponse(c, err);
    const mapped = mapDatabaseError(err);
    if (mapped) return problemResponse(c, mapped);
    console.error(err);
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
