import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { tripPdfs, trips } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { findRow, jsonLd, parseId, respondItem } from '../engine/handlers/respond.ts';
import { respondUpdate } from '../engine/handlers/update.ts';
import { readJsonObject, validateInput } from '../engine/input.ts';
import { deleteRecord, inTransaction } from '../engine/records.ts';
import { loadRelations, toItem } from '../engine/serialize.ts';
import type { Row } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';

import { notFound, unprocessable } from '../http/problem.ts';
import { answers, jsonContent, pathId, requestBody } from '../openapi/components.ts';
import { proposalParam } from './pdf.routes.ts';
import { storeTripPdfVersion } from './store-trip-pdf-version.ts';
import type { PdfKind } from './trip-pdf-document.ts';
import { tripPdfKinds, tripPdfsResource } from './trip-pdfs.resource.ts';

const docs = (operationId: string, summary: string, extra: Record<string, unknown>) =>
  describeRoute({ operationId, summary, tags: [tripPdfsResource.plural], ...extra });

// What a stored version is made of: never written after its creation.
const fixed = ['kind', 'number', 'filePath', 'size', 'pages', 'trip'] as const;

// The version of a trip (404 when it is another trip's).
const versionOf = async (c: Context<AppEnv>) => {
  const tripId = parseId(c.req.param('tripId'));
  const id = parseId(c.req.param('id'));
  const row = await findRow(c.get('deps').db, tripPdfsResource, id);
  if (!row || row.tripId !== tripId) throw notFound();
  return row;
};

// calls.md 7.6 (second API): trips/{tripId}/pdfs: GET list, POST (renders the trip's current PDF
// and stores it as the next numbered version of its kind), GET/PUT/DELETE /{id}.
export const mountTripPdfRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/next/trips/:tripId{[0-9]+}/pdfs',
    docs('listNextTripPdfs', "A trip's stored PDF versions, newest first", {
      parameters: [pathId('tripId')],
      responses: answers(200, 'The versions', jsonContent('TripPdfCollection'), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      const tripId = parseId(c.req.param('tripId'));
      const { db } = c.get('deps');
      const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).limit(1);
      if (!trip) throw notFound();
      const rows = (await db
        .select()
        .from(tripPdfs)
        .where(eq(tripPdfs.tripId, tripId))
        .orderBy(desc(tripPdfs.createdAt), desc(tripPdfs.id))) as Row[];
      const loaded = await loadRelations(db, tripPdfsResource, rows);
      return jsonLd(c, {
        '@context': '/api/contexts/TripPdf',
        '@id': `/next/trips/${tripId}/pdfs`,
        '@type': 'hydra:Collection',
        'hydra:totalItems': rows.length,
        'hydra:member': rows.map((row) => toItem(tripPdfsResource, row, loaded)),
      });
    },
  );

  app.post(
    '/next/trips/:tripId{[0-9]+}/pdfs',
    docs('createNextTripPdf', "Render the trip's current PDF of a kind and store it as its next version", {
      parameters: [pathId('tripId')],
      requestBody: requestBody('application/json', {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: [...tripPdfKinds] },
          label: { type: ['string', 'null'], maxLength: 255 },
          note: { type: ['string', 'null'] },
          proposal: {
            type: ['integer', 'string', 'null'],
            description:
              "For a proposal: the trip's proposal to print (id or IRI); by default its most recent one that is not declined",
          },
        },
        required: ['kind'],
      }),
      responses: answers(201, 'Stored', jsonContent('TripPdf'), [400, 401, 403, 404, 409, 415, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const tripId = parseId(c.req.param('tripId'));
      const body = await readJsonObject(c);
      const kind = body.kind as PdfKind;
      if (!tripPdfKinds.includes(kind)) {
        throw unprocessable([
          { propertyPath: 'kind', message: 'The value you selected is not a valid choice.' },
        ]);
      }
      const proposalId =
        kind === 'proposal' && body.proposal !== undefined && body.proposal !== null
          ? proposalParam(String(body.proposal))
          : undefined;
      const input: Row = {};
      if ('label' in body) input.label = body.label;
      if ('note' in body) input.note = body.note;
      // The label and note are checked before anything is drawn.
      const { violations } = validateInput(tripPdfsResource, input, 'create');
      if (violations.length) throw unprocessable(violations);
      const deps = c.get('deps');
      const saved = await storeTripPdfVersion(deps, user, { tripId, kind, proposalId, input });
      if (!saved) throw notFound();
      c.header('Location', `/next/trips/${tripId}/pdfs/${saved.row.id}`);
      return respondItem(c, deps.db, tripPdfsResource, saved.row, 201);
    },
  );

  app.get(
    '/next/trips/:tripId{[0-9]+}/pdfs/:id{[0-9]+}',
    docs('getNextTripPdf', 'A stored PDF version (open its file with GET /files/{filePath})', {
      parameters: [pathId('tripId'), pathId('id')],
      responses: answers(200, 'The version', jsonContent('TripPdf'), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      return respondItem(c, c.get('deps').db, tripPdfsResource, await versionOf(c));
    },
  );

  app.put(
    '/next/trips/:tripId{[0-9]+}/pdfs/:id{[0-9]+}',
    docs('updateNextTripPdf', "A stored version's label and note (its file, kind and number never change)", {
      parameters: [pathId('tripId'), pathId('id')],
      requestBody: requestBody('application/json', {
        type: 'object',
        properties: {
          label: { type: ['string', 'null'], maxLength: 255 },
          note: { type: ['string', 'null'] },
        },
      }),
      responses: answers(200, 'Updated', jsonContent('TripPdf'), [400, 401, 403, 404, 412, 415, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const row = await versionOf(c);
      const body = await readJsonObject(c);
      // A client may send back what it read; a different value of a fixed field is refused.
      const current: Record<string, unknown> = { ...row, trip: `/api/trips/${row.tripId}` };
      const changed = fixed.filter((key) => key in body && body[key] !== current[key]);
      if (changed.length) {
        throw unprocessable(
          changed.map((key) => ({ propertyPath: key, message: 'A stored version cannot be changed.' })),
        );
      }
      return respondUpdate(
        c,
        user,
        tripPdfsResource,
        row.id as number,
        { label: body.label ?? null, note: body.note ?? null },
        'replace',
      );
    },
  );

  app.delete(
    '/next/trips/:tripId{[0-9]+}/pdfs/:id{[0-9]+}',
    docs('deleteNextTripPdf', 'Delete a stored version and its file', {
      parameters: [pathId('tripId'), pathId('id')],
      responses: answers(204, 'Deleted', null, [401, 403, 404]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const row = await versionOf(c);
      await inTransaction(c.get('deps'), user, (ctx) =>
        deleteRecord(ctx, tripPdfsResource, row.id as number),
      );
      return c.body(null, 204);
    },
  );
};
