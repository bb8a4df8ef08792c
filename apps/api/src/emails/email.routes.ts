import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import type { AuthUser } from '../auth/roles.ts';
import { clientsResource } from '../clients/clients.resource.ts';
import type { Db } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { guard } from '../engine/access.ts';
import { itemBody, jsonLd } from '../engine/handlers/respond.ts';
import { applyUpdates, inTransaction, lockRecord, serverValues } from '../engine/records.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { answers, jsonBody, jsonContent } from '../openapi/components.ts';
import {
  type ClientRow,
  type Composed,
  compose,
  placeholderValues,
  resolveRefs,
  type TemplateRow,
} from './compose.ts';
import { emailLogsResource } from './email-logs.resource.ts';
import { emailBodyMax } from './email-templates.resource.ts';
import { clientPortal, invitationDigest, invitationLink, portalNotConfigured } from './portal.ts';
import { queueMail } from './queue-mail.ts';
import { resolveTrip } from './resolve-trip.ts';
import type { TripMailFacts } from './trip-mail.queries.ts';
import { setTripValues } from './trip-placeholders.ts';

export const pointer = (what: string) =>
  v.optional(v.nullable(v.union([v.string(), v.number()], `This value should be an IRI of ${what}.`)));
export const subjectField = v.optional(
  v.pipe(
    v.string('This value should be of type string.'),
    v.maxLength(255, 'This value is too long. It should have 255 characters or less.'),
  ),
);
export const htmlField = v.optional(
  v.pipe(
    v.string('This value should be of type string.'),
    v.maxLength(emailBodyMax, `This value is too long. It should have ${emailBodyMax} characters or less.`),
  ),
);

const previewBody = v.object({
  template: pointer('/api/email_templates'),
  client: pointer('/api/clients'),
  // The trip the message is about: trip.* filled, and its client when none is given.
  trip: pointer('/api/trips'),
  subject: subjectField,
  html: htmlField,
});
const sendBody = v.object({
  ...previewBody.entries,
  to: v.optional(v.nullable(v.string('This value should be of type string.'))),
});
const blank = 'This value should not be blank.';
const invitationBody = v.object({
  // A blank or whitespace client names nobody: 422, like a missing one.
  client: v.union([v.pipe(v.string(), v.trim(), v.nonEmpty(blank)), v.number()], blank),
  template: pointer('/api/email_templates'),
});

const EmailPreviewRequest = v.pipe(previewBody, v.metadata({ ref: 'EmailPreviewRequest' }));
const SendEmailRequest = v.pipe(sendBody, v.metadata({ ref: 'SendEmailRequest' }));
const SendInvitationRequest = v.pipe(invitationBody, v.metadata({ ref: 'SendInvitationRequest' }));
const EmailPreview = v.pipe(
  v.object({
    subject: v.string(),
    html: v.string(),
    text: v.string(),
    placeholdersLeft: v.pipe(
      v.array(v.string()),
      v.description('Placeholders left as written: unknown, or without data for this message'),
    ),
  }),
  v.metadata({ ref: 'EmailPreview' }),
);
const InvitationSent = v.pipe(
  v.object({
    client: v.string(),
    link: v.pipe(
      v.string(),
      v.description('The sign-up link, shown to the sender only in this answer (the server keeps a digest)'),
    ),
    emailLog: v.string(),
    status: v.string(),
    portalConfigured: v.boolean(),
    warning: v.optional(v.string()),
  }),
  v.metadata({ ref: 'InvitationSent' }),
);

export const request = (schema: v.GenericSchema) => ({
  required: true,
  content: {
    'application/json': { schema: resolver(schema) },
    'application/ld+json': { schema: resolver(schema) },
  },
});

export const emailPattern = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

// The subject and body of a message: the template's, each replaced by the body's own when given
// (staff adapt a template before sending it).
const sourceOf = (
  body: { subject?: string; html?: string },
  template: TemplateRow | undefined,
  violations: Violation[],
) => {
  const subject = body.subject?.trim() || template?.subject;
  const html = body.html?.trim() ? body.html : template?.body;
  // Without a usable template (none given, or a bad one already reported), the body must say it all.
  if (!template && !violations.some((x) => x.propertyPath === 'template')) {
    if (!subject)
      violations.push({ propertyPath: 'subject', message: 'Choose a template or write a subject.' });
    if (!html) violations.push({ propertyPath: 'html', message: 'Choose a template or write a message.' });
  }
  return { subject: subject ?? '', html: html ?? '' };
};

const composeFor = async (
  deps: AppDeps,
  db: Db,
  user: AuthUser,
  source: { subject: string; html: string },
  client: ClientRow | undefined,
  invitationSecret?: string,
  trip?: TripMailFacts,
): Promise<Composed> => {
  const values = await placeholderValues(db, deps.config, { client, sender: user, invitationSecret });
  if (trip) setTripValues(values, trip);
  return compose(source.subject, source.html, values);
};

const defaultInvitation = {
  subject: 'Your invitation to the {{agency.name}} client portal',
  html: '<p>Dear {{client.firstName}},</p><p>You are invited to the client portal, where your journeys, documents and preferences are kept in one place.</p><p><a href="{{link.invitation}}">Create your account</a></p><p>With our warm regards,<br />{{sender.name}}<br />{{agency.name}}</p>',
};

export const mountEmailRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/get-email-preview',
    describeRoute({
      operationId: 'getEmailPreview',
      summary: 'Render a template (or a subject and body) with the data of a client, without sending',
      description:
        'Placeholders with data are replaced (HTML-escaped in the body); unknown ones, and those without data for this message (client.* without a client, trip.* without a trip), are left as written and listed in placeholdersLeft. With a trip, its client is the default client. The HTML is sanitised.',
      tags: ['EmailTemplates'],
      requestBody: request(EmailPreviewRequest),
      responses: answers(200, 'The rendered message', jsonBody(EmailPreview), [400, 401, 403, 422]),
    }),
    guard('clients', 'read'),
    async (c) => {
      const deps = c.get('deps');
      const body = validateBody(previewBody, await readAnyBody(c));
      const violations: Violation[] = [];
      const refs = await resolveRefs(deps.db, body, violations);
      const { trip, client } = await resolveTrip(deps.db, body.trip, refs.client, violations);
      const source = sourceOf(body, refs.template, violations);
      if (violations.length) throw unprocessable(violations);
      const composed = await composeFor(deps, deps.db, c.get('user')!, source, client, undefined, trip);
      return jsonLd(c, composed);
    },
  );

  app.post(
    '/api/send-transac-email',
    describeRoute({
      operationId: 'sendTransacEmail',
      summary: 'Send an e-mail to a client or an address, from a template or a subject and body',
      description:
        'Answers 202 with the e-mail log (status queued); the message is sent once the request has committed and the log becomes sent or failed (with the error). A client gets an entry in its log.',
      tags: ['EmailLogs'],
      requestBody: request(SendEmailRequest),
      responses: answers(202, 'Queued', jsonContent('EmailLog'), [400, 401, 403, 422]),
    }),
    guard('clients', 'write'),
    async (c) => {
      const deps = c.get('deps');
      const user = c.get('user')!;
      const body = validateBody(sendBody, await readAnyBody(c));
      const to = body.to?.trim() || undefined;
      const log = await inTransaction(deps, user, async (ctx) => {
        const violations: Violation[] = [];
        const { template, ...refs } = await resolveRefs(ctx.tx, body, violations);
        const { trip, client } = await resolveTrip(ctx.tx, body.trip, refs.client, violations);
        const source = sourceOf(body, template, violations);
        if (to !== undefined && (to.length > 255 || !emailPattern.test(to))) {
          violations.push({ propertyPath: 'to', message: 'This value is not a valid email address.' });
        }
        if (to === undefined && !client && !violations.some((x) => x.propertyPath === 'client')) {
          violations.push({ propertyPath: 'to', message: 'Choose a client or write an e-mail address.' });
        }
        if (to === undefined && client && !client.email) {
          violations.push({ propertyPath: 'client', message: 'This client has no e-mail address.' });
        }
        if (violations.length) throw unprocessable(violations);
        const recipient = to ?? client!.email!;
        const composed = await composeFor(deps, ctx.tx, user, source, client, undefined, trip);
        return queueMail(
          ctx,
          {
            to: recipient,
            composed,
            scope: template?.scope ?? null,
            clientId: client?.id,
            templateId: template?.id,
            tripId: trip?.id,
          },
          `E-mail “${composed.subject}” sent to ${recipient}${template ? ` (template “${template.name}”)` : ''}.`,
        );
      });
      c.header('Location', emailLogsResource.iri(log.id));
      return jsonLd(c, await itemBody(deps.db, emailLogsResource, log), 202);
    },
  );

  app.post(
    '/api/send-invitation',
    describeRoute({
      operationId: 'sendInvitation',
      summary: "Invite a client to the client portal: a new sign-up link, e-mailed to the client's address",
      description:
        'Makes a new sign-up secret (32 random bytes, URL-safe; an earlier link stops working), keeps only its SHA-256 digest, answers the link once in this answer and sends the template given, else the first template of scope invitation, else a built-in text. The link is CLIENT_PORTAL_URL/sign-up/{hash}; without CLIENT_PORTAL_URL it points to this server and the answer carries a warning.',
      tags: ['Clients'],
      requestBody: request(SendInvitationRequest),
      responses: answers(202, 'Queued', jsonBody(InvitationSent), [400, 401, 403, 422]),
    }),
    guard('clients', 'write'),
    async (c) => {
      const deps = c.get('deps');
      const user = c.get('user')!;
      const body = validateBody(invitationBody, await readAnyBody(c));
      const hash = randomBytes(32).toString('base64url');
      const result = await inTransaction(deps, user, async (ctx) => {
        const violations: Violation[] = [];
        const refs = await resolveRefs(ctx.tx, body, violations, { lock: true });
        let template = refs.template;
        const { client } = refs;
        if (!client && !violations.some((x) => x.propertyPath === 'client')) {
          violations.push({ propertyPath: 'client', message: blank });
        }
        if (client && !client.email) {
          violations.push({ propertyPath: 'client', message: 'This client has no e-mail address.' });
        }
        if (violations.length) throw unprocessable(violations);
        if (!template) {
          [template] = await ctx.tx
            .select()
            .from(emailTemplates)
            .where(and(eq(emailTemplates.scope, 'invitation')))
            .orderBy(asc(emailTemplates.id))
            .limit(1);
        }
        const existing = await lockRecord(ctx, clientsResource, client!.id);
        await applyUpdates(ctx, clientsResource, [
          { existing, parsed: serverValues({ invitationHash: invitationDigest(hash) }) },
        ]);
        const source = template ? { subject: template.subject, html: template.body } : defaultInvitation;
        const composed = await composeFor(deps, ctx.tx, user, source, client, hash);
        const log = await queueMail(
          ctx,
          {
            to: client!.email!,
            composed,
            scope: 'invitation',
            clientId: client!.id,
            templateId: template?.id,
          },
          `Client portal invitation sent to ${client!.email}.`,
        );
        return { client: client!, log };
      });
      const portal = clientPortal(deps.config);
      return jsonLd(
        c,
        {
          client: clientsResource.iri(result.client.id),
          link: invitationLink(deps.config, hash),
          emailLog: emailLogsResource.iri(result.log.id),
          status: result.log.status,
          portalConfigured: portal.configured,
          ...(portal.configured ? {} : { warning: portalNotConfigured }),
        },
        202,
      );
    },
  );
};
