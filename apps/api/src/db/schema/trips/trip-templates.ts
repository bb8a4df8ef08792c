import { type AnyPgColumn, index, integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { destinationLinks } from '../catalogue/catalogue-columns.ts';
import { entityTable, ownerId, uniquePair } from '../columns.ts';
import { dmcColumns } from './trip-children.ts';
import { itemBodyColumns, itemHeadColumns } from './trip-items.ts';

// A trip template: a reusable itinerary with no client and no real dates. Its length is nbDays
// (product.md §9); its items sit on a fixed reference calendar (day 1 = 2000-01-01, see
// trip-templates/template-dates.ts) so they keep a day and a time of day.
export const tripTemplates = entityTable(
  'trip_templates',
  {
    title: varchar('title', { length: 255 }).notNull(),
    nbDays: integer('nb_days').notNull(),
    description: text('description'),
    // An image URL or /files path shown on the list and the proposal cover.
    image: varchar('image', { length: 1024 }),
  },
  (t) => [index('trip_templates_title_idx').on(t.title, t.id)],
);

export const tripTemplateDestinations = destinationLinks('trip_template', () => tripTemplates.id);

const tripTemplateId = () => ownerId('trip_template_id', () => tripTemplates.id);

// One row per day 1..nbDays, kept in step with nbDays by the server; only the texts are written.
export const tripTemplateDays = entityTable(
  'trip_template_days',
  {
    tripTemplateId: tripTemplateId(),
    dayNumber: integer('day_number').notNull(),
    title: varchar('title', { length: 255 }),
    description: text('description'),
  },
  (t) => [uniqueIndex('trip_template_days_template_day_unique').on(t.tripTemplateId, t.dayNumber)],
);

export const tripTemplateDmcs = entityTable(
  'trip_template_dmcs',
  { tripTemplateId: tripTemplateId(), ...dmcColumns() },
  (t) => uniquePair('trip_template_dmcs', ['template', 'vendor'], t.tripTemplateId, t.vendorId),
);

// The items of a template: the very columns of trip_items (itemHeadColumns and itemBodyColumns),
// owned by a template instead of a trip.
export const tripTemplateItems = entityTable(
  'trip_template_items',
  {
    tripTemplateId: tripTemplateId(),
    ...itemHeadColumns(),
    alternativeOfId: integer('alternative_of_id').references((): AnyPgColumn => tripTemplateItems.id, {
      onDelete: 'cascade',
    }),
    ...itemBodyColumns(),
  },
  (t) => [
    index('trip_template_items_template_position_idx').on(t.tripTemplateId, t.position, t.id),
    index('trip_template_items_alternative_idx').on(t.alternativeOfId),
    index('trip_template_items_accommodation_idx').on(t.accommodationId),
    index('trip_template_items_activity_idx').on(t.activityId),
  ],
);
