import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AccessArea } from '../auth/permissions.ts';
import type { AppConfig } from '../config/env.ts';
import type { Db as Tx } from '../db/client.ts';
import type { attachmentTable, imageTable, sealedAttachmentTable } from '../db/schema/files/file-tables.ts';
import { requireAccess } from '../engine/access.ts';
import { defineResource, getResource } from '../engine/define-resource.ts';
import { etagOf } from '../engine/etag.ts';
import { bool, integer, oneOf, optionalText } from '../engine/fields.ts';
import { itemBody, jsonLd } from '../engine/handlers/respond.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { createRecord, inTransaction } from '../engine/records.ts';
import type { Resource, ResourceHooks, Row } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/problem.ts';
import { answers, jsonContent, requestBody } from '../openapi/components.ts';
import { deleteFilesLater, deleteOrphanFile } from './delete-file-later.ts';
import { checkUpload, extensionOf, maxBytes, tooLarge, type UploadKind } from './file-check.ts';
import { fileStoreOf, newStoredPath, readStoredFile, storeFile } from './file-store.ts';

export type FileResourceDef = {
  kind: UploadKind;
  // Hydra class (DestinationAttachment) and collection path (destination_attachments).
  type: string;
  path: string;
  table:
    | ReturnType<typeof attachmentTable>
    | ReturnType<typeof sealedAttachmentTable>
    | ReturnType<typeof imageTable>;
  // The owning resource: its Hydra class and the property naming it (destination, accommodation).
  owner: { type: string; property: string };
  access: AccessArea;
  // Attachments only: the allowed values of `type` (an enum of /api/enums); free text otherwise.
  types?: readonly [string, ...string[]];
  // Attachments whose table has wrapped_key: those of a sensitive type are stored encrypted.
  vault?: FileVault;
  // The upload form may name its owner in an `id` field (calls.md 7.10, task files) as well as in
  // the owner's property.
  idField?: boolean;
  // A content that is not accepted answers 422 on `file` instead of 415 (task files, issue 26).
  refusedTypeAs422?: boolean;
};

// How the attachments of sensitive types are sealed (clients/sealed-attachments.ts): which types,
// how bytes are encrypted for a stored path and opened again, and whose client log records reads.
export type FileVault = {
  sensitiveTypes: readonly string[];
  seal: (config: AppConfig, path: string, bytes: Uint8Array) => { stored: Uint8Array; wrappedKey: string };
  open: (config: AppConfig, path: string, wrappedKey: string, stored: Uint8Array) => Uint8Array;
  clientOf: (db: Tx, ownerId: number) => Promise<number | undefined>;
};

export const isSensitiveType = (vault: FileVault | undefined, type: unknown) =>
  !!vault && typeof type === 'string' && vault.sensitiveTypes.includes(type);

// Encrypts bytes under a fresh stored path (kept as .bin: the path says nothing of the content).
export const storeSealed = async (config: AppConfig, vault: FileVault, bytes: Uint8Array) => {
  const path = newStoredPath('bin');
  const sealed = vault.seal(config, path, bytes);
  await fileStoreOf(config).put(path, sealed.stored, { contentType: 'application/octet-stream' });
  return { filePath: path, wrappedKey: sealed.wrappedKey };
};

export type FileResource = Resource & { upload: FileResourceDef };

export const isFileResource = (resource: Resource): resource is FileResource => 'upload' in resource;

// A record that holds a stored file without being an attachments or images collection (an
// invoice's PDF): `select` answers one row (name, extension, mime_type) for a stored path, so that
// GET /files/{path} checks the reader's access to that area and signs a link to it. Listed by its
// domain's module (`fileHolders`).
export type FileHolder = { access: AccessArea; select: (path: string) => SQL };

// "Villa plan.pdf" → "Villa plan": calls.md sends name.extension on edit; the extension itself
// describes the stored content and never changes.
const stripExtension = (name: string, extension: string) =>
  name.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? name.slice(0, -extension.length - 1) : name;

const hooks = (def: FileResourceDef): ResourceHooks => ({
  beforeWrite: async (values, ctx) => {
    // A file stays with the record it was uploaded to.
    if (ctx.existing) delete values.ownerId;
    const extension = (ctx.existing?.extension ?? values.extension) as string;
    if (typeof values.name === 'string') {
      values.name = stripExtension(values.name, extension).trim() || ctx.existing?.name || 'file';
    }
    if (def.kind === 'image') {
      const ownerId = (ctx.existing?.ownerId ?? values.ownerId) as number;
      const others = and(
        eq(def.table.ownerId, ownerId),
        ctx.existing ? ne(def.table.id, ctx.existing.id as number) : undefined,
      );
      const table = def.table as ReturnType<typeof imageTable>;
      if (values.isMain === true) {
        // One main image per owner: the others lose the flag through the record service (each an
        // audited update of its image).
        await updateWhere(
          ctx,
          getResource(def.type),
          and(others, eq(table.isMain, true))!,
          { isMain: false },
          {
            beforeWrite: false,
          },
        );
      } else if (!ctx.existing) {
        // The first image of an owner is its main image.
        const [other] = await ctx.tx.select({ id: table.id }).from(table).where(others).limit(1);
        if (!other) values.isMain = true;
      }
    }
    // A clear attachment whose type becomes sensitive is sealed at that write; a sealed one stays
    // sealed whatever its type becomes.
    if (ctx.existing && !ctx.existing.wrappedKey && isSensitiveType(def.vault, values.type)) {
      const { config } = ctx.deps;
      const oldPath = ctx.existing.filePath as string;
      const bytes = await readStoredFile(fileStoreOf(config), oldPath);
      // A file missing from the store has nothing left to protect: the edit goes on.
      if (bytes) {
        const sealed = await storeSealed(config, def.vault!, bytes);
        values.filePath = sealed.filePath;
        values.wrappedKey = sealed.wrappedKey;
        await deleteFilesLater(ctx, [oldPath]);
      }
    }
    return values;
  },
  beforeDelete: (row, ctx) => deleteFilesLater(ctx, [row.filePath as string]),
});

const camel = (type: string) => type[0]!.toLowerCase() + type.slice(1);
const snake = (type: string) => type.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

// What a collection declares: every one is named after its owner's class, as calls.md names them
// (TripItem: TripItemAttachment at trip_item_attachments, property tripItem; TripItemImage at
// trip_item_images).
export type OwnedFilesDef = Omit<FileResourceDef, 'type' | 'path' | 'owner'> & { owner: string };

const named = ({ owner, ...def }: OwnedFilesDef): FileResourceDef => ({
  ...def,
  type: `${owner}${def.kind === 'image' ? 'Image' : 'Attachment'}`,
  path: `${snake(owner)}_${def.kind}s`,
  owner: { type: owner, property: camel(owner) },
});

// An attachments or images collection of one owning kind: list, get, PATCH (name, type, position,
// main image) and DELETE through the engine; POST is a multipart upload checked by content.
export const defineFileResource = (owned: OwnedFilesDef): FileResource => {
  const def = named(owned);
  const resource = defineResource({
    type: def.type,
    path: def.path,
    table: def.table,
    access: def.access,
    updateVerbs: ['PATCH'],
    operations: ['list', 'get', 'update', 'delete'],
    // The sealed file's key (client attachments) is the vault's, never answered.
    ...(def.vault ? { hidden: ['wrappedKey'] } : {}),
    writable:
      def.kind === 'image'
        ? { name: optionalText(255), position: integer({ min: 0, max: 32767, empty: 0 }), isMain: bool() }
        : { name: optionalText(255), type: def.types ? v.nullable(oneOf(def.types)) : optionalText(64) },
    relations: { [def.owner.property]: { kind: 'one', target: def.owner.type, fk: 'ownerId' } },
    filters: { [`${def.owner.property}.id`]: { kind: 'exact', path: `${def.owner.property}.id` } },
    order: def.kind === 'image' ? ['position', 'id'] : ['id', 'name', 'createdAt'],
    defaultOrder: def.kind === 'image' ? { position: 'asc', id: 'asc' } : { id: 'asc' },
    hooks: hooks(def),
  }) as FileResource;
  resource.upload = def;
  return resource;
};

// An owner's attachments and images collections (either may be absent), in that order.
export const defineOwnerFiles = (
  owner: string,
  access: AccessArea,
  tables: { attachments?: ReturnType<typeof attachmentTable>; images?: ReturnType<typeof imageTable> },
): FileResource[] => [
  ...(tables.attachments
    ? [defineFileResource({ kind: 'attachment', owner, table: tables.attachments, access })]
    : []),
  ...(tables.images ? [defineFileResource({ kind: 'image', owner, table: tables.images, access })] : []),
];

const ownerIri = (value: unknown, ownerCollection: string) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const v = value.trim();
  return /^\d+$/.test(v) ? `${ownerCollection}/${v}` : v;
};

// POST /api/<kind>_attachments|images: multipart with `file`, the owner (IRI or id), name, type.
export const mountFileUpload = (app: Hono<AppEnv>, resource: FileResource, ownerCollection: string) => {
  const def = resource.upload;
  const ownerProp = def.owner.property;
  const fields: Record<
    string,
    { type: 'string' | 'integer' | 'boolean'; format?: string; description?: string; enum?: string[] }
  > = {
    file: { type: 'string', format: 'binary' },
    [ownerProp]: { type: 'string', description: `IRI (or id) of the ${ownerProp}` },
    ...(def.idField
      ? { id: { type: 'string', description: `The ${ownerProp} (IRI or id), as calls.md names it` } }
      : {}),
    name: { type: 'string', description: 'Shown name; defaults to the file name without its extension' },
    ...(def.kind === 'image'
      ? { position: { type: 'integer' }, isMain: { type: 'boolean' } }
      : {
          type: def.types
            ? { type: 'string', enum: [...def.types], description: 'Document kind' }
            : { type: 'string', description: 'Document kind (contract, invoice, brochure...)' },
        }),
  };
  app.post(
    `/api/${def.path}`,
    describeRoute({
      operationId: `create${def.type}`,
      summary: `Upload a ${def.kind === 'image' ? 'n image' : 'n attachment'} of a ${ownerProp}`,
      tags: [resource.plural],
      requestBody: requestBody('multipart/form-data', {
        type: 'object',
        properties: fields,
        required: def.idField ? ['file'] : ['file', ownerProp],
      }),
      responses: answers(201, 'Stored', jsonContent(def.type), [400, 401, 403, 413, 415, 422, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, def.access, 'write');
      // Refuse an oversize upload from its declared length, before reading it.
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > maxBytes[def.kind] + 64 * 1024) throw tooLarge(def.kind);
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(400, 'Send the file as multipart/form-data with a "file" field.');
      }
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File)) {
        throw new ApiError(422, 'file: Please select a file.', {
          violations: [{ propertyPath: 'file', message: 'Please select a file.' }],
        });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { mimeType, extension } = await checkUpload(def.kind, bytes, file.name).catch((err) => {
        if (def.refusedTypeAs422 && err instanceof ApiError && err.status === 415) {
          throw new ApiError(422, `file: ${err.message}`, {
            violations: [{ propertyPath: 'file', message: err.message }],
          });
        }
        throw err;
      });
      const fallbackName = stripExtension(file.name, extensionOf(file.name) || extension) || 'file';
      const owner =
        ownerIri(form[ownerProp], ownerCollection) ??
        (def.idField ? ownerIri(form.id, ownerCollection) : undefined);
      const body: Row = {
        [ownerProp]: owner ?? null,
        name: typeof form.name === 'string' && form.name.trim() ? form.name : fallbackName,
      };
      if (def.kind === 'image') {
        if (typeof form.position === 'string') body.position = form.position;
        if (form.isMain === 'true' || form.isMain === '1') body.isMain = true;
      } else if (typeof form.type === 'string') body.type = form.type;
      if (body[ownerProp] === null) {
        throw new ApiError(422, `${ownerProp}: This value should not be blank.`, {
          violations: [{ propertyPath: ownerProp, message: 'This value should not be blank.' }],
        });
      }
      const { config } = c.get('deps');
      const store = fileStoreOf(config);
      // An attachment of a sensitive type goes through the vault, whatever screen sends it.
      const sealed = isSensitiveType(def.vault, body.type)
        ? await storeSealed(config, def.vault!, bytes)
        : undefined;
      const filePath =
        sealed?.filePath ?? (await storeFile(store, bytes, { extension, contentType: mimeType }));
      try {
        const server = {
          filePath,
          mimeType,
          extension,
          size: bytes.byteLength,
          ...(sealed ? { wrappedKey: sealed.wrappedKey } : {}),
        };
        const created = await inTransaction(c.get('deps'), user, async (ctx) => {
          const row = await createRecord(ctx, resource, body, server);
          return { row, body: await itemBody(ctx.tx, resource, row) };
        });
        c.header('Location', resource.iri(created.row.id));
        c.header('ETag', etagOf(created.row.version));
        return jsonLd(c, created.body, 201);
      } catch (err) {
        // A refused or failed save leaves no orphan file behind.
        await deleteOrphanFile(c.get('deps').db, config, filePath);
        throw err;
      }
    },
  );
};
