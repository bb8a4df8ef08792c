import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { etagOf, parseIfMatch } from '../engine/etag.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { mountPossibleTransitions } from '../engine/possible-transitions.route.ts';
import { inTransaction, lockRecord, updateRecord } from '../engine/records.ts';
import { tripStatuses } from '../enums/trip-status.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unprocessable } from '../http/problem.ts';
import { addSchema, answers, jsonContent, pathId, schemaOf } from '../openapi/components.ts';
import { guardTripStatus, tripStates } from './trip-states.ts';
import { tripsResource } from './trips.resource.ts';

// confirmUnpaid: move to an "Approved and paid" status although the balance is not zero
// (trip-paid-guard.ts); without it such a move answers 409 with the balance.
const StatusChange = v.object({
  status: v.picklist(tripStatuses),
  confirmUnpaid: v.optional(v.boolean()),
});

// calls.md 7.6: GET /api/trip/possible-transitions/{id} and PATCH /api/trips/{id}/status-change
// {status}: a move the machine does not allow answers 409 naming the allowed ones; the change is
// an ordinary update of the trip (audited with the status before and after).
export const mountTripStateRoutes = (app: Hono<AppEnv>) => {
  mountPossibleTransitions(app, {
    segment: 'trip',
    operationId: 'getTripPossibleTransitions',
    resource: tripsResource,
    machine: tripStates,
  });
  addSchema('TripStatusChange', schemaOf(StatusChange));
  app.patch(
    '/api/trips/:id{[0-9]+}/status-change',
    describeRoute({
      operationId: 'changeTripStatus',
      summary: "Move a trip's status along the trip state machine",
      tags: ['Trips'],
      parameters: [pathId()],
      requestBody: { required: true, content: jsonContent('TripStatusChange') },
      responses: answers(200, 'The trip', jsonContent('Trip'), [400, 401, 403, 404, 409, 412, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const parsed = v.safeParse(StatusChange, body);
      if (!parsed.success) {
        throw unprocessable([
          {
            propertyPath: 'status',
            message: `The value you selected is not a valid choice. Choose one of: ${tripStatuses.join(', ')}.`,
          },
        ]);
      }
      const expectedVersion = parseIfMatch(c.req.header('if-match'));
      const done = await inTransaction(c.get('deps'), user, async (ctx) => {
        const trip = await lockRecord(ctx, tripsResource, id, expectedVersion);
        guardTripStatus(trip.status, parsed.output.status);
        const row = await updateRecord(ctx, tripsResource, id, {
          status: parsed.output.status,
          ...(parsed.output.confirmUnpaid ? { confirmUnpaid: true } : {}),
        });
        return { row, body: await itemBody(ctx.tx, tripsResource, row) };
      });
      c.header('ETag', etagOf(done.row.version));
      return jsonLd(c, done.body);
    },
  );
};
