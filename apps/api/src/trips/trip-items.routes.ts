import { eq, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { tripItems } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { respondUpdate } from '../engine/handlers/update.ts';
import { readJsonObject } from '../engine/input.ts';
import { inputSchema } from '../engine/json-schema.ts';
import { mountPossibleTransitions } from '../engine/possible-transitions.route.ts';
import { reorderRecords, updateWhere } from '../engine/record-sets.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { conflict, notFound, unprocessable } from '../http/problem.ts';
import {
  addSchema,
  answers,
  jsonBody,
  jsonContent,
  pathId,
  pick,
  ref,
  requestBody,
} from '../openapi/components.ts';
import { itemTypes } from './item-types/define-item-type.ts';
import { tripChecks } from './trip-checks.queries.ts';
import { itemIdOf, toLocalDateTime, tripItemResources, tripItemsResource } from './trip-items.resource.ts';
import { itemStates } from './trip-items-states.ts';
import { tripIdOfItem, tripTurn } from './trip-turns.queries.ts';

// The calendar's drag (calls.md 7.6): {start, end, strTime} where strTime is the start's time of
// day as the calendar shows it ("2:30 PM"). start and end are dates or date-times; the start takes
// strTime's time when given; an end without a time keeps the item's duration.
const parseStrTime = (s: unknown) => {
  if (s === undefined) return undefined;
  if (typeof s !== 'string') return null;
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(s);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return null;
  if (m[3]!.toUpperCase() === 'PM' && h !== 12) h += 12;
  if (m[3]!.toUpperCase() === 'AM' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}:00`;
};

const dragBody = (body: Row, existing: Row): Row => {
  const { start, end, strTime, ...rest } = body;
  const violations: { propertyPath: string; message: string }[] = [];
  const time = parseStrTime(strTime);
  if (time === null)
    violations.push({ propertyPath: 'strTime', message: 'Expected a time as h:mm A (2:30 PM).' });
  const startText = typeof start === 'string' ? toLocalDateTime(start) : undefined;
  if (start !== undefined && !startText)
    violations.push({ propertyPath: 'start', message: 'This value is not a valid date-time.' });
  const endText = typeof end === 'string' ? toLocalDateTime(end) : undefined;
  if (end !== undefined && end !== null && !endText)
    violations.push({ propertyPath: 'end', message: 'This value is not a valid date-time.' });
  if (violations.length) throw unprocessable(violations);
  const out: Row = { ...rest };
  if (startText) out.startDate = time ? `${startText.slice(0, 10)} ${time}` : startText;
  if (endText) {
    const hasTime = typeof end === 'string' && /[T ]\d{2}:\d{2}/.test(end);
    if (hasTime || !existing.startDate || !existing.endDate || !out.startDate) out.endDate = endText;
    else {
      const duration =
        Date.parse(`${String(existing.endDate).replace(' ', 'T')}Z`) -
        Date.parse(`${String(existing.startDate).replace(' ', 'T')}Z`);
      const at = new Date(Date.parse(`${String(out.startDate).replace(' ', 'T')}Z`) + duration).toISOString();
      out.endDate = `${at.slice(0, 10)} ${at.slice(11, 19)}`;
    }
  }
  return out;
};

// A stored wall-clock time as 'YYYY-MM-DD HH:MM:SS' (no fraction), or null.
const localText = (value: unknown) => (value ? String(value).replace('T', ' ').slice(0, 19) : null);

// Puts an alternative in the trip in place of its main item: the alternative becomes the main (at
// the main's position), the former main and the other alternatives become its alternatives, in
// one set-based update in one transaction, every changed row audited. The item rules
// (beforeWrite) are not asked: they judge one item against the others as they are, and mid-switch
// the others are about to change with it.
const switchAlternative = (kind: string) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, 'trips', 'write');
  const id = parseId(c.req.param('id'));
  const resource = tripItemResources[kind]!;
  const deps = c.get('deps');
  const tripId = await tripIdOfItem(deps.db, id);
  const write = async (ctx: WriteContext) => {
    const alt = await lockRecord(ctx, resource, id);
    const mainId = alt.alternativeOfId;
    if (mainId === null) throw conflict('This item is already the one in the trip.');
    const group = or(eq(tripItems.id, mainId), eq(tripItems.alternativeOfId, mainId))!;
    const main = await lockRecord(ctx, tripItemsResource, mainId);
    const rows = await updateWhere(
      ctx,
      tripItemsResource,
      group,
      (row) => ({
        alternativeOfId: row.id === id ? null : id,
        position: row.id === id ? main.position : row.id === mainId ? alt.position : undefined,
      }),
      { beforeWrite: false },
    );
    const row = rows.find((r) => r.id === id) ?? alt;
    return itemBody(ctx.tx, resource, row as Row);
  };
  const turn = tripId === undefined ? undefined : tripTurn(tripId);
  return jsonLd(c, await inTransaction(deps, user, write, { turn }));
};

const ItemOrder = v.object({ items: v.array(v.union([v.string(), v.number()])) });
const ItemOrderResult = v.pipe(
  v.object({
    '@id': v.string(),
    items: v.array(v.object({ '@id': v.string(), position: v.number() })),
  }),
  v.metadata({ ref: 'TripItemOrder' }),
);

// POST /next/trips/update-item-order/{tripId} {items: [ids or IRIs in order]}: positions 0..n-1 in
// the order given, the trip's other items after them in their current order; one UPDATE in one
// transaction; an unknown, repeated or foreign item is a 422 and nothing changes.
export const reorderItems = async (c: Context<AppEnv>) => {
  const user = requireAccess(c, 'trips', 'write');
  const tripId = parseId(c.req.param('tripId'));
  const body = await readJsonObject(c);
  const parsed = v.safeParse(ItemOrder, body);
  if (!parsed.success)
    throw unprocessable([{ propertyPath: 'items', message: 'Expected a list of item ids or IRIs.' }]);
  const write = async (ctx: WriteContext) => {
    // The trip row first, then its items by id (one statement): every writer of the trip's items
    // takes them in that order (trip-days.ts too). Locking them by position made two reorders in
    // two processes lock in different orders and deadlock (409). `no key update` leaves new items'
    // foreign key checks on the trip free. No trip: 404.
    return reorderRecords(ctx, tripItemsResource, {
      owner: sql`select id from trips where id = ${tripId} for no key update`,
      within: eq(tripItems.tripId, tripId),
      wanted: parsed.output.items.map(itemIdOf),
      property: 'items',
      foreign: 'Not an item of this trip.',
      twice: 'This item is listed twice.',
    });
  };
  // The trip's writes take turns in this process (db/write-turns.ts): 20 reorders at once wait
  // here, not on the trip's locks with a pooled connection each.
  const result = await inTransaction(c.get('deps'), user, write, { turn: tripTurn(tripId) });
  return jsonLd(c, {
    '@id': `/api/trips/${tripId}`,
    items: result.map((id, position) => ({ '@id': tripItemsResource.iri(id), position })),
  });
};

const CheckList = v.pipe(
  v.object({
    '@id': v.string(),
    checks: v.array(
      v.object({
        kind: v.string(),
        message: v.string(),
        date: v.optional(v.string()),
        items: v.array(v.string()),
      }),
    ),
  }),
  v.metadata({ ref: 'TripChecks' }),
);

export const mountTripItemRoutes = (app: Hono<AppEnv>) => {
  // The shared collection's patch body (the engine adds it only with its own PATCH route).
  addSchema('TripItemPatch', inputSchema(tripItemsResource, 'patch'));
  app.patch(
    '/api/trip_items/:id{[0-9]+}',
    describeRoute({
      operationId: 'updateTripItem',
      summary: 'Update a trip item (merge patch), also the calendar drag body {start, end, strTime}',
      tags: [tripItemsResource.plural],
      parameters: [pathId()],
      requestBody: requestBody('application/merge-patch+json', {
        allOf: [
          ref('TripItemPatch'),
          {
            type: 'object',
            properties: {
              start: {
                type: 'string',
                description: 'Calendar drag: the new start (date or date-time).',
              },
              end: { type: 'string', description: 'Calendar drag: the new end.' },
              strTime: { type: 'string', description: 'Calendar drag: the start time as h:mm A.' },
            },
          },
        ],
      }),
      responses: {
        200: { description: 'Updated', content: jsonContent('TripItem') },
        204: { description: 'Saved pending with a DMC: deleted (product.md §4.5)' },
        // 409: the item would overlap another item the itinerary calendar shows (calendar-overlap.ts).
        ...pick(400, 401, 403, 404, 409, 412, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const isDrag = 'start' in body || 'end' in body || 'strTime' in body;
      // The drag's end keeps the item's duration: computed from the row as locked by the write.
      const dragOf = (existing: Row) =>
        dragBody(body, { startDate: localText(existing.startDate), endDate: localText(existing.endDate) });
      return respondUpdate(c, user, tripItemsResource, id, body, 'patch', isDrag ? dragOf : undefined);
    },
  );
  mountPossibleTransitions(app, {
    segment: 'trip_item',
    operationId: 'getTripItemPossibleTransitions',
    resource: tripItemsResource,
    machine: itemStates,
  });
  for (const kind of itemTypes()
    .filter((t) => t.switchRoute)
    .map((t) => t.value)) {
    const resource = tripItemResources[kind]!;
    app.get(
      `/api/switch-${kind}-alternative/:id{[0-9]+}`,
      describeRoute({
        operationId: `switch${resource.type}Alternative`,
        summary: `Put this alternative ${kind} in the trip in place of its main one`,
        tags: [resource.plural],
        parameters: [pathId()],
        responses: answers(200, 'The item now in the trip', jsonContent(resource.type), [401, 403, 404, 409]),
      }),
      switchAlternative(kind),
    );
  }
  app.post(
    '/next/trips/update-item-order/:tripId{[0-9]+}',
    describeRoute({
      operationId: 'updateTripItemOrder',
      summary: "Rewrite the order of a trip's items",
      tags: [tripItemsResource.plural],
      parameters: [pathId('tripId')],
      requestBody: { required: true, content: jsonBody(ItemOrder) },
      responses: answers(200, 'The new positions', jsonBody(ItemOrderResult), [400, 401, 403, 404, 422]),
    }),
    reorderItems,
  );
  app.get(
    '/api/trips/:id{[0-9]+}/checks',
    describeRoute({
      operationId: 'getTripChecks',
      summary: "What is wrong with a trip's plan (overlaps, nights, flights and transfers, travel times)",
      tags: ['Trips'],
      parameters: [pathId()],
      responses: answers(200, 'The checks that fail', jsonBody(CheckList), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const id = parseId(c.req.param('id'));
      const checks = await tripChecks(c.get('deps').db, id, (item) => tripItemsResource.iri(item));
      if (!checks) throw notFound();
      return jsonLd(c, { '@id': `/api/trips/${id}/checks`, checks });
    },
  );
};
