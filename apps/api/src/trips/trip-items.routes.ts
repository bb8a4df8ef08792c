import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { auditValues, insertAudits } from '../engine/audit.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { respondUpdate } from '../engine/handlers/update.ts';
import { readJsonObject } from '../engine/input.ts';
import { inputSchema } from '../engine/json-schema.ts';
import { mountPossibleTransitions } from '../engine/possible-transitions.route.ts';
import { inTransaction } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { conflict, notFound, unprocessable } from '../http/problem.ts';
import { addSchema, jsonBody, jsonContent, pick, ref } from '../openapi/components.ts';
import { tripChecks } from './trip-checks.queries.ts';
import { itemIdOf, toLocalDateTime, tripItemResources, tripItemsResource } from './trip-items.resource.ts';
import { itemStates } from './trip-items-states.ts';
import { tripIdOfItem, tripTurn } from './trip-turns.queries.ts';

const idParam = (name = 'id') => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const },
});

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

const SwitchKinds = { flight: 'flight', activity: 'activity', transfer: 'transfer' } as const;

// Puts an alternative in the trip in place of its main item: the alternative becomes the main (at
// the main's position), the former main and the other alternatives become its alternatives, in
// one statement in one transaction, every changed row audited.
const switchAlternative = (kind: keyof typeof SwitchKinds) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, 'trips', 'write');
  const id = parseId(c.req.param('id'));
  const resource = tripItemResources[kind];
  const deps = c.get('deps');
  const tripId = await tripIdOfItem(deps.db, id);
  const write = async (ctx: WriteContext) => {
    const {
      rows: [alt],
    } = await ctx.tx.execute<Row>(
      sql`select * from trip_items where id = ${id} and type = ${kind} for update`,
    );
    if (!alt) throw notFound();
    const mainId = alt.alternative_of_id as number | null;
    if (mainId === null) throw conflict('This item is already the one in the trip.');
    const { rows: before } = await ctx.tx.execute<Row>(
      sql`select * from trip_items where id = ${mainId} or alternative_of_id = ${mainId} order by id for update`,
    );
    const main = before.find((r) => Number(r.id) === mainId)!;
    const { rows: after } = await ctx.tx.execute<Row>(sql`
      update trip_items set
        alternative_of_id = case when id = ${id} then null else ${id}::int end,
        position = case when id = ${id} then ${main.position}::int when id = ${mainId} then ${alt.position}::int else position end,
        version = version + 1, updated_at = now(), updated_by = ${user.id}
      where id = ${mainId} or alternative_of_id = ${mainId}
      returning id, alternative_of_id, position`);
    const was = new Map(before.map((r) => [Number(r.id), r]));
    await insertAudits(
      ctx.tx,
      after.map((r) => {
        const b = was.get(Number(r.id))!;
        return auditValues(
          resource,
          'update',
          Number(r.id),
          user.id,
          { alternativeOfId: b.alternative_of_id, position: b.position },
          { alternativeOfId: r.alternative_of_id, position: r.position },
        );
      }),
    );
    const [row] = await ctx.tx.select().from(resource.table).where(sql`id = ${id}`);
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
  const wanted = parsed.output.items.map(itemIdOf);
  const write = async (ctx: WriteContext) => {
    // The trip row first, then its items by id: every writer of the trip's items takes them in
    // that order (trip-days.ts too). Locking them by position made two reorders in two processes
    // lock in different orders and deadlock (409). `no key update` leaves new items' foreign key
    // checks on the trip free.
    const { rows: trip } = await ctx.tx.execute(
      sql`select id from trips where id = ${tripId} for no key update`,
    );
    if (trip.length === 0) throw notFound();
    const { rows: locked } = await ctx.tx.execute<{ id: number; position: number }>(
      sql`select id, position from trip_items where trip_id = ${tripId} order by id for update`,
    );
    const current = locked.toSorted((a, b) => a.position - b.position || a.id - b.id);
    const known = new Set(current.map((r) => Number(r.id)));
    const seen = new Set<number>();
    const violations = wanted.flatMap((id, i) => {
      if (id === undefined || !known.has(id) || seen.has(id)) {
        return [
          {
            propertyPath: `items[${i}]`,
            message:
              id !== undefined && seen.has(id) ? 'This item is listed twice.' : 'Not an item of this trip.',
          },
        ];
      }
      seen.add(id);
      return [];
    });
    if (violations.length) throw unprocessable(violations);
    const order = [
      ...(wanted as number[]),
      ...current.map((r) => Number(r.id)).filter((id) => !seen.has(id)),
    ];
    const before = new Map(current.map((r) => [Number(r.id), Number(r.position)]));
    const { rows: changed } = await ctx.tx.execute<{ id: number; position: number }>(sql`
      update trip_items i set position = o.pos - 1, version = i.version + 1, updated_at = now(), updated_by = ${user.id}
      from unnest(${`{${order.join(',')}}`}::int[]) with ordinality as o(id, pos)
      where i.id = o.id and i.trip_id = ${tripId} and i.position <> o.pos - 1
      returning i.id, i.position`);
    await insertAudits(
      ctx.tx,
      changed.map((r) =>
        auditValues(
          tripItemsResource,
          'update',
          Number(r.id),
          user.id,
          { position: before.get(Number(r.id)) },
          { position: Number(r.position) },
        ),
      ),
    );
    return order;
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
  // The DMC rule's answer (see dmcPendingRule): the saved row is gone, 204.
  app.use('/api/trip_accommodations/*', dmcAnswer);
  app.use('/api/trip_accommodations', dmcAnswer);
  app.use('/next/trip-accommodations/*', dmcAnswer);
  app.use('/next/trip-accommodations', dmcAnswer);
  // The shared collection's patch body (the engine adds it only with its own PATCH route).
  addSchema('TripItemPatch', inputSchema(tripItemsResource, 'patch'));
  app.patch(
    '/api/trip_items/:id{[0-9]+}',
    describeRoute({
      operationId: 'updateTripItem',
      summary: 'Update a trip item (merge patch), also the calendar drag body {start, end, strTime}',
      tags: [tripItemsResource.plural],
      parameters: [idParam()],
      requestBody: {
        required: true,
        content: {
          'application/merge-patch+json': {
            schema: {
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
            },
          },
        },
      },
      responses: {
        200: { description: 'Updated', content: jsonContent('TripItem') },
        // 409: the item would overlap another item the itinerary calendar shows (calendar-overlap.ts).
        ...pick(400, 401, 403, 404, 409, 412, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      let body = await readJsonObject(c);
      if ('start' in body || 'end' in body || 'strTime' in body) {
        const [existing] = (
          await c
            .get('deps')
            .db.execute<Row>(
              sql`select to_char(start_date, 'YYYY-MM-DD HH24:MI:SS') as "startDate", to_char(end_date, 'YYYY-MM-DD HH24:MI:SS') as "endDate" from trip_items where id = ${id}`,
            )
        ).rows;
        if (!existing) throw notFound();
        body = dragBody(body, existing);
      }
      return respondUpdate(c, user, tripItemsResource, id, body);
    },
  );
  mountPossibleTransitions(app, {
    segment: 'trip_item',
    operationId: 'getTripItemPossibleTransitions',
    resource: tripItemsResource,
    machine: itemStates,
  });
  for (const kind of Object.keys(SwitchKinds) as (keyof typeof SwitchKinds)[]) {
    const resource = tripItemResources[kind];
    app.get(
      `/api/switch-${kind}-alternative/:id{[0-9]+}`,
      describeRoute({
        operationId: `switch${resource.type}Alternative`,
        summary: `Put this alternative ${kind} in the trip in place of its main one`,
        tags: [resource.plural],
        parameters: [idParam()],
        responses: {
          200: { description: 'The item now in the trip', content: jsonContent(resource.type) },
          ...pick(401, 403, 404, 409),
        },
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
      parameters: [idParam('tripId')],
      requestBody: { required: true, content: jsonBody(ItemOrder) },
      responses: {
        200: { description: 'The new positions', content: jsonBody(ItemOrderResult) },
        ...pick(400, 401, 403, 404, 422),
      },
    }),
    reorderItems,
  );
  app.get(
    '/api/trips/:id{[0-9]+}/checks',
    describeRoute({
      operationId: 'getTripChecks',
      summary: "What is wrong with a trip's plan (overlaps, nights, flights and transfers, travel times)",
      tags: ['Trips'],
      parameters: [idParam()],
      responses: {
        200: { description: 'The checks that fail', content: jsonBody(CheckList) },
        ...pick(401, 403, 404),
      },
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

const dmcAnswer = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  if (!['POST', 'PATCH', 'PUT'].includes(c.req.method) || (c.res.status !== 200 && c.res.status !== 201))
    return;
  const body = (await c.res.clone().json()) as Row;
  if (body.dmc === true && body.status === 'pending') {
    c.res = new Response(null, {
      status: 204,
      headers: { 'X-Trip-Item-Deleted': String(body['@id'] ?? '') },
    });
  }
};
