import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { guard } from '../engine/access.ts';
import { getResource } from '../engine/define-resource.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validQuery } from '../http/validate.ts';
import { answers, hydraCollection, jsonBody } from '../openapi/components.ts';
import { findAssociableItems } from './associate-item.queries.ts';

// Destination ids or IRIs, comma-separated or repeated (destinations=1,2 or destinations[]=…).
const idList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((r) => r.split(','))),
  v.transform((parts) => parts.map((r) => r.trim()).filter(Boolean)),
  v.transform((parts) => parts.map((r) => r.slice(r.lastIndexOf('/') + 1))),
  v.check((ids) => ids.every((id) => /^\d{1,10}$/.test(id)), 'Invalid destination.'),
  v.transform((ids) => ids.map(Number)),
  v.description('Destination ids or IRIs, comma-separated or repeated'),
);

const AssociateItemQuery = v.object({
  destinations: v.optional(idList),
  'destinations[]': v.optional(idList),
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(255)), ''),
});

const AssociateItems = hydraCollection('AssociateItems', {
  name: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  destination: v.nullable(v.string()),
});

// GET /api/vendors/associate-item.json?destinations=…&keyword=…: catalogue records in the given
// destinations (and the places below them in the tree) whose name matches the keyword.
export const mountAssociateItemRoute = (app: Hono<AppEnv>) => {
  app.get(
    '/api/vendors/associate-item',
    describeRoute({
      operationId: 'listAssociateItems',
      summary: 'Catalogue records of some destinations matching a keyword (50 at most)',
      tags: ['Vendors'],
      responses: answers(200, 'Records', jsonBody(AssociateItems), [400, 401, 403]),
    }),
    guard('catalogue', 'read'),
    validQuery(AssociateItemQuery),
    async (c) => {
      const q = c.req.valid('query');
      const rows = await findAssociableItems(c.get('deps').db, {
        destinationIds: [...(q.destinations ?? []), ...(q['destinations[]'] ?? [])],
        keyword: q.keyword,
      });
      const destinations = getResource('Destination');
      const vendors = getResource('Vendor');
      const members = rows.map((r) => ({
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
