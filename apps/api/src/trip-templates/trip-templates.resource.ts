import { eq, sql } from 'drizzle-orm';
import {
  trips,
  tripTemplateDays,
  tripTemplateDestinations,
  tripTemplateItems,
  tripTemplates,
} from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { defineVariants } from '../engine/define-variants.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { integer, longText, oneOf, optionalText, requiredText, timeOfDay } from '../engine/fields.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { manyThrough } from '../engine/relations.ts';
import type { Row, Tx } from '../engine/types.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { richText } from '../mail/rich-text.ts';
import { outsideSpan } from '../trips/outside-span.ts';
import { type RemovedDayItems, removedDayItemsChoices } from '../trips/trip-days.ts';
import {
  embedItemSummaries,
  itemVariantTypes,
  itemWritable,
  tripItemsResource,
} from '../trips/trip-items.resource.ts';
import { tripsResource } from '../trips/trips.resource.ts';
import { dayAndTime, referenceDay } from './template-dates.ts';
import { createTemplateDays, syncTemplateDays } from './template-days.ts';

export const maxTemplateDays = 60;

// calls.md 7.7: a reusable itinerary: title, length in days (nbDays, product.md §9), destinations,
// description, image. Its days (1..nbDays) are kept in step with nbDays like a trip's days with
// its dates (template-days.ts); its items and DMCs are below.
export const tripTemplatesResource = defineResource({
  type: 'TripTemplate',
  path: 'trip_templates',
  table: tripTemplates,
  access: 'templates',
  updateVerbs: ['PATCH'],
  writable: {
    title: requiredText(255),
    nbDays: integer({ min: 1, max: maxTemplateDays }),
    description: longText(),
    image: optionalText(1024),
    // Virtual: what to do with the items of days a shorter nbDays removes (template-days.ts).
    removedDayItems: oneOf(removedDayItemsChoices),
  },
  required: ['title', 'nbDays'],
  relations: {
    destinations: manyThrough('Destination', tripTemplateDestinations),
    DMCs: { kind: 'many', target: 'TripTemplateDMC', fk: 'tripTemplateId', embed: true, itemOnly: true },
  },
  filters: {
    'destinations.id': { kind: 'exact', path: 'destinations.id' },
    title: { kind: 'partial', path: 'title' },
    search: { kind: 'search', column: 'title' },
  },
  order: ['title', 'nbDays', 'createdAt', 'id'],
  defaultOrder: { title: 'asc', id: 'asc' },
  hooks: {
    beforeWrite: async (input, ctx) => {
      const { removedDayItems, ...values } = input;
      const { existing } = ctx;
      if (existing && values.nbDays !== undefined && values.nbDays !== null) {
        await syncTemplateDays(
          ctx,
          existing.id,
          existing.nbDays,
          values.nbDays as number,
          removedDayItems as RemovedDayItems | undefined,
        );
      }
      if (values.nbDays === null) {
        throw unprocessable([{ propertyPath: 'nbDays', message: 'This value should not be blank.' }]);
      }
      return values;
    },
    afterWrite: async (row, ctx) => {
      if (!ctx.existing) await createTemplateDays(ctx, row.id, row.nbDays);
    },
    // Trips built from the template keep their items; they just stop pointing at it (a change of
    // each trip, audited; the link is the server's to clear, the trip rules are not asked).
    beforeDelete: async (row, ctx) => {
      await updateWhere(
        ctx,
        tripsResource,
        eq(trips.tripTemplateId, row.id),
        { tripTemplateId: null },
        {
          beforeWrite: false,
        },
      );
    },
  },
});

// calls.md 7.7: the days of a template, one per day 1..nbDays; only the texts are written.
export const tripTemplateDaysResource = defineResource({
  type: 'TripTemplateDay',
  path: 'trip_template_days',
  table: tripTemplateDays,
  access: 'templates',
  updateVerbs: ['PATCH'],
  operations: ['list', 'get', 'update'],
  // The day's text, written by the rich text editor: sanitised HTML.
  writable: { title: optionalText(255), description: richText() },
  relations: { tripTemplate: { kind: 'one', target: 'TripTemplate', fk: 'tripTemplateId', readOnly: true } },
  filters: { 'tripTemplate.id': { kind: 'exact', path: 'tripTemplate.id' } },
  order: ['dayNumber', 'id'],
  defaultOrder: { dayNumber: 'asc', id: 'asc' },
  itemsPerPage: maxTemplateDays,
  maxItemsPerPage: maxTemplateDays,
});

// A template item's day and time (startDay 3, startTime 14:30) on the reference calendar
// (template-dates.ts): written as startDay/startTime/endDay/endTime or as reference date-times
// (startDate '2000-01-03T14:30'), read as both.
const applyDays = (values: Row, existing: Row | undefined) => {
  const { startDay, startTime, endDay, endTime, ...rest } = values;
  for (const [key, day, time] of [
    ['startDate', startDay, startTime],
    ['endDate', endDay, endTime],
  ] as const) {
    if (day === undefined && time === undefined) continue;
    const current = dayAndTime(key in rest ? rest[key] : existing?.[key]);
    const d = day === undefined ? current.day : (day as number | null);
    if (d === null) {
      if (day === null) rest[key] = null;
      else if (time !== undefined && time !== null) {
        throw unprocessable([
          {
            propertyPath: key === 'startDate' ? 'startDay' : 'endDay',
            message: 'Give the day of this time.',
          },
        ]);
      }
      continue;
    }
    const t = time === undefined ? (current.time ?? '00:00') : ((time as string | null) ?? '00:00');
    rest[key] = `${referenceDay(d)} ${t.length === 5 ? `${t}:00` : t}`;
  }
  return rest;
};

// Dates in order and within the template (day 1 at 00:00 to the end of the day after its last),
// an alternative of an item of the same template, a position at the end when none is given.
const checkTemplateItem = async (tx: Tx, values: Row, existing: Row | undefined) => {
  const pick = (key: string) => (key in values ? values[key] : existing?.[key]);
  const templateId = pick('tripTemplateId') as number;
  const norm = (s: unknown) =>
    s === null || s === undefined ? null : String(s).replace('T', ' ').slice(0, 19);
  const start = norm(pick('startDate'));
  const end = norm(pick('endDate'));
  const violations: Violation[] = [];
  if (start && end && end < start) {
    violations.push({ propertyPath: 'endDate', message: 'The end must not be before the start.' });
  }
  const [template] = await tx
    .select({
      nbDays: tripTemplates.nbDays,
      next: sql<number>`coalesce((select max(${tripTemplateItems.position}) + 1 from ${tripTemplateItems} where ${tripTemplateItems.tripTemplateId} = ${tripTemplates.id}), 0)`,
    })
    .from(tripTemplates)
    .where(eq(tripTemplates.id, templateId));
  if (!template) return;
  const first = `${referenceDay(1)} 00:00:00`;
  const last = `${referenceDay(template.nbDays + 1)} 23:59:59`;
  violations.push(
    ...outsideSpan(
      { startDate: start, endDate: end },
      first,
      last,
      `The item must lie within the template's ${template.nbDays} day(s) (day 1 to the day after day ${template.nbDays}).`,
    ),
  );
  const altId = pick('alternativeOfId') as number | null | undefined;
  if (altId !== null && altId !== undefined && ('alternativeOfId' in values || 'tripTemplateId' in values)) {
    const [main] = await tx
      .select({
        templateId: tripTemplateItems.tripTemplateId,
        alternativeOfId: tripTemplateItems.alternativeOfId,
      })
      .from(tripTemplateItems)
      .where(eq(tripTemplateItems.id, altId));
    if (!main || main.templateId !== templateId || main.alternativeOfId !== null || altId === existing?.id) {
      violations.push({
        propertyPath: 'alternativeOf',
        message: 'An alternative must be of an item of the same template that is not itself an alternative.',
      });
    }
  }
  if (violations.length) throw unprocessable(violations);
  if (!existing && values.position === undefined) values.position = template.next;
};

const withDays = (item: Row) => {
  const s = dayAndTime(item.startDate);
  const e = dayAndTime(item.endDate);
  Object.assign(item, { startDay: s.day, startTime: s.time, endDay: e.day, endTime: e.time });
};

// Template items: the seven trip item types (itemVariantTypes, one declaration for trips and
// templates) on their own table with the same columns (db/schema/trips/trip-templates.ts),
// owned by a template. No booking status or confirmation number: those belong to a trip.
const { status: _status, confirmationNumber: _confirmation, ...templateItemFields } = itemWritable();
const dayNumber = () => integer({ min: 1, max: maxTemplateDays + 1 });

export const tripTemplateItemVariants = defineVariants({
  type: 'TripTemplateItem',
  path: 'trip_template_items',
  table: tripTemplateItems,
  access: 'templates',
  updateVerbs: ['PATCH'],
  discriminator: 'type',
  hidden: ['status', 'confirmationNumber'],
  writable: {
    ...templateItemFields,
    startDay: dayNumber(),
    startTime: timeOfDay(),
    endDay: dayNumber(),
    endTime: timeOfDay(),
  },
  required: ['tripTemplate'],
  relations: { tripTemplate: { kind: 'one', target: 'TripTemplate', fk: 'tripTemplateId' } },
  fixedAfterCreate: ['tripTemplate'],
  filters: {
    ...exactFilters('tripTemplate.id', 'type'),
  },
  order: ['position', 'startDate', 'endDate', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  maxItemsPerPage: 500,
  extraOutput: {
    ...tripItemsResource.extraOutput,
    startDay: {
      type: ['integer', 'null'],
      description: 'The day of the template the item starts on (1-based).',
    },
    startTime: { type: ['string', 'null'], description: 'The time of day it starts (HH:MM).' },
    endDay: { type: ['integer', 'null'] },
    endTime: { type: ['string', 'null'] },
  },
  hooks: {
    beforeWrite: async (input, { tx, existing }) => {
      const values = applyDays(input, existing);
      await checkTemplateItem(tx, values, existing);
      return values;
    },
    afterList: async (items, { tx }) => {
      await embedItemSummaries(tx, items, undefined, 'trip_template_items');
      for (const item of items) withDays(item);
    },
    afterRead: async (item, { tx }) => {
      await embedItemSummaries(tx, [item], undefined, 'trip_template_items');
      withDays(item);
    },
  },
  types: itemVariantTypes<typeof tripTemplateItems>('TripTemplate', 'trip_template_'),
});

export const tripTemplateItemsResource = tripTemplateItemVariants.all;
export const tripTemplateItemResources = tripTemplateItemVariants.byType;
// calls.md 7.7: the shared collection lists and deletes; items are posted and patched by type.
tripTemplateItemsResource.operations = ['list', 'get', 'delete'];
