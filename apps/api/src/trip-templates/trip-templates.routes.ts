import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { itemBody, jsonLd } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { inTransaction } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { addSchema, answers, jsonContent, ref, schemaOf } from '../openapi/components.ts';
import { tripTurn } from '../trips/trip-turns.queries.ts';
import { tripsResource } from '../trips/trips.resource.ts';
import {
  cloneTrip,
  createTemplateFromTrip,
  idOf,
  importTemplate,
  planClone,
  planImport,
} from './template-copy.ts';
import { tripTemplatesResource } from './trip-templates.resource.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => isoDay.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const required = (path: string): Violation => ({
  propertyPath: path,
  message: 'This value should not be blank.',
});

// Reads {trip, tripTemplate, startDay, extend?} from a body or a query string; 422 per field.
const importInput = (raw: Record<string, unknown>) => {
  const violations: Violation[] = [];
  const tripId = idOf(raw.trip, '/api/trips');
  if (raw.trip === undefined || raw.trip === null || raw.trip === '') violations.push(required('trip'));
  else if (tripId === undefined)
    violations.push({ propertyPath: 'trip', message: 'Expected a trip IRI or id.' });
  const templateId = idOf(raw.tripTemplate, '/api/trip_templates');
  if (raw.tripTemplate === undefined || raw.tripTemplate === null || raw.tripTemplate === '')
    violations.push(required('tripTemplate'));
  else if (templateId === undefined)
    violations.push({ propertyPath: 'tripTemplate', message: 'Expected a trip template IRI or id.' });
  const startDay =
    typeof raw.startDay === 'string' && /^\d{1,4}$/.test(raw.startDay) ? Number(raw.startDay) : raw.startDay;
  if (startDay === undefined || startDay === null || startDay === '') violations.push(required('startDay'));
  else if (typeof startDay !== 'number' || !Number.isInteger(startDay))
    violations.push({ propertyPath: 'startDay', message: 'This value should be of type int.' });
  if (raw.extend !== undefined && typeof raw.extend !== 'boolean')
    violations.push({ propertyPath: 'extend', message: 'This value should be of type bool.' });
  if (violations.length) throw unprocessable(violations);
  return {
    tripId: tripId!,
    templateId: templateId!,
    startDay: startDay as number,
    extend: raw.extend === true,
  };
};

const cloneInput = (raw: Record<string, unknown>) => {
  const violations: Violation[] = [];
  const tripId = idOf(raw.trip_id, '/api/trips');
  if (raw.trip_id === undefined || raw.trip_id === null || raw.trip_id === '')
    violations.push(required('trip_id'));
  else if (tripId === undefined)
    violations.push({ propertyPath: 'trip_id', message: 'Expected a trip id or IRI.' });
  const start = raw.startDate;
  if (
    start !== undefined &&
    start !== null &&
    start !== '' &&
    (typeof start !== 'string' || !validDate(start))
  )
    violations.push({ propertyPath: 'startDate', message: 'This value is not a valid date.' });
  if (violations.length) throw unprocessable(violations);
  return { tripId: tripId!, startDate: typeof start === 'string' && start !== '' ? start : undefined };
};

const CreateTemplateBody = v.object({
  id: v.union([v.number(), v.string()]),
  // The template's name; the trip's title when absent or blank.
  title: v.optional(v.nullable(v.string())),
});
const ImportTemplateBody = v.object({
  trip: v.union([v.string(), v.number()]),
  tripTemplate: v.union([v.string(), v.number()]),
  startDay: v.number(),
  extend: v.optional(v.boolean()),
});
const CloneTripBody = v.object({
  trip_id: v.union([v.number(), v.string()]),
  startDate: v.optional(v.string()),
});

const plannedItem = {
  type: 'object' as const,
  properties: {
    type: { type: 'string' as const },
    title: { type: ['string', 'null'] },
    // The title, else the catalogue record's name (null: neither).
    name: { type: ['string', 'null'] },
    templateItem: { type: 'string' as const },
    alternative: { type: 'boolean' as const },
    day: { type: ['integer', 'null'] },
    startTime: { type: ['string', 'null'] },
    startDate: { type: ['string', 'null'] },
    endDate: { type: ['string', 'null'] },
  },
};
const importPlanSchema = {
  type: 'object' as const,
  properties: {
    trip: { type: 'string' as const },
    tripTemplate: { type: 'string' as const },
    startDay: { type: 'integer' as const },
    startDate: { type: 'string' as const },
    nbDays: { type: 'integer' as const },
    tripDays: { type: 'integer' as const },
    remainingDays: { type: 'integer' as const },
    missingDays: { type: 'integer' as const },
    mustExtend: { type: 'boolean' as const },
    newEndDate: { type: ['string', 'null'] },
    items: { type: 'array' as const, items: plannedItem },
    days: { type: 'array' as const, items: { type: 'object' as const } },
    dmcs: { type: 'array' as const, items: { type: 'object' as const } },
    overlaps: { type: 'array' as const, items: { type: 'object' as const } },
  },
  required: [
    'trip',
    'tripTemplate',
    'startDay',
    'missingDays',
    'mustExtend',
    'items',
    'days',
    'dmcs',
    'overlaps',
  ],
};
const clonedItem = {
  type: 'object' as const,
  properties: {
    '@id': { type: 'string' as const },
    type: { type: 'string' as const },
    title: { type: ['string', 'null'] },
    name: { type: ['string', 'null'] },
    status: { type: 'string' as const },
    startDate: { type: ['string', 'null'] },
    endDate: { type: ['string', 'null'] },
    newStartDate: { type: ['string', 'null'] },
    newEndDate: { type: ['string', 'null'] },
  },
};
const clonePlanSchema = {
  type: 'object' as const,
  properties: {
    trip: { type: 'string' as const },
    reference: { type: 'string' as const },
    startDate: { type: 'string' as const },
    endDate: { type: 'string' as const },
    shiftDays: { type: 'integer' as const },
    status: { type: 'string' as const },
    items: { type: 'array' as const, items: clonedItem },
    dayTexts: { type: 'integer' as const },
    dmcs: { type: 'integer' as const },
    guests: { type: 'integer' as const },
    notCopied: { type: 'object' as const },
  },
  required: ['trip', 'startDate', 'endDate', 'shiftDays', 'items'],
};

const queryParam = (name: string, description: string, type: 'string' | 'integer' = 'string') => ({
  name,
  in: 'query' as const,
  required: true,
  description,
  schema: { type },
});

// calls.md 7.6: create-template, import-template and clone-trip, each one transaction (all or
// nothing), each with a preview that writes nothing.
export const mountTripTemplateRoutes = (app: Hono<AppEnv>) => {
  addSchema('CreateTemplateInput', schemaOf(CreateTemplateBody));
  addSchema('ImportTemplateInput', schemaOf(ImportTemplateBody));
  addSchema('CloneTripInput', schemaOf(CloneTripBody));
  addSchema('ImportTemplatePreview', importPlanSchema);
  addSchema('ImportTemplateResult', {
    allOf: [
      ref('ImportTemplatePreview'),
      {
        type: 'object',
        properties: { extended: { type: 'boolean' }, created: { type: 'array', items: { type: 'string' } } },
        required: ['extended', 'created'],
      },
    ],
  });
  addSchema('CloneTripPreview', clonePlanSchema);

  app.post(
    '/api/trips/create-template',
    describeRoute({
      operationId: 'createTripTemplateFromTrip',
      summary: 'Make a new trip template from a trip (dates become day offsets, client data dropped)',
      tags: ['TripTemplates'],
      requestBody: { required: true, content: jsonContent('CreateTemplateInput') },
      responses: answers(201, 'The new template', jsonContent('TripTemplate'), [400, 401, 403, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const body = await readJsonObject(c);
      const id = idOf(body.id, '/api/trips');
      if (body.id === undefined || body.id === null || body.id === '') throw unprocessable([required('id')]);
      if (id === undefined)
        throw unprocessable([{ propertyPath: 'id', message: 'Expected a trip id or IRI.' }]);
      const title = body.title;
      if (title !== undefined && title !== null && typeof title !== 'string')
        throw unprocessable([{ propertyPath: 'title', message: 'This value should be of type string.' }]);
      if (typeof title === 'string' && title.trim().length > 255)
        throw unprocessable([
          {
            propertyPath: 'title',
            message: 'This value is too long. It should have 255 characters or less.',
          },
        ]);
      const made = await inTransaction(c.get('deps'), user, async (ctx) => {
        const row = await createTemplateFromTrip(ctx, id, { title: title ?? undefined });
        return itemBody(ctx.tx, tripTemplatesResource, row);
      });
      return jsonLd(c, made, 201);
    },
  );

  app.get(
    '/api/trips/import-template/preview',
    describeRoute({
      operationId: 'previewImportTemplate',
      summary: 'What importing a template into a trip would add, extend and overlap (writes nothing)',
      tags: ['TripTemplates'],
      parameters: [
        queryParam('trip', 'The trip (IRI or id)'),
        queryParam('tripTemplate', 'The template (IRI or id)'),
        queryParam('startDay', 'The day of the trip the template starts on (1-based)', 'integer'),
      ],
      responses: answers(200, 'The plan', jsonContent('ImportTemplatePreview'), [400, 401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const input = importInput(c.req.query());
      const { plan } = await planImport(c.get('deps').db, input);
      return jsonLd(c, plan);
    },
  );

  app.post(
    '/api/trips/import-template',
    describeRoute({
      operationId: 'importTripTemplate',
      summary: "Copy a template's items, day texts and DMCs into a trip from a chosen day",
      tags: ['TripTemplates'],
      requestBody: { required: true, content: jsonContent('ImportTemplateInput') },
      responses: answers(
        200,
        'What was added',
        jsonContent('ImportTemplateResult'),
        [400, 401, 403, 409, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const input = importInput(await readJsonObject(c));
      // It adds items to the trip and may move its end: one of the trip's writes (trip-turns.queries.ts).
      const result = await inTransaction(c.get('deps'), user, (ctx) => importTemplate(ctx, input), {
        turn: tripTurn(input.tripId),
      });
      return jsonLd(c, result);
    },
  );

  app.get(
    '/next/clone-trip/preview',
    describeRoute({
      operationId: 'previewCloneTrip',
      summary: 'What cloning a trip would copy and move (writes nothing)',
      tags: ['Trips'],
      parameters: [
        queryParam('trip_id', 'The trip to clone (id or IRI)'),
        {
          ...queryParam('startDate', 'The new start date (YYYY-MM-DD); the same dates when absent'),
          required: false,
        },
      ],
      responses: answers(200, 'The plan', jsonContent('CloneTripPreview'), [400, 401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const input = cloneInput(c.req.query());
      const { plan } = await planClone(c.get('deps').db, input);
      return jsonLd(c, plan);
    },
  );

  app.post(
    '/next/clone-trip',
    describeRoute({
      operationId: 'cloneTrip',
      summary: 'Copy a trip (items, day texts, DMCs, guests) with a new reference, as a draft',
      tags: ['Trips'],
      requestBody: { required: true, content: jsonContent('CloneTripInput') },
      responses: answers(201, 'The new trip', jsonContent('Trip'), [400, 401, 403, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const input = cloneInput(await readJsonObject(c));
      const made = await inTransaction(c.get('deps'), user, async (ctx) => {
        const row = await cloneTrip(ctx, input);
        return itemBody(ctx.tx, tripsResource, row);
      });
      return jsonLd(c, made, 201);
    },
  );
};
