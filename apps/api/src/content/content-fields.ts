import * as v from 'valibot';
import { instant } from '../tasks/task-fields.ts';
import { bodyProblem, cleanBody, type PmNode, plainText, sanitizeBodyHtml } from './body.ts';

const tooLong = (max: number) => `This value is too long. It should have ${max} characters or less.`;
const blank = 'This value should not be blank.';

// Plain text (title, excerpt, SEO fields): markup removed on the server (body.ts plainText).
export const requiredPlain = (max: number) =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.maxLength(max, tooLong(max)),
    v.transform(plainText),
    v.nonEmpty(blank),
  );

export const optionalPlain = (max: number) =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.maxLength(max, tooLong(max)),
      v.transform(plainText),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );

// The editor's JSON document; an unknown node or mark, a bad attribute: 422 on `body`.
export const bodyDoc = () =>
  v.nullable(
    v.pipe(
      v.unknown(),
      v.check(
        (x) => bodyProblem(x) === undefined,
        (issue) => bodyProblem(issue.input) ?? 'This value is not a valid document.',
      ),
      v.transform((doc) => cleanBody(doc as PmNode)),
    ),
  );

// HTML sent as such (imported or legacy content), sanitised with the body's allowlist.
export const bodyHtmlMax = 500_000;
export const htmlInput = () =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.maxLength(bodyHtmlMax, tooLong(bodyHtmlMax)),
      v.transform(sanitizeBodyHtml),
    ),
  );

// Comma-separated SEO keywords: each trimmed, empty ones dropped.
export const seoKeywords = () =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.maxLength(1000, tooLong(1000)),
      v.transform(plainText),
      v.transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
          .join(', '),
      ),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );

export const tagList = () =>
  v.pipe(
    v.array(
      v.pipe(
        v.string('This value should be of type string.'),
        v.maxLength(1000, tooLong(64)),
        v.transform(plainText),
        v.maxLength(64, tooLong(64)),
      ),
      'This value should be of type array.',
    ),
    v.maxLength(50, 'This collection should contain 50 elements or less.'),
    v.transform((tags) => [...new Set(tags.filter(Boolean))]),
  );

// A gallery image's IRI (/api/image_srcs/3) or its id; null removes the image.
export const imageRef = () =>
  v.nullable(
    v.pipe(
      v.union([v.string(), v.number()], 'Expected an IRI of /api/image_srcs.'),
      v.transform((x) => {
        const m = typeof x === 'number' ? [String(x), String(x)] : /^(?:\/api\/image_srcs\/)?(\d+)$/.exec(x);
        return m ? Number(m[1]) : Number.NaN;
      }),
      v.check((n) => Number.isInteger(n) && n > 0, 'Expected an IRI of /api/image_srcs.'),
    ),
  );

export const optionalInstant = instant;
