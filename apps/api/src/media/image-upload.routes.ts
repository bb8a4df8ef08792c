import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import sharp from 'sharp';
import { imageSrcs } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { etagOf } from '../engine/etag.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { createRecord, inTransaction } from '../engine/records.ts';
import type { Row } from '../engine/types.ts';
import { deleteOrphanFile } from '../files/delete-file-later.ts';
import { checkUpload, extensionOf, maxBytes, tooLarge } from '../files/file-check.ts';
import { fileStoreOf, storeFile } from '../files/file-store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, notFound } from '../http/problem.ts';
import { answers, jsonContent, pathId, pick, requestBody } from '../openapi/components.ts';
import { imageLinks } from './image-links.ts';
import { imageSrcsResource } from './image-srcs.resource.ts';
import { usagesOf } from './usages.ts';

// The gallery takes these four (product.md §5 "images only"); AVIF, which other image widgets
// take, is not one a website can count on.
const galleryTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const refusedType = 'You can only upload image file!';

const fileViolation = (message: string) =>
  new ApiError(422, `file: ${message}`, { violations: [{ propertyPath: 'file', message }] });

// tags, tags[] (repeated) or one comma-separated value; each an IRI or an id.
const tagIris = (form: Record<string, unknown>) => {
  const raw = [form.tags, form['tags[]']].flatMap((x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]));
  return raw
    .filter((x): x is string => typeof x === 'string')
    .flatMap((x) => x.split(','))
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => (/^\d+$/.test(x) ? `/api/image_tags/${x}` : x));
};

const stripExtension = (name: string) => {
  const ext = extensionOf(name);
  return ext ? name.slice(0, -ext.length - 1) : name;
};

export const mountImageRoutes = (app: Hono<AppEnv>) => {
  // Links to the files in every answer (before the engine's own routes of the resource).
  app.use('/api/image_srcs', imageLinks);
  app.use('/api/image_srcs/*', imageLinks);

  app.post(
    '/api/image_srcs',
    describeRoute({
      operationId: 'createImageSrc',
      summary: 'Upload an image to the media gallery',
      description:
        'An image (JPEG, PNG, WebP or GIF, recognised by its content) under 5 MB; its width and height are read from the file; the renditions follow from a job.',
      tags: [imageSrcsResource.plural],
      requestBody: requestBody('multipart/form-data', {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary' },
          name: {
            type: 'string',
            description: 'Shown name; defaults to the file name without its extension',
          },
          alt: { type: 'string' },
          'tags[]': { type: 'array', items: { type: 'string' }, description: 'Image tags, IRIs or ids' },
        },
        required: ['file'],
      }),
      responses: answers(201, 'Stored', jsonContent('ImageSrc'), [400, 401, 403, 413, 422, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, 'media', 'write');
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > maxBytes.image + 64 * 1024) throw tooLarge('image');
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(400, 'Send the file as multipart/form-data with a "file" field.');
      }
      const form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
      const file = Array.isArray(form.file) ? form.file[0] : form.file;
      if (!(file instanceof File)) throw fileViolation('Please select a file.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = await checkUpload('image', bytes, file.name).catch((err) => {
        if (err instanceof ApiError && err.status === 415) throw fileViolation(refusedType);
        throw err;
      });
      if (!galleryTypes.has(checked.mimeType)) throw fileViolation(refusedType);
      // The size as the file has it (a header that lies, a truncated file: refused here).
      const meta = await sharp(bytes, { animated: false })
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) throw fileViolation('This image cannot be read.');
      // EXIF orientations 5..8 turn the picture: its shown size is the other way round.
      const turned = (meta.orientation ?? 1) >= 5;
      const width = turned ? meta.height : meta.width;
      const height = turned ? meta.width : meta.height;
      const name =
        typeof form.name === 'string' && form.name.trim() ? form.name : stripExtension(file.name) || 'image';
      const body: Row = { name, tags: tagIris(form) };
      if (typeof form.alt === 'string') body.alt = form.alt;
      for (const key of ['focalX', 'focalY'] as const)
        if (typeof form[key] === 'string') body[key] = form[key];
      const { config } = c.get('deps');
      const filePath = await storeFile(fileStoreOf(config), bytes, {
        extension: checked.extension,
        contentType: checked.mimeType,
      });
      try {
        const created = await inTransaction(c.get('deps'), user, async (ctx) => {
          const row = await createRecord(ctx, imageSrcsResource, body, {
            filePath,
            mimeType: checked.mimeType,
            extension: checked.extension,
            size: bytes.byteLength,
            width,
            height,
          });
          return { row, body: await itemBody(ctx.tx, imageSrcsResource, row) };
        });
        c.header('Location', imageSrcsResource.iri(created.row.id));
        c.header('ETag', etagOf(created.row.version));
        return jsonLd(c, created.body, 201);
      } catch (err) {
        await deleteOrphanFile(c.get('deps').db, config, filePath);
        throw err;
      }
    },
  );

  app.get(
    '/api/image_srcs/:id{[0-9]+}/usages',
    describeRoute({
      operationId: 'listImageSrcUsages',
      summary: 'Where an image is used: the records whose foreign keys reference it',
      tags: [imageSrcsResource.plural],
      parameters: [pathId()],
      responses: {
        200: {
          description: 'The records using the image',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  'hydra:totalItems': { type: 'integer' },
                  'hydra:member': {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        table: { type: 'string' },
                        column: { type: 'string' },
                        id: { type: ['integer', 'null'] },
                        label: { type: ['string', 'null'] },
                        iri: { type: ['string', 'null'] },
                        type: { type: ['string', 'null'] },
                      },
                      required: ['table', 'column', 'id', 'label', 'iri', 'type'],
                    },
                  },
                },
                required: ['hydra:member', 'hydra:totalItems'],
              },
            },
          },
        },
        ...pick(401, 403, 404),
      },
    }),
    async (c) => {
      requireAccess(c, 'media', 'read');
      const id = parseId(c.req.param('id'));
      const { db } = c.get('deps');
      const [image] = await db
        .select({ id: imageSrcs.id })
        .from(imageSrcs)
        .where(eq(imageSrcs.id, id))
        .limit(1);
      if (!image) throw notFound();
      const usages = await usagesOf(db, id);
      return c.json({ 'hydra:member': usages, 'hydra:totalItems': usages.length });
    },
  );
};
