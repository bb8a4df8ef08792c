import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { guard, requireAccess } from '../engine/access.ts';
import { getResource } from '../engine/define-resource.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validQuery } from '../http/validate.ts';
import { answers, hydraCollection, int, jsonBody } from '../openapi/components.ts';
import { findMarkers, findNearbyVendors, markerSources } from './vendor-geo.queries.ts';
import { vendorServices } from './vendors.resource.ts';

// A query number within bounds ("12.5" → 12.5).
const number = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number(`must be a number from ${min} to ${max}.`),
    v.minValue(min, `must be a number from ${min} to ${max}.`),
    v.maxValue(max, `must be a number from ${min} to ${max}.`),
  );

const NearbyQuery = v.object({
  latitude: number(-90, 90),
  longitude: number(-180, 180),
  distance: v.optional(v.pipe(number(0, 2000), v.description('km, 10 by default')), '10'),
  service: v.optional(
    v.picklist(
      vendorServices.map(([name]) => name),
      `must be one of ${vendorServices.map(([name]) => name).join(', ')}.`,
    ),
  ),
  exclude: v.optional(v.pipe(number(1, 2147483647), v.integer(), v.description('A vendor id to leave out'))),
  itemsPerPage: v.optional(v.pipe(number(1, 100), v.integer()), '20'),
});

const Marker = v.object({
  '@id': v.string(),
  id: int(),
  type: v.string(),
  name: v.string(),
  vendor: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});

const NearbyVendors = hydraCollection('NearbyVendors', {
  name: v.string(),
  status: v.string(),
  city: v.nullable(v.string()),
  latitude: v.number(),
  longitude: v.number(),
  distance: v.pipe(v.number(), v.description('Kilometres from the point asked')),
});

export const mountVendorGeoRoutes = (app: Hono<AppEnv>) => {
  const vendors = getResource('Vendor');
  // One list per marker family the kinds declare, and the places several markers share.
  const VendorMap = v.pipe(
    v.object({
      ...Object.fromEntries(markerSources.map((m) => [m.slug, v.array(Marker)])),
      shared_locations: v.pipe(
        v.record(v.string(), v.array(v.string())),
        v.description("Markers sharing one place, keyed 'latitude longitude'"),
      ),
    }),
    v.metadata({ ref: 'VendorMap' }),
  );

  // calls.md 7.11: every marker by type, plus the places several markers share.
  app.get(
    '/api/vendors/map',
    describeRoute({
      operationId: 'getVendorMap',
      summary: 'Map markers of the catalogue by type, and the locations they share',
      tags: [vendors.plural],
      responses: answers(200, 'Markers', jsonBody(VendorMap), [401, 403]),
    }),
    async (c) => {
      requireAccess(c, vendors.access, 'read');
      const { db } = c.get('deps');
      const results = await Promise.all(
        markerSources.map(async (source) => [source, await findMarkers(db, source)] as const),
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
      responses: answers(200, 'Vendors', jsonBody(NearbyVendors), [400, 401, 403]),
    }),
    guard(vendors.access, 'read'),
    validQuery(NearbyQuery),
    async (c) => {
      const q = c.req.valid('query');
      const service = vendorServices.find(([name]) => name === q.service);
      const rows = await findNearbyVendors(c.get('deps').db, {
        latitude: q.latitude,
        longitude: q.longitude,
        distance: q.distance,
        limit: q.itemsPerPage,
        exclude: q.exclude,
        serviceTable: service ? getResource(service[1]).table : undefined,
      });
      const members = rows.map((r) => ({
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
