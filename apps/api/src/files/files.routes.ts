import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type AccessArea, can } from '../auth/permissions.ts';
import type { AuthUser } from '../auth/roles.ts';
import { appendClientLog } from '../clients/client-log.ts';
import type { Db } from '../db/client.ts';
import type { sealedAttachmentTable } from '../db/schema/files/file-tables.ts';
import type { DomainModule } from '../engine/domain-module.ts';
import { visibleCondition } from '../engine/scope.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forbidden, notFound, unauthorized } from '../http/problem.ts';
import { answers, pick } from '../openapi/components.ts';
import { type FileResource, isFileResource, isSensitiveType } from './define-file-resource.ts';
import { fileStoreOf, isStoredPath, readStoredFile } from './file-store.ts';
import { checkSignedLink, linkLifetimeSeconds, signedQuery } from './link-signature.ts';

// Images and PDFs open in the tab; anything else downloads.
const contentDisposition = (record: FileRecord) => {
  const inline = record.mimeType.startsWith('image/') || record.mimeType === 'application/pdf';
  const fileName = `${record.name}.${record.extension}`.replace(/["\r\n]/g, '');
  return `${inline ? 'inline' : 'attachment'}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

// The path holds slashes (2026/01/x.pdf): x-multi-segment tells the SDK's mock generator.
const filePathParameter = {
  name: 'path',
  in: 'path' as const,
  required: true,
  schema: { type: 'string' as const },
  'x-multi-segment': true,
};

// Files are opened in a new browser tab, which cannot send the bearer token: GET /files/{path}
// checks the caller may read the record holding the file and answers a short-lived signed URL.
// The records that hold files are every module's attachments and images collections and holders.
export const mountFileRoutes = (app: Hono<AppEnv>, modules: readonly DomainModule[]) => {
  const holders = holdersOf(modules);
  app.get(
    '/files/raw/:path{.+}',
    describeRoute({
      operationId: 'openSignedFile',
      summary: 'The file itself, through a signed link from GET /files/{path}',
      tags: ['Files'],
      parameters: [filePathParameter],
      responses: answers(200, 'The file', null, [403, 404, 503]),
    }),
    async (c) => {
      const path = c.req.param('path');
      const { config, jwtKey, db } = c.get('deps');
      const issuer = await checkSignedLink(db, jwtKey, path, {
        expires: c.req.query('expires'),
        signature: c.req.query('signature'),
        by: c.req.query('by'),
      });
      const record = isStoredPath(path) ? await findRecord(db, holders, path) : undefined;
      if (!record) throw notFound();
      // The link is as good as its maker: one who may no longer read the record opens nothing.
      if (!can(issuer.roles, record.access, 'read')) throw forbidden('Access Denied.');
      if (await hiddenFrom(db, record, path, issuer as unknown as AuthUser)) throw notFound();
      const sealed = await sealedStateOf(db, record, path);
      if (sealed) {
        if (!can(issuer.roles, record.access, 'write')) throw forbidden(sensitiveRefusal);
        const bytes = await openSealed(c, record, sealed, path, issuer.id);
        return sendSealed(c, record, bytes);
      }
      const file = await fileStoreOf(config).open(path);
      if (!file) throw notFound();
      c.header('Content-Type', record.mimeType);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      c.header('Cache-Control', `private, max-age=${linkLifetimeSeconds}`);
      c.header('Content-Disposition', contentDisposition(record));
      if (file.size !== undefined) c.header('Content-Length', String(file.size));
      // Streamed from the store: a large file never sits whole in the process.
      return c.body(file.stream);
    },
  );

  app.get(
    '/files/:path{.+}',
    describeRoute({
      operationId: 'getFileUrl',
      summary: 'A short-lived URL that opens a stored file (attachment or image) in a new tab',
      description:
        'The link lives 5 minutes and stops working if its maker is deactivated or loses access. A client or guest attachment of a sensitive type (passport, visa, ID card, licence, card, medical) is opened only by roles that write clients (403 otherwise); each opening is written to the client log.',
      tags: ['Files'],
      parameters: [filePathParameter],
      responses: {
        200: {
          description: 'The URL',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  url: {
                    type: 'string',
                    description: 'A path on this API, or a presigned bucket URL when S3_DIRECT_LINKS is on',
                  },
                },
                required: ['url'],
              },
            },
          },
        },
        ...pick(401, 403, 404, 503),
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      const path = c.req.param('path');
      const { jwtKey, config, db } = c.get('deps');
      const record = isStoredPath(path) ? await findRecord(db, holders, path) : undefined;
      if (!record) throw notFound();
      if (!can(user.roles, record.access, 'read')) throw forbidden('Access Denied.');
      if (await hiddenFrom(db, record, path, user)) throw notFound();
      // A passport, a card image...: only those who write clients open it (the vault's rule).
      const sealed = await sealedStateOf(db, record, path);
      if (sealed && !can(user.roles, record.access, 'write')) throw forbidden(sensitiveRefusal);
      // A bucket that serves its own presigned links (S3_DIRECT_LINKS) spares the API the bytes;
      // never for a sensitive file: the API decrypts it and logs the opening.
      const store = fileStoreOf(config);
      if (store.signedUrl && !sealed) {
        const url = await store.signedUrl(path, {
          expiresInSeconds: linkLifetimeSeconds,
          contentType: record.mimeType,
          contentDisposition: contentDisposition(record),
        });
        return c.json({ url });
      }
      return c.json({ url: `/files/raw/${path}?${signedQuery(jwtKey, path, user.id)}` });
    },
  );
};

type FileRecord = {
  name: string;
  extension: string;
  mimeType: string;
  access: AccessArea;
  // The attachments collection holding the file, when it is one.
  resource?: FileResource;
};

// A file of a collection with per-row access (a task's files follow their task): opened only by one
// who may see its row, as if it did not exist otherwise (a path seen once, in a task since
// reassigned, opens nothing).
const hiddenFrom = async (db: Db, record: FileRecord, path: string, user: AuthUser) => {
  const resource = record.resource;
  if (!resource?.rowAccess) return false;
  const filePath = resource.columns.filePath!;
  const [row] = await db
    .select({ id: resource.idColumn })
    .from(resource.table)
    .where(and(eq(filePath, path), visibleCondition(resource, user)))
    .limit(1);
  return !row;
};

const sensitiveRefusal = 'Access Denied: this document is only opened by those who manage clients.';

type SealedState = { id: number; ownerId: number; type: string | null; wrappedKey: string | null };

// For an attachment of a collection kept by the vault: its row when its type is sensitive or its
// file is sealed (an old clear file of a sensitive type is as closed as a sealed one).
const sealedStateOf = async (db: Db, record: FileRecord, path: string) => {
  const vault = record.resource?.upload.vault;
  if (!vault) return undefined;
  const table = record.resource!.upload.table as ReturnType<typeof sealedAttachmentTable>;
  const [row] = await db
    .select({ id: table.id, ownerId: table.ownerId, type: table.type, wrappedKey: table.wrappedKey })
    .from(table)
    .where(eq(table.filePath, path))
    .limit(1);
  if (!row) return undefined;
  return row.wrappedKey || isSensitiveType(vault, row.type) ? (row as SealedState) : undefined;
};

// The file's clear bytes, the opening written to the client's log in the same transaction (a
// refused or failed read leaves no entry, an entry is never missing for a read that happened).
const openSealed = async (
  c: Context<AppEnv>,
  record: FileRecord,
  sealed: SealedState,
  path: string,
  actorId: number,
) => {
  const { db, config } = c.get('deps');
  const vault = record.resource!.upload.vault!;
  const stored = await readStoredFile(fileStoreOf(config), path);
  if (!stored) throw notFound();
  const bytes = sealed.wrappedKey ? vault.open(config, path, sealed.wrappedKey, stored) : stored;
  await db.transaction(async (tx) => {
    const clientId = await vault.clientOf(tx, sealed.ownerId);
    if (clientId === undefined) throw notFound();
    await appendClientLog(tx, {
      clientId,
      kind: 'document-read',
      message: `Attachment opened: ${(sealed.type ?? 'document').replace(/_/g, ' ')} (${record.name}.${record.extension})`,
      actorId,
    });
  });
  return bytes;
};

const sendSealed = (c: Context<AppEnv>, record: FileRecord, bytes: Uint8Array) => {
  c.header('Content-Type', record.mimeType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  c.header('Cache-Control', 'no-store');
  c.header('Content-Disposition', contentDisposition(record));
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(new Uint8Array(bytes));
};

type Holder = { access: AccessArea; resource?: FileResource; select: (path: string) => SQL };

const holdersOf = (modules: readonly DomainModule[]): Holder[] => [
  ...modules
    .flatMap((m) => m.resources)
    .filter(isFileResource)
    .map((r) => ({
      access: r.access,
      resource: r,
      select: (p: string) =>
        sql`select name, extension, mime_type from ${sql.identifier(getTableName(r.table))} where file_path = ${p}`,
    })),
  ...modules.flatMap((m) => m.fileHolders ?? []),
];

// The record holding a stored path, whichever kind of attachment or image it is (one query).
const findRecord = async (db: Db, resources: readonly Holder[], path: string) => {
  if (resources.length === 0) return undefined;
  const parts = resources.map(
    (r, i) => sql`select ${i}::int as kind, * from (${r.select(path)}) as f${sql.raw(String(i))}`,
  );
  const query = sql.join(parts, sql` union all `);
  const { rows } = await db.execute<{ kind: number; name: string; extension: string; mime_type: string }>(
    sql`${query} limit 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    name: row.name,
    extension: row.extension,
    mimeType: row.mime_type,
    access: resources[row.kind]!.access,
    resource: resources[row.kind]!.resource,
  } satisfies FileRecord;
};
