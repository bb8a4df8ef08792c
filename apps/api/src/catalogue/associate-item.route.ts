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

// What can be associated with a trip or a client: the places of the seven kinds (found through
// their vendor location's destination) and the activities, transfers and concierge services (found
// through their own destination).
const sources: { type: string; from: SQL; destination: SQL }[] = [
  ...(
    [
      ['Accommodation', s.accommodations],
      ['Spa', s.spas],
      ['Restaurant', s.restaurants],
      ['Winery', s.wineries],
      ['ActivityProvider', s.activityProviders],
      ['TransportationProvider', s.transportationProviders],
      ['Conciergerie', s.conciergeries],
    ] as const
  ).map(([type, table]) => ({
    type,
    // The record's own location, else its vendor's first one (as the map places it).
    from: sql`${table} as k left join ${s.vendorLocations} as kl on kl.id = k.location_id
      left join lateral (select destination_id from ${s.vendorLocations} as vl
        where k.location_id is null and vl.vendor_id = k.vendor_id order by vl.id limit 1) as kv on true`,
    destination: sql`coalesce(kl.destination_id, kv.destination_id)`,
  })),
  ...(
    [
      ['Activity', s.activities, s.activityProviders, 'provider_id'],
      ['Transfer', s.transfers, s.transportationProviders, 'provider_id'],
      ['ConciergerieService', s.conciergerieServices, s.conciergeries, 'conciergerie_id'],
    ] as const
  ).map(([type, table, parent, fk]) => ({
    type,
    from: sql`${table} as k join ${parent} as kp on kp.id = k.${sql.identifier(fk)}`,
    destination: sql`k.destination_id`,
  })),
];

const vendorOf = (type: string) =>
  ['Activity', 'Transfer', 'ConciergerieService'].includes(type) ? sql`kp.vendor_id` : sql`k.vendor_id`;

const idOf = (raw: string) => {
  const last = raw.includes('/') ? raw.slice(raw.lastIndexOf('/') + 1) : raw;
  if (!/^\d{1,10}$/.test(last)) throw badRequest(`Invalid destination: ${raw}`);
  return Number(last);
};

// GET /api/vendors/associate-item.json?destinations=…&keyword=…: catalogue records in the given
// destinations (and the places below them in the tree) whose name matches the keyword.
export const mountAssociateItemRoute = (app: Hono<AppEnv>) => {
  addSchema('AssociateItems', {
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
            vendor: { type: 'string' },
            vendorName: { type: 'string' },
            destination: { type: ['string', 'null'] },
          },
          required: ['@id', '@type', 'id', 'name', 'vendor', 'vendorName', 'destination'],
        },
      },
    },
    required: ['hydra:totalItems', 'hydra:member'],
  });
  app.get(
    '/api/vendors/associate-item',
    describeRoute({
      operationId: 'listAssociateItems',
      summary: 'Catalogue records of some destinations matching a keyword (50 at most)',
      tags: ['Vendors'],
      parameters: [
        {
          name: 'destinations',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'Destination ids or IRIs, comma-separated or repeated',
        },
        { name: 'keyword', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: {
        200: { description: 'Records', content: jsonContent('AssociateItems') },
        ...pick(400, 401, 403),
      },
    }),
    async (c) => {
      requireAccess(c, 'catalogue', 'read');
      const raw = [...(c.req.queries('destinations') ?? []), ...(c.req.queries('destinations[]') ?? [])];
      const destinationIds = raw
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter(Boolean)
        .map(idOf);
      const keyword = (c.req.query('keyword') ?? '').trim().toLowerCase().slice(0, 255);
      const conditions = (source: (typeof sources)[number]): SQL => {
        const parts: SQL[] = [];
        if (keyword)
          parts.push(sql`lower(k.name) like ${`%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
        if (destinationIds.length) parts.push(sql`${source.destination} in (select id from tree)`);
        return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
      };
      const tree = destinationIds.length
        ? sql`with recursive tree(id) as (
            select id from ${s.destinations} where id in (${sql.join(
              destinationIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            union select d.id from ${s.destinations} as d join tree on d.parent_id = tree.id
          ) `
        : sql``;
      const union = sql.join(
        sources.map(
          (
            source,
          ) => sql`(select ${source.type}::text as type, k.id, k.name, ${vendorOf(source.type)} as vendor_id,
            ${source.destination} as destination_id from ${source.from} ${conditions(source)}
            order by k.name, k.id limit 50)`,
        ),
        sql` union all `,
      );
      const { db } = c.get('deps');
      const result = (await db.execute(sql`${tree}select u.*, v.name as vendor_name from (${union}) as u
        join ${s.vendors} as v on v.id = u.vendor_id order by u.name, u.type, u.id limit 50`)) as unknown as {
        rows: {
          type: string;
          id: number;
          name: string;
          vendor_id: number;
          vendor_name: string;
          destination_id: number | null;
        }[];
      };
      const destinations = getResource('Destination');
      const vendors = getResource('Vendor');
      const members = result.rows.map((r) => ({
        '@id': getResource(r.type).iri(r.id),
        '@type': r.type,
        id: r.id,
        name: r.name,
        vendor: vendors.iri(r.vendor_id),
        vendorName: r.vendor_name,
        destination: r.destination_id == null ? null : destinations.iri(r.destination_id),
      }));
      return jsonLd(c, {
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    },
  );
};
