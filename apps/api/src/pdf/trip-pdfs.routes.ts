import { desc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AuthUser } from '../auth/roles.ts';
import { tripPdfs, trips } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { findRow, jsonLd, parseId, respondItem } from '../engine/handlers/respond.ts';
import { respondUpdate } from '../engine/handlers/update.ts';
import { readJsonObject, validateInput } from '../engine/input.ts';
import { createRecord, deleteRecord, inTransaction } from '../engine/records.ts';
import { loadRelations, toItem } from '../engine/serialize.ts';
import type { Row } from '../engine/types.ts';
import { fileStoreOf, removeFile, storeFile } from '../files/file-store.ts';
import type { AppEnv } from '../http/app-env.ts';

import { conflict, notFound, unprocessable } from '../http/problem.ts';
import { jsonContent, pick } from '../openapi/components.ts';
import { inTurn } from './in-turn.ts';
import { proposalParam } from './pdf.routes.ts';
import {
  drawTripPdf,
  nextVersionNumber,
  pdfOwner,
  prepareTripPdf,
  type RenderedPdf,
} from './render-trip-pdf.ts';
import type { PdfKind } from './trip-pdf-document.ts';
import { tripPdfKinds, tripPdfsResource } from './trip-pdfs.resource.ts';

const idParam = (name: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const },
});
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

// Stores a drawn PDF as version `number` of its kind in one short transaction (the trip row
// locked: concurrent creations number one after the other). When that number was taken meanwhile
// (another server), answers the number now free without storing, so that the PDF is drawn again;
// after the `last` attempt, a 409.
const storeVersion = async (
  c: Context<AppEnv>,
  user: AuthUser,
  v: { tripId: number; kind: PdfKind; number: number; input: Row; pdf: RenderedPdf; last: boolean },
): Promise<Row | number> => {
  const deps = c.get('deps');
  const store = fileStoreOf(deps.config);
  const stored = await storeFile(store, v.pdf.bytes, {
    extension: 'pdf',
    contentType: 'application/pdf',
    size: v.pdf.bytes.byteLength,
  });
  try {
    const saved = await inTransaction(deps, user, async (ctx) => {
      const locked = await ctx.tx.execute(sql`select id from trips where id = ${v.tripId} for update`);
      if (locked.rows.length === 0) throw notFound();
      const free = await nextVersionNumber(ctx.tx, v.tripId, v.kind);
      if (free !== v.number) {
        if (v.last) throw conflict('Other versions of this PDF were stored meanwhile. Please try again.');
        return free;
      }
      return createRecord(ctx, tripPdfsResource, v.input, {
        tripId: v.tripId,
        kind: v.kind,
        number: v.number,
        filePath: stored,
        size: v.pdf.bytes.byteLength,
        pages: v.pdf.pages,
      });
    });
    if (typeof saved === 'number') await removeFile(store, stored);
    return saved;
  } catch (err) {
    // A refused or failed save leaves no orphan file behind.
    await removeFile(store, stored);
    throw err;
  }
};

// calls.md 7.6 (second API): trips/{tripId}/pdfs: GET list, POST (renders the trip's current PDF
// and stores it as the next numbered version of its kind), GET/PUT/DELETE /{id}.
export const mountTripPdfRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/next/trips/:tripId{[0-9]+}/pdfs',
    docs('listNextTripPdfs', "A trip's stored PDF versions, newest first", {
      parameters: [idParam('tripId')],
      responses: {
        200: { description: 'The versions', content: jsonContent('TripPdfCollection') },
        ...pick(401, 403, 404),
      },
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
      parameters: [idParam('tripId')],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
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
            },
          },
        },
      },
      responses: {
        201: { description: 'Stored', content: jsonContent('TripPdf') },
        ...pick(400, 401, 403, 404, 409, 415, 422),
      },
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
      // Nothing is locked and no transaction is open while the PDF is drawn (seconds for a long
      // trip): the data is read, the PDF drawn with the number the version should get, then stored
      // in a short transaction that locks the trip and numbers it. Creations of one trip in this
      // process take turns, so the number drawn is the number stored; when another server stored a
      // version meanwhile, the PDF is drawn again with the new number.
      return inTurn(`trip-pdf:${tripId}:${kind}`, async () => {
        const prepared = await prepareTripPdf(deps.db, deps.config, tripId, kind, proposalId);
        if (!prepared) throw notFound();
        const owner = pdfOwner(user, tripId);
        let number = await nextVersionNumber(deps.db, tripId, kind);
        for (let attempt = 1; ; attempt++) {
          const pdf = await drawTripPdf(prepared, { versionLabel: `Version ${number}`, owner });
          const saved = await storeVersion(c, user, { tripId, kind, number, input, pdf, last: attempt >= 3 });
          if (typeof saved === 'number') {
            number = saved;
            continue;
          }
          c.header('Location', `/next/trips/${tripId}/pdfs/${saved.id}`);
          return respondItem(c, deps.db, tripPdfsResource, saved, 201);
        }
      });
    },
  );

  app.get(
    '/next/trips/:tripId{[0-9]+}/pdfs/:id{[0-9]+}',
    docs('getNextTripPdf', 'A stored PDF version (open its file with GET /files/{filePath})', {
      parameters: [idParam('tripId'), idParam('id')],
      responses: {
        200: { description: 'The version', content: jsonContent('TripPdf') },
        ...pick(401, 403, 404),
      },
    }),
    async (c) => {
      requireAccess(c, 'trips', 'read');
      return respondItem(c, c.get('deps').db, tripPdfsResource, await versionOf(c));
    },
  );

  app.put(
    '/next/trips/:tripId{[0-9]+}/pdfs/:id{[0-9]+}',
    docs('updateNextTripPdf', "A stored version's label and note (its file, kind and number never change)", {
      parameters: [idParam('tripId'), idParam('id')],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                label: { type: ['string', 'null'], maxLength: 255 },
                note: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
      responses: {
        200: { description: 'Updated', content: jsonContent('TripPdf') },
        ...pick(400, 401, 403, 404, 412, 415, 422),
      },
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
      parameters: [idParam('tripId'), idParam('id')],
      responses: { 204: { description: 'Deleted' }, ...pick(401, 403, 404) },
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
