import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { tripItems } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { createHandler } from '../engine/handlers/create.ts';
import { getHandler } from '../engine/handlers/get.ts';
import { findRow, itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { respondUpdate, updateHandler } from '../engine/handlers/update.ts';
import { readJsonObject } from '../engine/input.ts';
import { loadRelations, toItem } from '../engine/serialize.ts';
import { rawStatement, rowsStatement } from '../engine/statements.ts';
import type { Row, Tx } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { answers, jsonContent, pathId, pick, ref, requestBody } from '../openapi/components.ts';
import {
  embedItemSummaries,
  itemSummarySql,
  type SummaryRow,
  tripAccommodationsResource,
  tripItemsResource,
} from './trip-items.resource.ts';
import { tripsResource } from './trips.resource.ts';

const byTrip = sql.placeholder('tripId');

// The items of a trip in position order, each as its type with its catalogue summary: two
// compiled statements sent together (the workspace reads them after every change).
export const tripItemMembers = async (tx: Tx, tripId: number, accommodationsOnly = false) => {
  const which = accommodationsOnly ? 'accommodations' : 'all';
  const items = rowsStatement(tx, `tripItems\u0000${which}`, tripItems, (q) =>
    q
      .where(
        accommodationsOnly
          ? and(eq(tripItems.tripId, byTrip), eq(tripItems.type, 'accommodation'))
          : eq(tripItems.tripId, byTrip),
      )
      .orderBy(asc(tripItems.position), asc(tripItems.id)),
  );
  const summaries = rawStatement<SummaryRow>(tx, `tripItemSummaries\u0000${which}`, () =>
    itemSummarySql(
      accommodationsOnly
        ? sql`i.trip_id = ${byTrip} and i.type = 'accommodation'`
        : sql`i.trip_id = ${byTrip}`,
    ),
  );
  const [rows, summaryRows] = await Promise.all([items.execute({ tripId }), summaries.execute({ tripId })]);
  const loaded = await loadRelations(tx, tripItemsResource, rows);
  const members = rows.map((row) => toItem(tripItemsResource, row, loaded));
  await embedItemSummaries(tx, members, summaryRows.rows);
  return members;
};

// Days, and the DMCs and travellers with the names the workspace shows, one query each (the trip's
// own embedded `DMCs` and `guests` carry the vendor and guest as IRIs only).
const tripPartStatements = {
  days: sql`
      select '/api/trip_days/' || id as "@id", id, day_number as "dayNumber", date::text as date, title, description
      from trip_days where trip_id = ${byTrip} order by date`,
  dmcs: sql`
      select '/api/trip_d_m_cs/' || d.id as "@id", d.id, d.notes,
        json_build_object('@id', '/api/vendors/' || v.id, 'name', v.name) as vendor
      from trip_dmcs d join vendors v on v.id = d.vendor_id where d.trip_id = ${byTrip} order by v.name, d.id`,
  travellers: sql`
      select '/api/trip_guests/' || g.id as "@id", g.id, g.notes,
        json_build_object('@id', '/api/client_guests/' || cg.id, 'name', cg.name, 'relation', cg.relation,
          'birthday', cg.birthday) as "clientGuest"
      from trip_guests g join client_guests cg on cg.id = g.client_guest_id where g.trip_id = ${byTrip} order by cg.name, g.id`,
};
const tripParts = async (tx: Tx, tripId: number) => {
  const read = (name: keyof typeof tripPartStatements) =>
    rawStatement<Row>(tx, `tripPart\u0000${name}`, () => tripPartStatements[name])
      .execute({ tripId })
      .then((result) => result.rows);
  const [days, dmcs, travellers] = await Promise.all([read('days'), read('dmcs'), read('travellers')]);
  return { days, dmcs, travellers };
};

const nextTripSchema = {
  allOf: [
    ref('Trip'),
    {
      type: 'object' as const,
      properties: {
        days: { type: 'array' as const, items: { type: 'object' as const } },
        items: { type: 'array' as const, items: ref('TripItem') },
        dmcs: { type: 'array' as const, items: { type: 'object' as const } },
        travellers: { type: 'array' as const, items: { type: 'object' as const } },
      },
    },
  ],
};

// calls.md 7.6, second API: the trip screen in one answer, its items, the trip accommodations.
export const mountNextTripRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/next/trips/:id{[0-9]+}',
    describeRoute({
      operationId: 'getNextTrip',
      summary: 'A trip with its days, items, DMCs, guests and totals in one answer',
      tags: ['Trips'],
      parameters: [pathId()],
      responses: {
        200: { description: 'The trip', content: { 'application/ld+json': { schema: nextTripSchema } } },
        ...pick(401, 403, 404),
      },
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const id = parseId(c.req.param('id'));
      const { db } = c.get('deps');
      // The items and parts need only the id: they are read beside the record, not after it (one
      // round trip less on the workspace's first read; a missing trip reads two empty lists).
      const [trip, items, parts] = await Promise.all([
        findRow(db, tripsResource, id).then((row) => {
          if (!row) throw notFound();
          return itemBody(db, tripsResource, row);
        }),
        tripItemMembers(db, id),
        tripParts(db, id),
      ]);
      return jsonLd(c, { ...trip, ...parts, items });
    },
  );
  app.patch(
    '/next/trips/:id{[0-9]+}',
    describeRoute({
      operationId: 'updateNextTrip',
      summary: 'Update a trip (as PATCH /api/trips/{id})',
      tags: ['Trips'],
      parameters: [pathId()],
      requestBody: requestBody('application/merge-patch+json', ref('TripPatch')),
      responses: answers(200, 'Updated', jsonContent('Trip'), [400, 401, 403, 404, 412, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      return respondUpdate(c, user, tripsResource, id, await readJsonObject(c));
    },
  );
  app.get(
    '/next/trips/:tripId{[0-9]+}/trip-items',
    describeRoute({
      operationId: 'listNextTripItems',
      summary: "A trip's items in position order, every type",
      tags: [tripItemsResource.plural],
      parameters: [pathId('tripId')],
      responses: answers(200, 'The items', jsonContent('TripItemCollection'), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const tripId = parseId(c.req.param('tripId'));
      const { db } = c.get('deps');
      if (!(await findRow(db, tripsResource, tripId))) throw notFound();
      const members = await tripItemMembers(db, tripId);
      return jsonLd(c, {
        '@context': '/api/contexts/TripItem',
        '@id': `/next/trips/${tripId}/trip-items`,
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    },
  );
  // proposal-id: proposals are not built yet; the trip's accommodations are its proposal's, so the
  // parameter is read as a trip id (trip-id is accepted too).
  app.get(
    '/next/trip-accommodations',
    describeRoute({
      operationId: 'listNextTripAccommodations',
      summary: "A trip's accommodations (proposal-id: the trip until proposals exist)",
      tags: [tripAccommodationsResource.plural],
      parameters: ['proposal-id', 'trip-id'].map((name) => ({
        name,
        in: 'query' as const,
        required: false,
        schema: { type: 'integer' as const },
      })),
      responses: answers(
        200,
        'The accommodations',
        jsonContent('TripAccommodationCollection'),
        [400, 401, 403],
      ),
    }),
    async (c: Context<AppEnv>) => {
      requireAccess(c, 'trips', 'read');
      const raw = c.req.query('proposal-id') ?? c.req.query('trip-id');
      const tripId = raw === undefined ? undefined : Number(raw);
      const { db } = c.get('deps');
      const members =
        tripId !== undefined && Number.isInteger(tripId) && tripId > 0 && tripId <= 2147483647
          ? await tripItemMembers(db, tripId, true)
          : [];
      return jsonLd(c, {
        '@context': '/api/contexts/TripAccommodation',
        '@id': '/next/trip-accommodations',
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    },
  );
  const docs = (op: string, summary: string, extra: Record<string, unknown> = {}) =>
    describeRoute({ operationId: op, summary, tags: [tripAccommodationsResource.plural], ...extra });
  app.get(
    '/next/trip-accommodations/:id{[0-9]+}',
    docs('getNextTripAccommodation', 'Get a trip accommodation', {
      parameters: [pathId()],
      responses: answers(200, 'The item', jsonContent('TripAccommodation'), [401, 403, 404]),
    }),
    getHandler(tripAccommodationsResource),
  );
  app.post(
    '/next/trip-accommodations',
    docs('createNextTripAccommodation', 'Create a trip accommodation', {
      requestBody: { required: true, content: jsonContent('TripAccommodationInput') },
      responses: {
        201: { description: 'Created', content: jsonContent('TripAccommodation') },
        204: { description: 'Saved pending with a DMC: deleted (product.md §4.5)' },
        ...pick(400, 401, 403, 422),
      },
    }),
    createHandler(tripAccommodationsResource),
  );
  app.patch(
    '/next/trip-accommodations/:id{[0-9]+}',
    docs('updateNextTripAccommodation', 'Update a trip accommodation (merge patch)', {
      parameters: [pathId()],
      requestBody: requestBody('application/merge-patch+json', ref('TripAccommodationPatch')),
      responses: {
        200: { description: 'Updated', content: jsonContent('TripAccommodation') },
        204: { description: 'Saved pending with a DMC: deleted (product.md §4.5)' },
        ...pick(400, 401, 403, 404, 412, 422),
      },
    }),
    updateHandler(tripAccommodationsResource, 'patch'),
  );
};
