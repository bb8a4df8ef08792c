import { tripDays } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { optionalText } from '../engine/fields.ts';
import { richText } from '../mail/rich-text.ts';

// calls.md 7.6: the days of a trip, one per date from start to end, made and kept in step by the
// trip (trip-days.ts). Only the day's texts are written here; DELETE clears them (trip-days.routes.ts).
export const tripDaysResource = defineResource({
  type: 'TripDay',
  path: 'trip_days',
  table: tripDays,
  access: 'trips',
  updateVerbs: ['PATCH'],
  operations: ['list', 'get', 'update'],
  writable: {
    title: optionalText(255),
    // The day's text, written by the rich text editor: sanitised HTML.
    description: richText(),
  },
  relations: {
    trip: { kind: 'one', target: 'Trip', fk: 'tripId', readOnly: true },
  },
  filters: {
    'trip.id': { kind: 'exact', path: 'trip.id' },
    date: { kind: 'date', path: 'date' },
  },
  order: ['dayNumber', 'date', 'id'],
  defaultOrder: { dayNumber: 'asc', id: 'asc' },
  // A trip lasts at most 366 days: one page holds all its days.
  itemsPerPage: 366,
  maxItemsPerPage: 366,
});
