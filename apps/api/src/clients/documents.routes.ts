import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { clientDocumentRequests, clientDocuments, clients } from '../db/schema/index.ts';
import { queueMail } from '../emails/queue-mail.ts';
import { requireAccess } from '../engine/access.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { insertRecords, inTransaction, serverValues } from '../engine/records.ts';
import { systemWrite } from '../engine/system-writes.ts';
import type { WriteContext } from '../engine/types.ts';
import { deleteOrphanFile } from '../files/delete-file-later.ts';
import { checkUpload, extensionOf } from '../files/file-check.ts';
import { fileStoreOf, readStoredFile, storeFile } from '../files/file-store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError, conflict, notFound, unprocessable, type Violation } from '../http/problem.ts';
import { answers, jsonBody, pathId, requestBody } from '../openapi/components.ts';
import {
  clientDocumentsResource,
  type DocumentKind,
  documentKinds,
  kindLabel,
  uploadKinds,
} from './client-documents.resource.ts';
import { appendClientLog } from './client-log.ts';
import { registerClientLogEntity } from './client-logs.queries.ts';
import { decryptFile, encryptFile, seal, unseal, vaultKeysOf } from './vault.ts';

registerClientLogEntity('ClientDocument', { noun: 'document', label: (s) => String(s.name ?? '') });

export const requestLifetimeDays = 7;
// The documents submit page of the admin (product.md §2.2: its path holds documents and submit).
export const submitPagePath = '/documents/submit';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const documentContext = (clientId: number) => `client_document:${clientId}`;
const sizeText = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

// Wrong hashes are counted per address (login_attempts, as sign-ins are): 20 in 15 minutes lock
// the address out of the public documents routes for 15 minutes.
const maxMisses = 20;
const windowMinutes = 15;
const missKey = (c: Context<AppEnv>) => `documents:${clientIp(c, c.get('deps').config.trustProxy)}`;

const assertNotLocked = async (c: Context<AppEnv>) => {
  const { rows } = await c.get('deps').db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from locked_until - now()))::int as seconds from login_attempts
    where key = ${missKey(c)} and locked_until > now()`);
  const seconds = rows[0]?.seconds;
  if (seconds)
    throw new ApiError(429, 'Too many attempts. Try again later.', {
      headers: { 'Retry-After': String(seconds) },
    });
};

const recordMiss = async (c: Context<AppEnv>) => {
  const stale = sql`login_attempts.window_start < now() - make_interval(mins => ${windowMinutes})`;
  const count = sql`(case when ${stale} then 1 else login_attempts.failures + 1 end)`;
  await c.get('deps').db.execute(sql`
    insert into login_attempts (key, failures, window_start, locked_until)
    values (${missKey(c)}, 1, now(), null)
    on conflict (key) do update set
      failures = ${count},
      window_start = case when ${stale} then now() else login_attempts.window_start end,
      locked_until = case when ${count} >= ${maxMisses}
        then now() + make_interval(mins => ${windowMinutes}) else null end`);
};

type OpenRequest = typeof clientDocumentRequests.$inferSelect;

// The open request a hash names; a hash that is malformed, unknown, expired or already submitted
// is the same 404 (no hint of existence), and counts as a miss of the caller's address.
const findOpen = async (tx: Db, hash: unknown, lock: boolean): Promise<OpenRequest | undefined> => {
  if (typeof hash !== 'string' || !/^[A-Za-z0-9_-]{20,128}$/.test(hash)) return undefined;
  const q = tx
    .select()
    .from(clientDocumentRequests)
    .where(
      and(
        eq(clientDocumentRequests.tokenHash, sha256(hash)),
        sql`${clientDocumentRequests.expiresAt} > now()`,
        sql`${clientDocumentRequests.submittedAt} is null`,
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
};

const openRequest = async (c: Context<AppEnv>, hash: unknown): Promise<OpenRequest> => {
  const row = await findOpen(c.get('deps').db, hash, false);
  if (!row) {
    await recordMiss(c);
    throw notFound();
  }
  return row;
};

// The same request again, locked for the writing transaction (closed meanwhile: 404).
const relock = async (tx: Db, hash: unknown): Promise<OpenRequest> => {
  const row = await findOpen(tx, hash, true);
  if (!row) throw notFound();
  return row;
};

const uploadedKinds = async (tx: Db, requestId: number) =>
  (
    await tx
      .select({ kind: clientDocuments.kind })
      .from(clientDocuments)
      .where(eq(clientDocuments.requestId, requestId))
      .orderBy(clientDocuments.id)
  ).map((r) => r.kind);

// Encrypts under a fresh key (wrapped by the vault key) and stores only the ciphertext.
const storeSealed = async (c: Context<AppEnv>, clientId: number, bytes: Uint8Array) => {
  const { config } = c.get('deps');
  const fileKey = randomBytes(32);
  const path = await storeFile(fileStoreOf(config), encryptFile(fileKey, bytes), {
    extension: 'bin',
    contentType: 'application/octet-stream',
  });
  return {
    path,
    size: bytes.byteLength,
    wrappedKey: seal(vaultKeysOf(config).documents, fileKey, documentContext(clientId)),
  };
};
type SealedFile = Awaited<ReturnType<typeof storeSealed>>;

// Stores the bytes sealed (none: nothing to store), then runs the write that records them: a
// write that fails leaves no stored file behind.
const withSealedFile = async <R>(
  c: Context<AppEnv>,
  clientId: number,
  bytes: Uint8Array | undefined,
  write: (sealed: SealedFile | undefined) => Promise<R>,
) => {
  const sealed = bytes ? await storeSealed(c, clientId, bytes) : undefined;
  try {
    return await write(sealed);
  } catch (err) {
    const { db, config } = c.get('deps');
    if (sealed) await deleteOrphanFile(db, config, sealed.path);
    throw err;
  }
};

// The sealed file as a document of the request, its key wrapped beside it.
const insertSealedDocument = (
  ctx: WriteContext,
  request: OpenRequest,
  sealed: SealedFile,
  document: { kind: string; name: string; mimeType: string; extension: string },
) =>
  insertRecords(
    ctx,
    clientDocumentsResource,
    [
      serverValues({
        clientId: request.clientId,
        requestId: request.id,
        ...document,
        size: sealed.size,
        filePath: sealed.path,
        wrappedKey: sealed.wrappedKey,
      }),
    ],
    { beforeWrite: false },
  );

const DocumentRequestAnswer = v.pipe(
  v.object({
    '@type': v.string(),
    id: v.number(),
    client: v.string(),
    kinds: v.array(v.string()),
    link: v.string(),
    expiresAt: v.string(),
    emailed: v.boolean(),
  }),
  v.metadata({ ref: 'ClientDocumentRequest' }),
);
const OpenRequestAnswer = v.pipe(
  v.object({ kinds: v.array(v.string()), received: v.array(v.string()), expiresAt: v.string() }),
  v.metadata({ ref: 'DocumentRequestStatus' }),
);
const UploadAnswer = v.pipe(
  v.object({ '@type': v.string(), kind: v.string(), name: v.string(), size: v.number() }),
  v.metadata({ ref: 'DocumentUpload' }),
);
const SubmitAnswer = v.pipe(
  v.object({ '@type': v.string(), received: v.array(v.string()) }),
  v.metadata({ ref: 'DocumentSubmission' }),
);

const kindList = v.pipe(
  v.array(
    v.picklist(uploadKinds, `Choose among: ${uploadKinds.join(', ')}.`),
    'This value should be a list.',
  ),
  v.minLength(1, 'Ask for at least one document.'),
);
const RequestInput = v.object({ kinds: v.optional(kindList), sendEmail: v.optional(v.boolean()) });

const text = (max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string('This value should be of type string.'), v.trim(), v.maxLength(max))),
  );
const date = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'This value is not a valid date.'),
        v.transform((s) => s || null),
      ),
    ),
  );
// The client's details sent with the documents (calls.md 7.5 names the call, not its fields).
const DetailsInput = v.object({
  hash: v.string(),
  firstName: text(120),
  lastName: text(120),
  birthday: date(),
  nationality: text(120),
  email: text(180),
  phone: text(64),
  address: text(255),
  addressLine2: text(255),
  postalCode: text(32),
  city: text(120),
  region: text(120),
  country: text(120),
  passportNumber: text(64),
  passportIssuingCountry: text(120),
  passportIssueDate: date(),
  passportExpiry: date(),
  driverLicenseNumber: text(64),
  notes: text(5000),
});

const violationsOf = (issues: v.BaseIssue<unknown>[]): Violation[] =>
  issues.map((issue) => ({ propertyPath: v.getDotPath(issue) ?? 'body', message: issue.message }));

const hashPart = {
  type: 'string' as const,
  description: 'The hash of the documents link',
};

export const mountDocumentRoutes = (app: Hono<AppEnv>) => {
  // Staff: a one-time link for the client, valid 7 days, optionally e-mailed after the commit.
  app.post(
    '/api/clients/:id{[0-9]+}/document-request',
    describeRoute({
      operationId: 'requestClientDocuments',
      summary: 'Ask a client for documents: a one-time link to the documents submit page',
      tags: ['ClientDocuments'],
      parameters: [pathId()],
      requestBody: {
        required: false,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                kinds: { type: 'array', items: { type: 'string', enum: uploadKinds } },
                sendEmail: { type: 'boolean' },
              },
            },
          },
        },
      },
      responses: answers(
        201,
        'The request and its link',
        jsonBody(DocumentRequestAnswer),
        [400, 401, 403, 404, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const id = parseId(c.req.param('id'));
      const parsed = v.safeParse(RequestInput, await readJsonObject(c));
      if (!parsed.success) throw unprocessable(violationsOf(parsed.issues));
      const kinds = parsed.output.kinds ? [...new Set(parsed.output.kinds)] : uploadKinds;
      const deps = c.get('deps');
      const hash = randomBytes(32).toString('base64url');
      const link = `${deps.config.publicUrl.replace(/\/$/, '')}${submitPagePath}/${hash}`;
      const expiresAt = new Date(Date.now() + requestLifetimeDays * 86_400_000);
      const result = await inTransaction(deps, user, async (ctx) => {
        const [client] = await ctx.tx
          .select({ id: clients.id, email: clients.email, firstName: clients.firstName })
          .from(clients)
          .where(eq(clients.id, id));
        if (!client) throw notFound();
        if (parsed.output.sendEmail && !client.email)
          throw unprocessable([{ propertyPath: 'sendEmail', message: 'The client has no e-mail address.' }]);
        const [row] = await ctx.tx
          .insert(clientDocumentRequests)
          .values({ clientId: id, tokenHash: sha256(hash), kinds, createdBy: user.id, expiresAt })
          .returning({ id: clientDocumentRequests.id });
        const emailTo = parsed.output.sendEmail ? client.email : null;
        await appendClientLog(ctx.tx, {
          clientId: id,
          kind: 'document-request',
          message: `Documents requested: ${kinds.map(kindLabel).join(', ')}; link valid until ${day(expiresAt)}${emailTo ? `, sent to ${emailTo}` : ''}`,
          actorId: user.id,
        });
        if (emailTo) {
          await queueMail(
            ctx,
            {
              to: emailTo,
              composed: {
                subject: 'Documents for your journey',
                text: `Dear ${client.firstName},\n\nTo prepare your journey, please send us the following documents through this secure link, valid until ${day(expiresAt)}:\n${kinds.map((k) => `- ${kindLabel(k)}`).join('\n')}\n\n${link}\n\nThe link can be used once.`,
              },
              scope: 'documents',
              clientId: id,
            },
            'Documents requested by e-mail.',
          );
        }
        return { id: row!.id, emailed: Boolean(emailTo) };
      });
      return jsonLd(
        c,
        {
          '@type': 'ClientDocumentRequest',
          id: result.id,
          client: `/api/clients/${id}`,
          kinds,
          link,
          expiresAt: expiresAt.toISOString(),
          emailed: result.emailed,
        },
        201,
      );
    },
  );

  // Public: what an open link asks for (the submit page shows it); a closed one is a 404.
  app.get(
    '/api/v2/documents/:hash',
    describeRoute({
      operationId: 'getDocumentRequest',
      summary: 'What a documents link asks for and what was received (no sign-in)',
      tags: ['ClientDocuments'],
      security: [],
      parameters: [{ name: 'hash', in: 'path', required: true, schema: hashPart }],
      responses: answers(200, 'The open request', jsonBody(OpenRequestAnswer), [404, 429]),
    }),
    async (c) => {
      await assertNotLocked(c);
      const request = await openRequest(c, c.req.param('hash'));
      const body = {
        kinds: request.kinds,
        received: await uploadedKinds(c.get('deps').db, request.id),
        expiresAt: request.expiresAt.toISOString(),
      };
      c.header('Cache-Control', 'no-store');
      return jsonLd(c, body);
    },
  );

  // Public: the client's details; closes the link.
  app.post(
    '/api/v2/documents',
    describeRoute({
      operationId: 'submitDocuments',
      summary: "Submit the client's details with the documents link; the link closes (no sign-in)",
      tags: ['ClientDocuments'],
      security: [],
      requestBody: requestBody('application/json', {
        type: 'object',
        required: ['hash'],
        properties: Object.fromEntries(
          Object.keys(DetailsInput.entries).map((k) => [
            k,
            /birthday|Date|Expiry/.test(k) ? { type: 'string', format: 'date' } : { type: 'string' },
          ]),
        ),
      }),
      responses: answers(201, 'Received', jsonBody(SubmitAnswer), [400, 404, 413, 422, 429]),
    }),
    async (c) => {
      await assertNotLocked(c);
      const body = await readJsonObject(c);
      const deps = c.get('deps');
      // The hash first: a caller without a valid link learns nothing from the validation.
      const request = await openRequest(c, body.hash);
      const parsed = v.safeParse(DetailsInput, body);
      if (!parsed.success) throw unprocessable(violationsOf(parsed.issues));
      const { hash: _hash, ...details } = parsed.output;
      const filled = Object.fromEntries(
        Object.entries(details).filter(([, value]) => value != null && value !== ''),
      );
      const bytes = new TextEncoder().encode(JSON.stringify(filled, null, 2));
      const stored = Object.keys(filled).length ? bytes : undefined;
      const received = await withSealedFile(c, request.clientId, stored, (sealed) =>
        systemWrite(deps.db, deps, async (ctx) => {
          const { tx } = ctx;
          const locked = await relock(tx, body.hash);
          if (sealed) {
            const document = { kind: 'details', name: 'Client details', mimeType: 'application/json' };
            await insertSealedDocument(ctx, locked, sealed, { ...document, extension: 'json' });
          }
          await tx
            .update(clientDocumentRequests)
            .set({ submittedAt: new Date() })
            .where(eq(clientDocumentRequests.id, locked.id));
          const kinds = await uploadedKinds(tx, locked.id);
          await appendClientLog(tx, {
            clientId: locked.clientId,
            kind: 'document-submit',
            message: `Documents submitted by the client: ${kinds.length ? kinds.map(kindLabel).join(', ') : 'nothing'}`,
            actorId: null,
          });
          return kinds;
        }),
      );
      return jsonLd(c, { '@type': 'DocumentSubmission', received }, 201);
    },
  );

  // Public: one upload route per kind (calls.md 7.5), multipart hash, file, name.
  for (const kind of uploadKinds) {
    app.post(
      `/api/v2/upload-${documentKinds[kind].route}-image`,
      describeRoute({
        operationId: `upload${kind[0]!.toUpperCase()}${kind.slice(1)}Document`,
        summary: `Upload the client's ${kindLabel(kind).toLowerCase()} (image or PDF, 10 MB; no sign-in)`,
        tags: ['ClientDocuments'],
        security: [],
        requestBody: requestBody('multipart/form-data', {
          type: 'object',
          properties: {
            hash: hashPart,
            file: { type: 'string', format: 'binary' },
            name: { type: 'string' },
          },
          required: ['hash', 'file'],
        }),
        responses: answers(201, 'Received', jsonBody(UploadAnswer), [400, 404, 409, 413, 415, 422, 429]),
      }),
      (c) => receiveUpload(c, kind),
    );
  }

  // Staff: the document itself, decrypted, for roles that write clients; each read is logged.
  app.get(
    '/api/client_documents/:id{[0-9]+}/file',
    describeRoute({
      operationId: 'openClientDocument',
      summary: "A client document's content (decrypted), written to the client's log",
      tags: ['ClientDocuments'],
      parameters: [pathId()],
      responses: answers(200, 'The file', null, [401, 403, 404, 409, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const id = parseId(c.req.param('id'));
      const deps = c.get('deps');
      const { row, bytes } = await inTransaction(deps, user, async (ctx) => {
        const [row] = await ctx.tx.select().from(clientDocuments).where(eq(clientDocuments.id, id));
        if (!row) throw notFound();
        if (!row.filePath || !row.wrappedKey)
          throw conflict('This document was purged after the retention period.');
        const stored = await readStoredFile(fileStoreOf(deps.config), row.filePath);
        if (!stored) throw notFound('The file of this document is missing.');
        const fileKey = unseal(
          vaultKeysOf(deps.config).documents,
          row.wrappedKey,
          documentContext(row.clientId),
        );
        const bytes = decryptFile(fileKey, stored);
        await appendClientLog(ctx.tx, {
          clientId: row.clientId,
          kind: 'document-read',
          message: `Document opened: ${kindLabel(row.kind)} (${row.name})`,
          actorId: user.id,
        });
        return { row, bytes };
      });
      const fileName = `${row.name}.${row.extension}`.replace(/["\r\n]/g, '');
      c.header('Content-Type', row.mimeType);
      c.header('Content-Length', String(bytes.byteLength));
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `inline; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      );
      return c.body(new Uint8Array(bytes));
    },
  );
};

const receiveUpload = async (c: Context<AppEnv>, kind: DocumentKind) => {
  await assertNotLocked(c);
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new ApiError(400, 'Send the file as multipart/form-data with "hash" and "file" fields.');
  const deps = c.get('deps');
  const form = await c.req.parseBody();
  // The hash first: without a valid link nothing else is looked at.
  const request = await openRequest(c, form.hash);
  if (!request.kinds.includes(kind))
    throw unprocessable([{ propertyPath: 'file', message: 'This document was not asked for.' }]);
  const file = form.file;
  if (!(file instanceof File))
    throw unprocessable([{ propertyPath: 'file', message: 'Please select a file.' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { mimeType, extension } = await checkUpload('attachment', bytes, file.name);
  if (!mimeType.startsWith('image/') && mimeType !== 'application/pdf')
    throw new ApiError(415, 'Upload an image (JPEG, PNG, WebP…) or a PDF.');
  const given = typeof form.name === 'string' ? form.name.trim() : '';
  const fromFile = file.name.replace(new RegExp(`\\.${extensionOf(file.name)}$`), '').trim();
  const name = (given || fromFile || kindLabel(kind)).slice(0, 255);
  await withSealedFile(c, request.clientId, bytes, (sealed) =>
    systemWrite(deps.db, deps, async (ctx) => {
      const { tx } = ctx;
      const locked = await relock(tx, form.hash);
      if ((await uploadedKinds(tx, locked.id)).includes(kind))
        throw conflict('This document was already received through this link.');
      await insertSealedDocument(ctx, locked, sealed!, { kind, name, mimeType, extension });
      await appendClientLog(tx, {
        clientId: locked.clientId,
        kind: 'document-submit',
        message: `Document received: ${kindLabel(kind)} (${name}, ${sizeText(bytes.byteLength)})`,
        actorId: null,
      });
    }),
  );
  return jsonLd(c, { '@type': 'DocumentUpload', kind, name, size: bytes.byteLength }, 201);
};
