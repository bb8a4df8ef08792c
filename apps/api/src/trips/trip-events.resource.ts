import * as v from 'valibot';
import { tripEvents } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { longText, oneOf, requiredText } from '../engine/fields.ts';
import { unprocessable } from '../http/problem.ts';

export const eventTypes = ['meeting', 'reminder', 'note', 'meal', 'free_time', 'other'] as const;

const dateTimePattern = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;
// A wall-clock date-time (2027-03-02T18:30, or a date: midnight), stored without a zone.
export const localDateTime = () =>
  v.nullable(
    v.pipe(
      v.string('This value is not a valid datetime.'),
      v.trim(),
      v.transform((s) => s.replace(/(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/, '')),
      v.check(
        (s) => dateTimePattern.test(s) && !Number.isNaN(Date.parse(`${s.slice(0, 10)}T00:00:00Z`)),
        'This value is not a valid datetime.',
      ),
      v.transform((s) => {
        const [date, time = '00:00'] = s.split(/[T ]/);
        return `${date} ${time.length === 5 ? `${time}:00` : time}`;
      }),
    ),
  );

// calls.md 7.6: meetings, reminders and notes on a trip's timeline (eventType enum), with a start
// and an optional end not before it.
export const tripEventsResource = defineResource({
  type: 'TripEvent',
  path: 'trip_events',
  table: tripEvents,
  access: 'trips',
  updateVerbs: ['PATCH'],
  writable: {
    type: oneOf(eventTypes),
    title: requiredText(255),
    startDate: localDateTime(),
    endDate: localDateTime(),
    description: longText(),
  },
  required: ['trip', 'title', 'startDate'],
  relations: { trip: { kind: 'one', target: 'Trip', fk: 'tripId' } },
  filters: {
    ...exactFilters('trip.id', 'type'),
    startDate: { kind: 'date', path: 'startDate' },
  },
  order: ['startDate', 'id'],
  defaultOrder: { startDate: 'asc', id: 'asc' },
  hooks: {
    beforeWrite: (values, { existing }) => {
      if (existing) delete values.tripId;
      const start = values.startDate !== undefined ? values.startDate : existing?.startDate;
      const end = values.endDate !== undefined ? values.endDate : existing?.endDate;
      if (start && end && end < start) {
        throw unprocessable([{ propertyPath: 'endDate', message: 'The end must not be before the start.' }]);
      }
      return values;
    },
  },
});
