import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { can } from '../auth/permissions.ts';
import { tripProposals, trips } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { checkSignedLink, signedQuery } from '../files/link-signature.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forbidden, notFound, unauthorized, unprocessable } from '../http/problem.ts';
import { answers, jsonBody, pathId, requestBody } from '../openapi/components.ts';
import { nextVersionNumber, pdfOwner, renderTripEventPdf, renderTripPdf } from './render-trip-pdf.ts';
import type { PdfKind } from './trip-pdf-document.ts';
import { tripPdfKinds } from './trip-pdfs.resource.ts';

const PdfLink = v.pipe(
  v.object({ url: v.pipe(v.string(), v.description('A path on this API, valid for 5 minutes')) }),
  v.metadata({ ref: 'PdfLink' }),
);

export const pdfPath = (reference: string, kind: PdfKind) =>
  `/pdf/trip/${encodeURIComponent(reference)}/${kind}`;

// What a signed link signs: the path and, for a chosen proposal, its id (a link for one proposal
// cannot open another).
export const signedPdfTarget = (reference: string, kind: PdfKind, proposalId: number | undefined) =>
  proposalId === undefined ? pdfPath(reference, kind) : `${pdfPath(reference, kind)}?proposal=${proposalId}`;

// The optional `proposal` query parameter (a proposal id): 422 when it is not one.
export const proposalParam = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const m = /^(?:\/api\/trip_proposals\/)?([1-9][0-9]{0,8})$/.exec(raw);
  if (!m) {
    throw unprocessable([{ propertyPath: 'proposal', message: 'This value is not a valid proposal.' }]);
  }
  return Number(m[1]);
};

const proposalQuery = {
  name: 'proposal',
  in: 'query' as const,
  required: false,
  description:
    'A proposal of the trip (id) for the proposal PDF; by default its most recent one that is not declined',
  schema: { type: 'integer' as const },
};

export const sendPdf = (c: Context<AppEnv>, bytes: Uint8Array, fileName: string) => {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes as Uint8Array<ArrayBuffer>);
};

const pdfBinary = { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } };

// product.md §2.9, calls.md 7.6: the proposal and finalized PDFs of a trip, opened in a new tab. A
// tab cannot send the bearer token, so the admin first asks GET /api/trips/{id}/pdf-link for a
// short-lived signed link (the /files mechanism); a bearer token is accepted too.
export const mountPdfRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/pdf/trip/:reference/:kind{proposal|finalized}',
    describeRoute({
      operationId: 'openTripPdf',
      summary: "A trip's proposal or finalized PDF, with the bearer token or a signed link from pdf-link",
      tags: ['PDFs'],
      parameters: [
        { name: 'reference', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: [...tripPdfKinds] } },
        proposalQuery,
        { name: 'expires', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: false, schema: { type: 'string' } },
        {
          name: 'by',
          in: 'query',
          required: false,
          description: 'The user who made the signed link (signed with it)',
          schema: { type: 'integer' },
        },
      ],
      responses: answers(200, 'The PDF', pdfBinary, [401, 403, 404, 422]),
    }),
    async (c) => {
      const reference = c.req.param('reference');
      const kind = c.req.param('kind') as PdfKind;
      const { db, config, jwtKey } = c.get('deps');
      const signature = c.req.query('signature');
      const rawProposal = c.req.query('proposal');
      if (signature !== undefined) {
        // The proposal parameter is signed as given: a changed id no longer matches.
        const target =
          rawProposal === undefined
            ? pdfPath(reference, kind)
            : `${pdfPath(reference, kind)}?proposal=${rawProposal}`;
        const issuer = await checkSignedLink(db, jwtKey, target, {
          expires: c.req.query('expires'),
          signature,
          by: c.req.query('by'),
        });
        if (!can(issuer.roles, 'trips', 'read')) throw forbidden('Access Denied.');
      } else {
        const user = c.get('user');
        if (!user) throw unauthorized('JWT Token not found');
        if (!can(user.roles, 'trips', 'read')) throw forbidden('Access Denied.');
      }
      const [trip] = await db
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.reference, reference))
        .limit(1);
      if (!trip) throw notFound();
      const proposalId = kind === 'proposal' ? proposalParam(rawProposal) : undefined;
      const number = await nextVersionNumber(db, trip.id, kind);
      const pdf = await renderTripPdf(db, config, trip.id, kind, {
        versionLabel: `Version ${number} (preview)`,
        proposalId,
        owner: pdfOwner(signature === undefined ? c.get('user') : undefined, trip.id),
      });
      if (!pdf) throw notFound();
      return sendPdf(c, pdf.bytes, `${reference}-${kind}.pdf`);
    },
  );

  app.get(
    '/api/trips/:id{[0-9]+}/pdf-link',
    describeRoute({
      operationId: 'getTripPdfLink',
      summary: "A short-lived signed URL that opens the trip's proposal or finalized PDF in a new tab",
      tags: ['PDFs'],
      parameters: [
        pathId(),
        { name: 'kind', in: 'query', required: true, schema: { type: 'string', enum: [...tripPdfKinds] } },
        proposalQuery,
      ],
      responses: answers(200, 'The URL', jsonBody(PdfLink), [400, 401, 403, 404, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'read');
      const id = parseId(c.req.param('id'));
      const kind = c.req.query('kind');
      if (!tripPdfKinds.includes(kind as PdfKind)) {
        throw unprocessable([
          { propertyPath: 'kind', message: 'The value you selected is not a valid choice.' },
        ]);
      }
      const { db, jwtKey } = c.get('deps');
      const [trip] = await db
        .select({ reference: trips.reference })
        .from(trips)
        .where(eq(trips.id, id))
        .limit(1);
      if (!trip) throw notFound();
      const proposalId = kind === 'proposal' ? proposalParam(c.req.query('proposal')) : undefined;
      if (proposalId !== undefined) {
        const [own] = await db
          .select({ id: tripProposals.id })
          .from(tripProposals)
          .where(and(eq(tripProposals.id, proposalId), eq(tripProposals.tripId, id)))
          .limit(1);
        if (!own) throw notFound();
      }
      const target = signedPdfTarget(trip.reference, kind as PdfKind, proposalId);
      return c.json({
        url: `${target}${proposalId === undefined ? '?' : '&'}${signedQuery(jwtKey, target, user.id)}`,
      });
    },
  );

  app.post(
    '/api/pdf/trips/tripEvent',
    describeRoute({
      operationId: 'createTripEventPdf',
      summary: "A trip event's PDF (body: the event's IRI or id as tripEvent, or id)",
      tags: ['PDFs'],
      requestBody: requestBody('application/json', {
        type: 'object',
        properties: {
          tripEvent: { type: 'string', description: 'IRI (/api/trip_events/3) or id' },
          id: { type: 'integer' },
        },
      }),
      responses: answers(200, 'The PDF', pdfBinary, [400, 401, 403, 404, 415, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'read');
      const body = await readJsonObject(c);
      const raw = body.tripEvent ?? body.id ?? body.tripEventId;
      const m = /^(?:\/api\/trip_events\/)?(\d{1,9})$/.exec(String(raw ?? ''));
      if (!m)
        throw unprocessable([{ propertyPath: 'tripEvent', message: 'This value should not be blank.' }]);
      const { db, config } = c.get('deps');
      const pdf = await renderTripEventPdf(db, config, Number(m[1]), pdfOwner(user, 0));
      if (!pdf) throw notFound();
      return sendPdf(c, pdf.bytes, `${pdf.reference}-event-${m[1]}.pdf`);
    },
  );
};
