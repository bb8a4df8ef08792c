import * as v from 'valibot';
import { sanitizeEmailHtml } from './sanitize-html.ts';

export const richTextMax = 100_000;
// Rich text written by the admin's editor: HTML sanitised on save with the server's one
// allowlist (mail/sanitize-html.ts: no script, no event handler, no javascript: link).
export const richText = () =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.maxLength(richTextMax, `This value is too long. It should have ${richTextMax} characters or less.`),
      v.transform(sanitizeEmailHtml),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );
