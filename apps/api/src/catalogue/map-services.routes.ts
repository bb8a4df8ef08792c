import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../engine/access.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, badRequest } from '../http/problem.ts';
import { addSchema, jsonContent, pick } from '../openapi/components.ts';

const point = (raw: string | undefined, name: string) => {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw ?? '');
  const lat = Number(m?.[1]);
  const lng = Number(m?.[2]);
  if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw badRequest(`${name} must be "latitude,longitude".`);
  }
  return { lat, lng };
};

const unavailable = () =>
  new ApiError(503, 'Drive time is unavailable: no directions service is configured.');

// The map's external services, configured on the server (product.md §2.10, calls.md 7.11): which
// renderer and style to use, and the drive time between two markers through a directions service
// speaking the OSRM / Mapbox Directions format. Nothing is fetched when none is configured.
export const mountMapServiceRoutes = (app: Hono<AppEnv>) => {
  addSchema('MapConfig', {
    type: 'object',
    properties: {
      renderer: { type: 'string', enum: ['mapbox', 'maplibre'] },
      mapboxToken: { type: ['string', 'null'] },
      styleUrl: { type: ['string', 'null'], description: 'null: the built-in offline style' },
      directions: { type: 'boolean' },
    },
    required: ['renderer', 'mapboxToken', 'styleUrl', 'directions'],
  });
  addSchema('DriveTime', {
    type: 'object',
    properties: {
      duration: { type: 'number', description: 'seconds' },
      distance: { type: 'number', description: 'metres' },
      geometry: { type: 'object', description: 'GeoJSON LineString of the simplified route' },
    },
    required: ['duration', 'distance', 'geometry'],
  });

  app.get(
    '/api/vendors/map-config',
    describeRoute({
      operationId: 'getMapConfig',
      summary: 'Renderer, style and directions availability for the vendor map',
      tags: ['Vendors'],
      responses: {
        200: { description: 'Map settings', content: jsonContent('MapConfig') },
        ...pick(401, 403),
      },
    }),
    (c) => {
      requireAccess(c, 'catalogue', 'read');
      const { map } = c.get('deps').config;
      return jsonLd(c, {
        renderer: map.mapboxToken ? 'mapbox' : 'maplibre',
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
      parameters: [
        {
          name: 'from',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'latitude,longitude',
        },
        {
          name: 'to',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'latitude,longitude',
        },
      ],
      responses: {
        200: { description: 'The route', content: jsonContent('DriveTime') },
        ...pick(400, 401, 403, 502, 503),
      },
    }),
    async (c) => {
      requireAccess(c, 'catalogue', 'read');
      const from = point(c.req.query('from'), 'from');
      const to = point(c.req.query('to'), 'to');
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
