import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { guard } from '../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readAnyBody, validateBody } from '../http/body.ts';
import { notFound, unprocessable, type Violation } from '../http/problem.ts';
import { answers, jsonContent, pathId } from '../openapi/components.ts';
import { proposalParam } from '../pdf/pdf.routes.ts';
import { storeTripPdfVersion } from '../pdf/store-trip-pdf-version.ts';
import type { PdfKind } from '../pdf/trip-pdf-document.ts';
import { compose, idFrom, placeholderValues, resolveRefs, type TemplateRow } from './compose.ts';
import { htmlField, pointer, request, subjectField } from './email.routes.ts';
import { emailLogsResource } from './email-logs.resource.ts';
import { queueMail } from './queue-mail.ts';
import { clientOfTrip, firstTemplate, loadTripMailFacts } from './trip-mail.queries.ts';
import { setTripValues } from './trip-placeholders.ts';

const sendDocumentBody = v.object({
  template: pointer('/api/email_templates'),
  guests: v.optional(
    v.nullable(
      v.array(
        v.union([v.string(), v.number()], 'This value should be an IRI of /api/client_guests.'),
        'This value should be a list of guests.',
      ),
    ),
  ),
  subject: subjectField,
  html: htmlField,
  proposal: v.optional(v.nullable(v.union([v.string(), v.number()], 'This value is not a valid proposal.'))),
});
const SendTripDocumentRequest = v.pipe(
  sendDocumentBody,
  v.metadata({
    ref: 'SendTripDocumentRequest',
    description:
      "The client is the trip's; `guests` are the trip's guests (client_guests IRIs) to copy, each with an e-mail address. `template` (else `subject` and `html`, else a built-in text) is written with the trip's placeholders filled. `proposal` (proposal only) chooses which of the trip's proposals to print.",
  }),
);

// Used when neither a template nor a text is given.
const defaults: Record<PdfKind, { subject: string; html: string }> = {
  proposal: {
    subject: 'Your journey proposal: {{trip.name}}',
    html: '<p>Dear {{client.firstName}},</p><p>Please find attached our proposal for <strong>{{trip.name}}</strong>, {{trip.startDate}} to {{trip.endDate}}.</p><p>With our warm regards,<br />{{sender.name}}<br />{{agency.name}}</p>',
  },
  finalized: {
    subject: 'Your travel documents: {{trip.name}}',
    html: '<p>Dear {{client.firstName}},</p><p>Please find attached the final itinerary and vouchers of <strong>{{trip.name}}</strong>, {{trip.startDate}} to {{trip.endDate}}.</p><p>We wish you a wonderful journey.<br />{{sender.name}}<br />{{agency.name}}</p>',
  },
};

const sourceOf = (
  body: { subject?: string; html?: string },
  template: TemplateRow | undefined,
  kind: PdfKind,
) => ({
  subject: body.subject?.trim() || template?.subject || defaults[kind].subject,
  html: body.html?.trim() ? body.html : (template?.body ?? defaults[kind].html),
});

const templateWord: Record<PdfKind, string> = { proposal: 'proposal', finalized: 'final' };

const kindNames: Record<PdfKind, string> = { proposal: 'proposal', finalized: 'finalized trip' };

// "Send proposal" / "Send finalized trip": stores the trip's PDF of the kind as its next numbered
// version and e-mails it, attached, to the trip's client (guests chosen in copy). The request is
// checked first; the PDF is drawn with no transaction open and no row locked (issue 23.4), then the
// version and the e-mail log are written in one short transaction: a refused send leaves no
// version and no file behind. The log row names the trip and the version carried; the message
// goes after the commit (decision 72).
const sendTripDocument = (kind: PdfKind) => async (c: Context<AppEnv>) => {
  const deps = c.get('deps');
  const user = c.get('user')!;
  const tripId = parseId(c.req.param('id'));
  const body = validateBody(sendDocumentBody, await readAnyBody(c));
  const violations: Violation[] = [];
  let proposalId: number | undefined;
  if (body.proposal !== undefined && body.proposal !== null && body.proposal !== '') {
    if (kind !== 'proposal')
      violations.push({ propertyPath: 'proposal', message: 'Only a proposal prints a proposal.' });
    else proposalId = proposalParam(String(body.proposal));
  }
  const trip = await loadTripMailFacts(deps.db, tripId);
  if (!trip) throw notFound();
  const { template: chosen } = await resolveRefs(deps.db, body, violations);
  const client = await clientOfTrip(deps.db, trip.clientId);
  if (!client?.email?.trim()) {
    violations.push({ propertyPath: 'client', message: "The trip's client has no e-mail address." });
  }
  const cc: string[] = [];
  for (const [i, raw] of (body.guests ?? []).entries()) {
    const id = idFrom(raw, '/api/client_guests');
    const guest = trip.guests.find((g) => g.id === id);
    if (!guest) {
      violations.push({ propertyPath: `guests[${i}]`, message: 'This guest does not travel on this trip.' });
    } else if (!guest.email) {
      violations.push({ propertyPath: `guests[${i}]`, message: `${guest.name} has no e-mail address.` });
    } else if (!cc.includes(guest.email)) cc.push(guest.email);
  }
  if (violations.length) throw unprocessable(violations);
  // Without a template or text: the agency's trip template named for the kind ("Proposal ready"),
  // else the built-in text.
  const written = body.subject?.trim() || body.html?.trim();
  const template = chosen ?? (written ? undefined : await firstTemplate(deps.db, 'trip', templateWord[kind]));
  const source = sourceOf(body, template, kind);
  const to = client!.email!.trim();
  const version = await storeTripPdfVersion(
    deps,
    user,
    { tripId: trip.id, kind, proposalId },
    async (ctx, saved) => {
      const values = setTripValues(
        await placeholderValues(ctx.tx, deps.config, { client: client!, sender: user }),
        trip,
      );
      return queueMail(
        ctx,
        {
          to,
          cc,
          composed: compose(source.subject, source.html, values),
          scope: template?.scope ?? 'trip',
          clientId: client!.id,
          templateId: template?.id,
          tripId: trip.id,
          tripPdfId: Number(saved.row.id),
          attachments: [
            {
              filename: `${trip.reference}-${kind}-v${saved.number}.pdf`,
              path: String(saved.row.filePath),
              contentType: 'application/pdf',
            },
          ],
        },
        `${kindNames[kind]} version ${saved.number} sent to ${to}.`,
      );
    },
  );
  if (!version) {
    throw unprocessable([{ propertyPath: 'proposal', message: "This proposal is not one of the trip's." }]);
  }
  const log = version.extra;
  c.header('Location', emailLogsResource.iri(log.id));
  return jsonLd(c, await itemBody(deps.db, emailLogsResource, log), 202);
};

const docs = (kind: PdfKind, operationId: string, summary: string) =>
  describeRoute({
    operationId,
    summary,
    description: `Stores the trip's ${kind} PDF as its next numbered version (GET /next/trips/{tripId}/pdfs) and e-mails it attached to the trip's client, the chosen guests in copy, with the trip's placeholders filled. Answers 202 with the e-mail log (status queued, tripPdf the version carried); the message goes once the request has committed.`,
    tags: ['EmailLogs'],
    parameters: [pathId()],
    requestBody: request(SendTripDocumentRequest),
    responses: answers(202, 'Queued', jsonContent('EmailLog'), [400, 401, 403, 404, 415, 422]),
  });

export const mountSendTripDocumentRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/trips/:id{[0-9]+}/send-proposal',
    docs('proposal', 'sendTripProposal', "E-mail the trip's proposal PDF to its client (and chosen guests)"),
    guard('trips', 'write'),
    sendTripDocument('proposal'),
  );
  app.post(
    '/api/trips/:id{[0-9]+}/send-finalized',
    docs(
      'finalized',
      'sendTripFinalized',
      "E-mail the trip's finalized PDF to its client (and chosen guests)",
    ),
    guard('trips', 'write'),
    sendTripDocument('finalized'),
  );
};
