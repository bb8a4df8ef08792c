import * as v from 'valibot';
import { emailTemplates } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { oneOf, requiredText } from '../engine/fields.ts';
import { emailScopes } from '../enums/email-values.ts';
import { sanitizeEmailHtml } from '../mail/sanitize-html.ts';

export const emailBodyMax = 100_000;

// The body of a template or of a hand-written message: HTML, sanitised by the server on save.
export const emailBody = () =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.maxLength(emailBodyMax, `This value is too long. It should have ${emailBodyMax} characters or less.`),
    v.transform(sanitizeEmailHtml),
    v.nonEmpty('This value should not be blank.'),
  );

// calls.md 7.5: e-mail templates (GET, POST, PATCH /{id}; DELETE too: a template no longer used
// can go, its e-mail logs keep their text and lose the link). The body is sanitised HTML with the
// {{placeholders}} of mail/placeholders.ts; the scope is one of the emailScope enum.
export const emailTemplatesResource = defineResource({
  type: 'EmailTemplate',
  path: 'email_templates',
  table: emailTemplates,
  access: 'emailTemplates',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(160),
    scope: oneOf(emailScopes),
    subject: requiredText(255),
    body: emailBody(),
  },
  required: ['name', 'scope', 'subject', 'body'],
  filters: {
    name: { kind: 'partial', path: 'name' },
    scope: { kind: 'exact', path: 'scope' },
  },
  order: ['name', 'scope', 'updatedAt', 'id'],
  defaultOrder: { name: 'asc', id: 'asc' },
});
