import { type SQL, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as s from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { getResource } from '../engine/define-resource.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest } from '../http/problem.ts';
import { addSchema, jsonContent, pick } from '../openapi/components.ts';
import {
  distanceKm,
  latitudeOf,
  longitudeOf,
  type MarkerSource,
  markerSources,
  placeOf,
} from './vendor-geo.sql.ts';
import { vendorServices } from './vendors.resource.ts';

type Rows<T> = { rows: T[] };

const number = (raw: string | undefined, name: string, min: number, max: number, fallback?: number) => {
  if (raw === undefined || raw === '') {
    if (fallback === undefined) throw badRequest(`${name} is required.`);
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max)
    throw badRequest(`${name} must be a number from ${min} to ${max}.`);
  return n;
};

const markerQuery = (source: MarkerSource) => sql`
  select k.id, k.name, ${sql.identifier(source.owner)}.vendor_id as "vendorId",
    ${latitudeOf}::float8 as latitude, ${longitudeOf}::float8 as longitude
  from ${source.from} ${placeOf(source.owner)}
  where ${latitudeOf} is not null and ${longitudeOf} is not null ${source.where ? sql`and ${source.where}` : sql``}
  order by k.id`;

export const mountVendorGeoRoutes = (app: Hono<AppEnv>) => {
  const vendors = getResource('Vendor');
  const marker = {
    type: 'object',
    properties: {
      '@id': { type: 'string' },
      id: { type: 'integer' },
      type: { type: 'string' },
      name: { type: 'string' },
      vendor: { type: 'string' },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
    },
    required: ['@id', 'id', 'type', 'name', 'vendor', 'latitude', 'longitude'],
  };
  addSchema('VendorMap', {
    type: 'object',
    properties: {
      ...Object.fromEntries(markerSources.map((m) => [m.slug, { type: 'array', items: marker }])),
      shared_locations: {
        type: 'object',
        description: "Markers sharing one place, keyed 'latitude longitude'",
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: [...markerSources.map((m) => m.slug), 'shared_locations'],
  });
  addSchema('NearbyVendors', {
    type: 'object',
    properties: {
      'hydra:totalItems': { type: 'integer' },
      'hydra:member': {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            '@id': { type: 'string' },
            '@type': { type: 'string' },
            id: { type: 'integer' },
            name: { type: 'string' },
            status: { type: 'string' },
            city: { type: ['string', 'null'] },
            latitude: { type: 'number' },
            longitude: { type: 'number' },
            distance: { type: 'number', description: 'Kilometres from the point asked' },
          },
          required: ['@id', '@type', 'id', 'name', 'status', 'city', 'latitude', 'longitude', 'distance'],
        },
      },
    },
    required: ['hydra:totalItems', 'hydra:member'],
  });

  // calls.md 7.11: every marker by type, plus the places several markers share.
  app.get(
    '/api/vendors/map',
    describeRoute({
      operationId: 'getVendorMap',
      summary: 'Map markers of the catalogue by type, and the locations they share',
      tags: [vendors.plural],
      responses: { 200: { description: 'Markers', content: jsonContent('VendorMap') }, ...pick(401, 403) },
    }),
    async (c) => {
      requireAccess(c, vendors.access, 'read');
      const { db } = c.get('deps');
      const results = await Promise.all(
        markerSources.map(
          async (source) =>
            [
              source,
              (
                (await db.execute(markerQuery(source))) as unknown as Rows<{
                  id: number;
                  name: string;
                  vendorId: number;
                  latitude: number;
                  longitude: number;
                }>
              ).rows,
            ] as const,
        ),
      );
      const body: Record<string, unknown> = {};
      const places = new Map<string, string[]>();
      for (const [source, rows] of results) {
        body[source.slug] = rows.map((r) => {
          const iri = `/api/${source.collection}/${r.id}`;
          const key = `${Number(r.latitude)} ${Number(r.longitude)}`;
          places.set(key, [...(places.get(key) ?? []), iri]);
          return {
            '@id': iri,
            id: r.id,
            type: source.slug,
            name: r.name,
            vendor: vendors.iri(r.vendorId),
            latitude: Number(r.latitude),
            longitude: Number(r.longitude),
          };
        });
      }
      body.shared_locations = Object.fromEntries([...places].filter(([, iris]) => iris.length > 1));
      return jsonLd(c, body);
    },
  );

  // calls.md 7.2: vendors around a point, nearest first (each vendor once, by its nearest location).
  app.get(
    '/api/vendors/nearby',
    describeRoute({
      operationId: 'listNearbyVendors',
      summary: 'Vendors within a distance of a point, nearest first',
      tags: [vendors.plural],
      parameters: [
        { name: 'latitude', in: 'query', required: true, schema: { type: 'number' } },
        { name: 'longitude', in: 'query', required: true, schema: { type: 'number' } },
        {
          name: 'distance',
          in: 'query',
          required: false,
          schema: { type: 'number' },
          description: 'km, 10 by default',
        },
        {
          name: 'service',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: vendorServices.map(([name]) => name) },
        },
        {
          name: 'exclude',
          in: 'query',
          required: false,
          schema: { type: 'integer' },
          description: 'A vendor id to leave out',
        },
        { name: 'itemsPerPage', in: 'query', required: false, schema: { type: 'integer' } },
      ],
      responses: {
        200: { description: 'Vendors', content: jsonContent('NearbyVendors') },
        ...pick(400, 401, 403),
      },
    }),
    async (c) => {
      requireAccess(c, vendors.access, 'read');
      const q = (k: string) => c.req.query(k);
      const latitude = number(q('latitude'), 'latitude', -90, 90);
      const longitude = number(q('longitude'), 'longitude', -180, 180);
      const distance = number(q('distance'), 'distance', 0, 2000, 10);
      const limit = number(q('itemsPerPage'), 'itemsPerPage', 1, 100, 20);
      const exclude = q('exclude') ? number(q('exclude'), 'exclude', 1, 2147483647) : undefined;
      const serviceName = q('service');
      const service = vendorServices.find(([name]) => name === serviceName);
      if (serviceName && !service)
        throw badRequest(`service must be one of ${vendorServices.map(([n]) => n).join(', ')}.`);
      // A bounding box first (indexed on latitude), the exact distance after.
      const dLat = distance / 111.045;
      const dLng = distance / (111.045 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
      const conditions: SQL[] = [
        sql`l.latitude between ${latitude - dLat} and ${latitude + dLat}`,
        sql`l.longitude between ${longitude - dLng} and ${longitude + dLng}`,
      ];
      if (exclude) conditions.push(sql`l.vendor_id <> ${exclude}`);
      if (service) {
        const table = getResource(service[1]).table;
        conditions.push(sql`exists (select 1 from ${table} as sv where sv.vendor_id = l.vendor_id)`);
      }
      const dist = distanceKm(sql`l.latitude`, sql`l.longitude`, latitude, longitude);
      const { db } = c.get('deps');
      const result = (await db.execute(sql`
        select v.id, v.name, v.status, n.city, n.latitude, n.longitude, n.distance from (
          select distinct on (l.vendor_id) l.vendor_id, l.city, l.latitude::float8 as latitude,
            l.longitude::float8 as longitude, ${dist} as distance
          from ${s.vendorLocations} as l
          where ${sql.join(conditions, sql` and `)}
          order by l.vendor_id, distance
        ) as n join ${s.vendors} as v on v.id = n.vendor_id
        where n.distance <= ${distance}
        order by n.distance, v.id
        limit ${limit}`)) as unknown as Rows<{
        id: number;
        name: string;
        status: string;
        city: string | null;
        latitude: number;
        longitude: number;
        distance: number;
      }>;
      const members = result.rows.map((r) => ({
        '@id': vendors.iri(r.id),
        '@type': 'Vendor',
        id: r.id,
        name: r.name,
        status: r.status,
        city: r.city,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        distance: Math.round(Number(r.distance) * 100) / 100,
      }));
      return jsonLd(c, {
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    },
  );
};
