import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { tripDays, trips } from '../db/schema/index.ts';
import { guard, requireAccess } from '../engine/access.ts';
import { parseIfMatch } from '../engine/etag.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { inTransaction, updateRecord } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { validQuery } from '../http/validate.ts';
import { addSchema, answers, jsonContent, pathId, schemaOf } from '../openapi/components.ts';
import { tripDaysResource } from './trip-days.resource.ts';

const TripDayContent = v.object({
  '@id': v.string(),
  '@type': v.string(),
  trip: v.string(),
  'hydra:totalItems': v.number(),
  'hydra:member': v.array(
    v.object({
      '@id': v.string(),
      id: v.number(),
      dayNumber: v.number(),
      date: v.string(),
      title: v.nullable(v.string()),
      description: v.nullable(v.string()),
    }),
  ),
});

const ContentQuery = v.object({
  'trip.id': v.pipe(v.string(), v.regex(/^(\/api\/trips\/)?\d{1,9}$/, 'Expected a trip id.')),
});

// GET /api/trip_days/content?trip.id=: the day texts of a trip in day order (the content tab and
// the documents read them), without the bookkeeping fields. DELETE /api/trip_days/{id} clears a
// day's texts: the day itself belongs to the trip's dates (change those to shorten the trip).
export const mountTripDayRoutes = (app: Hono<AppEnv>) => {
  addSchema('TripDayContent', schemaOf(TripDayContent));
  app.get(
    '/api/trip_days/content',
    describeRoute({
      operationId: 'getTripDayContent',
      summary: 'The day texts of a trip, in day order',
      tags: ['TripDays'],
      responses: answers(
        200,
        'The days with their texts',
        jsonContent('TripDayContent'),
        [400, 401, 403, 404],
      ),
    }),
    guard('trips', 'read'),
    validQuery(ContentQuery),
    async (c) => {
      const raw = c.req.valid('query')['trip.id'];
      const tripId = Number(raw.slice(raw.lastIndexOf('/') + 1));
      const { db } = c.get('deps');
      const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).limit(1);
      if (!trip) throw notFound();
      const rows = await db
        .select({
          id: tripDays.id,
          dayNumber: tripDays.dayNumber,
          date: tripDays.date,
          title: tripDays.title,
          description: tripDays.description,
        })
        .from(tripDays)
        .where(eq(tripDays.tripId, tripId))
        .orderBy(asc(tripDays.dayNumber));
      return jsonLd(c, {
        '@id': `/api/trip_days/content?trip.id=${tripId}`,
        '@type': 'TripDayContent',
        trip: `/api/trips/${tripId}`,
        'hydra:totalItems': rows.length,
        'hydra:member': rows.map((r) => ({ '@id': tripDaysResource.iri(r.id), ...r })),
      });
    },
  );
  app.delete(
    '/api/trip_days/:id{[0-9]+}',
    describeRoute({
      operationId: 'deleteTripDay',
      summary: "Clear a day's title and description (the day stays: it is one of the trip's dates)",
      tags: ['TripDays'],
      parameters: [pathId()],
      responses: answers(204, 'Cleared', null, [401, 403, 404, 412]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const expectedVersion = parseIfMatch(c.req.header('if-match'));
      await inTransaction(c.get('deps'), user, (ctx) =>
        updateRecord(ctx, tripDaysResource, id, { title: null, description: null }, { expectedVersion }),
      );
      return c.body(null, 204);
    },
  );
};
