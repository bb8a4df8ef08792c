import * as v from 'valibot';
import { sanitizeEmailHtml } from './sanitize-html.ts';

export const richTextMax = 100_000;

// HTML of at most `max` characters, sanitised on save with the server's one allowlist
// (mail/sanitize-html.ts): the text of a rich-text field (richText here, tasks' taskHtml).
export const sanitizedHtml = (max: number) =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.maxLength(max, `This value is too long. It should have ${max} characters or less.`),
    v.transform(sanitizeEmailHtml),
  );
// Rich text written by the admin's editor: HTML sanitised on save with the server's one
// allowlist (mail/sanitize-html.ts: no script, no event handler, no javascript: link).
export const richText = () =>
  v.nullable(
    v.pipe(
      sanitizedHtml(richTextMax),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );
