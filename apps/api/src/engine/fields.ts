import * as v from 'valibot';

// Field schemas with the messages the admin shows under a field (Symfony wording).
const blank = 'This value should not be blank.';
const tooLong = (max: number) => `This value is too long. It should have ${max} characters or less.`;

export const requiredText = (max = 255) =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.trim(),
    v.nonEmpty(blank),
    v.maxLength(max, tooLong(max)),
  );

export const optionalText = (max = 255) =>
  v.nullable(
    v.pipe(v.string('This value should be of type string.'), v.trim(), v.maxLength(max, tooLong(max))),
  );

// Descriptions and notes: bounded so that one record cannot carry megabytes into every list page.
export const longTextMax = 20_000;
export const longText = (max = longTextMax) =>
  v.nullable(v.pipe(v.string('This value should be of type string.'), v.maxLength(max, tooLong(max))));

export const email = () =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(blank),
    v.email('This value is not a valid email address.'),
    v.maxLength(180, tooLong(180)),
  );

// A field the admin's forms send as '' when left empty: null, '' or a value `schema` accepts.
const emptyOr = (schema: v.GenericSchema, message: string) =>
  v.nullable(v.union([v.literal(''), schema], message));

export const optionalEmail = () =>
  emptyOr(
    v.pipe(
      v.string(),
      v.trim(),
      v.email('This value is not a valid email address.'),
      v.maxLength(180, tooLong(180)),
    ),
    'This value is not a valid email address.',
  );

export const url = () =>
  emptyOr(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('This value is not a valid URL.'),
      // Shown as a link in the admin: javascript:, data: or vbscript: would run when clicked.
      v.regex(/^https?:\/\//i, 'This value is not a valid URL. Use an http:// or https:// address.'),
      v.maxLength(255, tooLong(255)),
    ),
    'This value is not a valid URL.',
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.picklist(values, `The value you selected is not a valid choice. Choose one of: ${values.join(', ')}.`);

export const bool = () => v.boolean('This value should be of type bool.');

export const decimal = (opts: { min?: number; max?: number } = {}) =>
  v.nullable(
    v.pipe(
      v.union([v.string(), v.number()], 'This value should be a number.'),
      v.transform((x) => String(x).trim()),
      v.regex(/^-?\d+(\.\d+)?$/, 'This value should be a number.'),
      v.check(
        (x) => opts.min === undefined || Number(x) >= opts.min,
        `This value should be ${opts.min} or more.`,
      ),
      v.check(
        (x) => opts.max === undefined || Number(x) <= opts.max,
        `This value should be ${opts.max} or less.`,
      ),
    ),
  );

// An optional text checked as a whole (a timezone, a time of day): trimmed, '' stored as null.
export const optionalChecked = (isValid: (s: string) => boolean, message: string) =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.check((s) => s === null || isValid(s), message),
    ),
  );

// An optional code such as an IATA or ISO code: trimmed, upper-cased, '' stored as null.
export const optionalCode = (pattern: RegExp, message: string) =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.trim(),
      v.toUpperCase(),
      v.transform((s) => (s === '' ? null : s)),
      v.check((s) => s === null || pattern.test(s), message),
    ),
  );

export const requiredCode = (pattern: RegExp, message: string) =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(blank),
    v.regex(pattern, message),
  );

// A whole number; numeric strings from forms are accepted ("3"), an empty one becomes `empty`.
export const integer = (opts: { min?: number; max?: number; empty?: number | null } = {}) =>
  v.pipe(
    v.union([v.number(), v.string(), v.null()], 'This value should be of type int.'),
    v.transform((x) =>
      x === null || (typeof x === 'string' && x.trim() === '') ? (opts.empty ?? null) : Number(x),
    ),
    v.check((x) => x === null || Number.isInteger(x), 'This value should be of type int.'),
    v.check(
      (x) => x === null || !Number.isInteger(x) || opts.min === undefined || x >= opts.min,
      `This value should be ${opts.min} or more.`,
    ),
    v.check(
      (x) => x === null || !Number.isInteger(x) || opts.max === undefined || x <= opts.max,
      `This value should be ${opts.max} or less.`,
    ),
  );

const emptyToNull = (x: string) => (x === '' ? null : x);

// A calendar date (YYYY-MM-DD, or an ISO timestamp whose date part is kept: dates are UTC, §9).
export const isoDate = () =>
  v.nullable(
    v.pipe(
      v.string('This value is not a valid date.'),
      v.trim(),
      v.transform((s) => emptyToNull(s.slice(0, 10))),
      v.check(
        (s) => s === null || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))),
        'This value is not a valid date.',
      ),
    ),
  );

// A time of day (14:00 or 14:00:00), '' stored as null.
export const timeOfDay = () =>
  v.nullable(
    v.pipe(
      v.string('This value is not a valid time.'),
      v.trim(),
      v.transform(emptyToNull),
      v.check(
        (s) => s === null || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s),
        'This value is not a valid time.',
      ),
    ),
  );
