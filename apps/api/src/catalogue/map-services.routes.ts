import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { guard, requireAccess } from '../engine/access.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/problem.ts';
import { validQuery } from '../http/validate.ts';
import { answers, jsonBody } from '../openapi/components.ts';

// "latitude,longitude" → { lat, lng }.
const point = v.pipe(
  v.string(),
  v.regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, 'must be "latitude,longitude".'),
  v.transform((raw) => {
    const [lat, lng] = raw.split(',').map(Number) as [number, number];
    return { lat, lng };
  }),
  v.check(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'must be "latitude,longitude".'),
  v.description('latitude,longitude'),
);

const DirectionsQuery = v.object({ from: point, to: point });

const MapConfig = v.pipe(
  v.object({
    renderer: v.picklist(['mapbox', 'maplibre']),
    mapboxToken: v.nullable(v.string()),
    styleUrl: v.pipe(v.nullable(v.string()), v.description('null: the built-in offline style')),
    directions: v.boolean(),
  }),
  v.metadata({ ref: 'MapConfig' }),
);

const DriveTime = v.pipe(
  v.object({
    duration: v.pipe(v.number(), v.description('seconds')),
    distance: v.pipe(v.number(), v.description('metres')),
    geometry: v.pipe(
      v.record(v.string(), v.unknown()),
      v.description('GeoJSON LineString of the simplified route'),
    ),
  }),
  v.metadata({ ref: 'DriveTime' }),
);

const unavailable = () =>
  new ApiError(503, 'Drive time is unavailable: no directions service is configured.');

// The map's external services, configured on the server (product.md §2.10, calls.md 7.11): which
// renderer and style to use, and the drive time between two markers through a directions service
// speaking the OSRM / Mapbox Directions format. Nothing is fetched when none is configured.
export const mountMapServiceRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/vendors/map-config',
    describeRoute({
      operationId: 'getMapConfig',
      summary: 'Renderer, style and directions availability for the vendor map',
      tags: ['Vendors'],
      responses: answers(200, 'Map settings', jsonBody(MapConfig), [401, 403]),
    }),
    (c) => {
      requireAccess(c, 'catalogue', 'read');
      const { map } = c.get('deps').config;
      return jsonLd(c, {
        renderer: map.mapboxToken ? ('mapbox' as const) : ('maplibre' as const),
        mapboxToken: map.mapboxToken ?? null,
        styleUrl: map.styleUrl ?? null,
        directions: Boolean(map.directionsUrl),
      });
    },
  );

  app.get(
    '/api/vendors/directions',
    describeRoute({
      operationId: 'getDriveTime',
      summary: 'Drive time between two points (alternatives false, GeoJSON, simplified overview, no steps)',
      tags: ['Vendors'],
      responses: answers(200, 'The route', jsonBody(DriveTime), [400, 401, 403, 502, 503]),
    }),
    guard('catalogue', 'read'),
    validQuery(DirectionsQuery),
    async (c) => {
      const { from, to } = c.req.valid('query');
      const { directionsUrl, directionsToken } = c.get('deps').config.map;
      if (!directionsUrl) throw unavailable();
      const url = new URL(`${directionsUrl.replace(/\/$/, '')}/${from.lng},${from.lat};${to.lng},${to.lat}`);
      url.searchParams.set('alternatives', 'false');
      url.searchParams.set('geometries', 'geojson');
      url.searchParams.set('overview', 'simplified');
      url.searchParams.set('steps', 'false');
      if (directionsToken && url.hostname.endsWith('mapbox.com'))
        url.searchParams.set('access_token', directionsToken);
      let body: { routes?: { duration: number; distance: number; geometry: unknown }[] };
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(String(res.status));
        body = (await res.json()) as typeof body;
      } catch {
        throw new ApiError(502, 'The directions service did not answer. Please try again.');
      }
      const route = body.routes?.[0];
      if (!route) throw new ApiError(502, 'The directions service found no route between these places.');
      return jsonLd(c, { duration: route.duration, distance: route.distance, geometry: route.geometry });
    },
  );
};
