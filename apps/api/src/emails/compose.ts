import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.ts';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { clients, emailTemplates, settings, users } from '../db/schema/index.ts';
import type { Violation } from '../http/problem.ts';
import { agencySettingCodes, type PlaceholderValues, renderPlaceholders } from '../mail/placeholders.ts';
import { htmlToText, sanitizeEmailHtml } from '../mail/sanitize-html.ts';
import { clientPortal, invitationLink } from './portal.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

// An id from an IRI of the collection (/api/clients/3), a number or a numeric string; undefined
// when the value is none of these.
export const idFrom = (value: unknown, collection: string): number | undefined => {
  const raw = typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value;
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 && raw <= 2147483647 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const id = raw.startsWith(`${collection}/`) ? raw.slice(collection.length + 1) : raw;
  return /^\d{1,10}$/.test(id) && Number(id) <= 2147483647 && Number(id) > 0 ? Number(id) : undefined;
};

// The template and client a body points at: a pointer that is malformed or names nothing is a
// violation of its field (422), never a 404 of the route.
export const resolveRefs = async (
  db: Db,
  body: { template?: unknown; client?: unknown },
  violations: Violation[],
  opts: { lock?: boolean } = {},
) => {
  let template: TemplateRow | undefined;
  let client: ClientRow | undefined;
  if (body.template !== undefined && body.template !== null && body.template !== '') {
    const id = idFrom(body.template, '/api/email_templates');
    if (id !== undefined)
      [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    if (!template) violations.push({ propertyPath: 'template', message: 'This template does not exist.' });
  }
  if (body.client !== undefined && body.client !== null && body.client !== '') {
    const id = idFrom(body.client, '/api/clients');
    if (id !== undefined) {
      const q = db.select().from(clients).where(eq(clients.id, id));
      [client] = opts.lock ? await q.for('update') : await q;
    }
    if (!client) violations.push({ propertyPath: 'client', message: 'This client does not exist.' });
  }
  return { template, client };
};

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// The values of the placeholders known for one message (see mail/placeholders.ts for the rules).
export const placeholderValues = async (
  db: Db,
  config: AppConfig,
  ctx: { client?: ClientRow; sender: AuthUser; invitationSecret?: string | null },
): Promise<PlaceholderValues> => {
  const values: PlaceholderValues = new Map();
  const { client } = ctx;
  if (client) {
    values.set('client.firstName', client.firstName);
    values.set('client.lastName', client.lastName);
    values.set('client.name', client.name);
    values.set('client.email', client.email);
    values.set('client.phone', client.phone ?? client.mobilePhone);
    values.set('client.city', client.city);
    values.set('client.country', client.country);
  }
  const agency = await db
    .select({ code: settings.code, value: settings.value })
    .from(settings)
    .where(inArray(settings.code, agencySettingCodes));
  for (const row of agency) values.set(row.code, row.value);
  const [sender] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, ctx.sender.id));
  if (sender) {
    values.set('sender.firstName', sender.firstName);
    values.set('sender.lastName', sender.lastName);
    values.set('sender.name', [sender.firstName, sender.lastName].filter(Boolean).join(' '));
    values.set('sender.email', sender.email);
  }
  values.set('link.portal', clientPortal(config).url);
  // Only an invitation being sent knows its secret: the client row holds a digest of it.
  if (ctx.invitationSecret) values.set('link.invitation', invitationLink(config, ctx.invitationSecret));
  values.set('date.today', longDate(new Date()));
  return values;
};

export type Composed = { subject: string; html: string; text: string; placeholdersLeft: string[] };

// Renders a subject and a body: values escaped in the HTML, the result sanitised again (a value
// cannot bring markup in, a link that a value completes is checked like any other).
export const compose = (subject: string, body: string, values: PlaceholderValues): Composed => {
  const s = renderPlaceholders(subject, values, false);
  const b = renderPlaceholders(sanitizeEmailHtml(body), values, true);
  const html = sanitizeEmailHtml(b.text);
  return {
    subject: s.text.trim(),
    html,
    text: htmlToText(html),
    placeholdersLeft: [...new Set([...s.left, ...b.left])],
  };
};
