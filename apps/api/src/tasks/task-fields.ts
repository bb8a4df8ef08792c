import * as v from 'valibot';
import { sanitizedHtml } from '../mail/rich-text.ts';

export const taskTextMax = 20_000;

// Rich text of a task, a comment or a template: HTML, sanitised by the server on save.
export const taskHtml = () => v.nullable(sanitizedHtml(taskTextMax));

// An instant (ISO 8601 date-time with a zone, or a date: midnight UTC); kept in UTC.
export const instant = () =>
  v.nullable(
    v.pipe(
      v.string('This value is not a valid date-time.'),
      v.trim(),
      v.check(
        (s) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(s),
        'This value is not a valid date-time.',
      ),
      v.transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s)),
      v.check((d) => !Number.isNaN(d.getTime()), 'This value is not a valid date-time.'),
    ),
  );

// A template's or a task's checklist.
export const checklistLabels = () =>
  v.pipe(
    v.array(
      v.pipe(v.string(), v.trim(), v.nonEmpty('This value should not be blank.'), v.maxLength(255)),
      'This value should be of type array.',
    ),
    v.maxLength(50, 'This collection should contain 50 elements or less.'),
  );
export const checklist = () =>
  v.pipe(
    v.array(
      v.object({
        label: v.pipe(v.string(), v.trim(), v.nonEmpty('This value should not be blank.'), v.maxLength(255)),
        done: v.boolean(),
      }),
      'This value should be of type array.',
    ),
    v.maxLength(50, 'This collection should contain 50 elements or less.'),
  );
