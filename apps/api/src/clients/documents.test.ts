import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDocumentRequests, clientDocuments } from '../db/schema/index.ts';
import { fileStoreOf, readStoredFile } from '../files/file-store.ts';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { purgeDocuments } from './vault-purge.ts';
import { filesHolding, tablesHolding } from './vault-test-helpers.ts';

const t = adminAppForFile();
let client: Item;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string; message: string }[] };
type Request = { id: number; link: string; kinds: string[]; expiresAt: string; emailed: boolean };

const marker = `PASSPORT-MARKER-${randomBytes(8).toString('hex')}`;
const passportPdf = new TextEncoder().encode(
  `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);
const passportNumber = `X${randomBytes(5).toString('hex').toUpperCase()}`;

const send = (
  method: string,
  path: string,
  body?: Record<string, unknown>,
  token: string | undefined = t.admin,
) => t.request(method, path, { token, body });
const created = (path: string, body: Record<string, unknown>) => postCreated(t, path, body);
const requestDocuments = async (body: Record<string, unknown> = {}, c = client) => {
  const res = await send('POST', `/api/clients/${c.id}/document-request`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Request>(res);
};
const hashOf = (link: string) => link.split('/').at(-1)!;
const upload = (
  route: string,
  fields: { hash: string; file?: Uint8Array; name?: string; fileName?: string },
) => {
  const form = new FormData();
  form.append('hash', fields.hash);
  if (fields.file) form.append('file', new Blob([fields.file]), fields.fileName ?? 'scan.pdf');
  if (fields.name) form.append('name', fields.name);
  return t.request('POST', `/api/v2/upload-${route}-image`, { body: form });
};
const logMessages = async (c = client) =>
  (
    await json<{ 'hydra:member': { kind: string; message: string; actor: unknown }[] }>(
      await send('GET', `/api/client_logs?client.id=${c.id}&itemsPerPage=100`),
    )
  )['hydra:member'];

beforeAll(async () => {
  client = await created('/api/clients', {
    firstName: 'Giulia',
    lastName: 'Ferri',
    email: 'giulia@ferri.it',
  });
});

describe('documents vault', () => {
  let request: Request;
  let passport: Item;

  it('gives staff a one-time link valid 7 days, logged and e-mailed after the commit', async () => {
    request = await requestDocuments({ kinds: ['passport', 'driverLicense'], sendEmail: true });
    expect(request.link).toMatch(/^http:\/\/admin\.test\/documents\/submit\/[A-Za-z0-9_-]{43}$/);
    expect(request.kinds).toEqual(['passport', 'driverLicense']);
    expect(request.emailed).toBe(true);
    const days = (Date.parse(request.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash of the hash is kept.
    const [row] = await t.db
      .select()
      .from(clientDocumentRequests)
      .where(eq(clientDocumentRequests.id, request.id));
    expect(row!.tokenHash).not.toContain(hashOf(request.link));
    // The e-mail that carries the link is kept until sent (mail_messages), and deleted once sent.
    expect((await tablesHolding(t.db, hashOf(request.link))).found).toEqual(['mail_messages']);
    // The e-mail goes after the commit, a mail.send job through the mailer (outbox here), with the link.
    await t.drainJobs();
    expect((await tablesHolding(t.db, hashOf(request.link))).found).toEqual([]);
    const outbox = join(t.dataDir, 'outbox');
    const mailed = async () => {
      for (let i = 0; i < 150; i++) {
        const found = existsSync(outbox) ? readdirSync(outbox) : [];
        const texts = found.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
        if (texts.some((m) => m.includes(hashOf(request.link)) && m.includes('giulia@ferri.it'))) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    };
    expect(await mailed()).toBe(true);
    // The e-mail log row turns `sent` just after the mailer returns: wait for it too.
    let log = await logMessages();
    for (let i = 0; i < 150 && !log.some((e) => e.message.startsWith('E-mail sent')); i++) {
      await new Promise((r) => setTimeout(r, 20));
      log = await logMessages();
    }
    expect(log.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Documents requested: Passport, Driver's licence; link valid until .*, sent to giulia@ferri\.it$/,
        ),
        'E-mail sent: Documents for your journey',
      ]),
    );

    const open = await t.request('GET', `/api/v2/documents/${hashOf(request.link)}`);
    expect(open.status).toBe(200);
    expect(await json(open)).toMatchObject({ kinds: ['passport', 'driverLicense'], received: [] });
  });

  it('checks the staff request', async () => {
    const noMail = await created('/api/clients', { firstName: 'No', lastName: 'Mail' });
    const res = await send('POST', `/api/clients/${noMail.id}/document-request`, { sendEmail: true });
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).violations?.[0]?.propertyPath).toBe('sendEmail');
    expect(
      (await send('POST', `/api/clients/${noMail.id}/document-request`, { kinds: ['selfie'] })).status,
    ).toBe(422);
    expect((await send('POST', '/api/clients/999999/document-request', {})).status).toBe(404);
    const all = await requestDocuments({}, noMail);
    expect(all.kinds).toEqual(['passport', 'creditCard', 'secondCreditCard', 'driverLicense', 'covid']);
    expect(all.emailed).toBe(false);
    const accountant = await t.login('accountant@demo.travel');
    expect((await send('POST', `/api/clients/${client.id}/document-request`, {}, accountant)).status).toBe(
      403,
    );
    expect((await t.request('POST', `/api/clients/${client.id}/document-request`, { body: {} })).status).toBe(
      401,
    );
  });

  it('takes a passport through the link, encrypted at rest, once per kind', async () => {
    const hash = hashOf(request.link);
    const res = await upload('passport', {
      hash,
      file: passportPdf,
      name: 'Passport Giulia',
      fileName: 'p.pdf',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toEqual({
      '@type': 'DocumentUpload',
      kind: 'passport',
      name: 'Passport Giulia',
      size: passportPdf.byteLength,
    });
    const again = await upload('passport', { hash, file: passportPdf });
    expect(again.status).toBe(409);
    // Not asked for with this link.
    expect((await upload('covid', { hash, file: png, fileName: 'c.png' })).status).toBe(422);
    // Images or PDF only, by content.
    const text = await upload('driverLicense', {
      hash,
      file: new TextEncoder().encode('just text'),
      fileName: 'licence.pdf',
    });
    expect(text.status).toBe(415);

    const list = await json<Collection>(await send('GET', `/api/client_documents?client.id=${client.id}`));
    expect(list['hydra:member']).toHaveLength(1);
    passport = list['hydra:member'][0]!;
    expect(passport).toMatchObject({
      '@type': 'ClientDocument',
      kind: 'passport',
      name: 'Passport Giulia',
      mimeType: 'application/pdf',
      size: passportPdf.byteLength,
      client: client['@id'],
      purgedAt: null,
    });
    expect(passport).not.toHaveProperty('filePath');
    expect(passport).not.toHaveProperty('wrappedKey');

    // Only ciphertext in the store.
    const [row] = await t.db.select().from(clientDocuments).where(eq(clientDocuments.id, passport.id));
    const stored = await readStoredFile(fileStoreOf(t.config), row!.filePath!);
    expect(stored).toBeDefined();
    expect(Buffer.from(stored!).includes(Buffer.from(marker))).toBe(false);
    expect(Buffer.from(stored!).includes(Buffer.from('%PDF'))).toBe(false);
    expect((await logMessages()).map((e) => e.message)).toContain(
      'Document received: Passport (Passport Giulia, 1 KB)',
    );
  });

  it('gives staff who write clients the decrypted file, each read logged', async () => {
    const res = await send('GET', `/api/client_documents/${passport.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(passportPdf);
    const travel = await t.login('travel@demo.travel');
    expect((await send('GET', `/api/client_documents/${passport.id}/file`, undefined, travel)).status).toBe(
      200,
    );
    const accountant = await t.login('accountant@demo.travel');
    expect(
      (await send('GET', `/api/client_documents/${passport.id}/file`, undefined, accountant)).status,
    ).toBe(403);
    expect(
      (await send('GET', `/api/client_documents?client.id=${client.id}`, undefined, accountant)).status,
    ).toBe(200);
    expect(
      (
        await send(
          'GET',
          `/api/client_documents?client.id=${client.id}`,
          undefined,
          await t.login('vendor@demo.travel'),
        )
      ).status,
    ).toBe(403);
    expect((await t.request('GET', `/api/client_documents/${passport.id}/file`)).status).toBe(401);
    const reads = (await logMessages()).filter((e) => e.kind === 'document-read');
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({
      message: 'Document opened: Passport (Passport Giulia)',
      actor: { name: expect.any(String) },
    });
  });

  it('closes the link with the details; a wrong, used or expired hash is a plain 404', async () => {
    const hash = hashOf(request.link);
    const bad = await t.request('POST', '/api/v2/documents', { body: { hash, birthday: 'yesterday' } });
    expect(bad.status).toBe(422);
    const res = await t.request('POST', '/api/v2/documents', {
      body: {
        hash,
        firstName: 'Giulia',
        lastName: 'Ferri',
        birthday: '1984-03-02',
        passportNumber,
        passportExpiry: '2031-05-01',
        address: 'Via Margutta 51',
        city: 'Roma',
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toEqual({ '@type': 'DocumentSubmission', received: ['passport', 'details'] });
    const details = (
      await json<Collection>(await send('GET', `/api/client_documents?client.id=${client.id}&kind=details`))
    )['hydra:member'][0]!;
    const opened = await send('GET', `/api/client_documents/${details.id}/file`);
    expect(opened.headers.get('content-type')).toBe('application/json');
    expect(await json(opened)).toMatchObject({ passportNumber, city: 'Roma' });

    // Used: closed for every route, with the same answer as a hash that never existed.
    const closed = [
      await t.request('GET', `/api/v2/documents/${hash}`),
      await upload('driverLicense', { hash, file: png, fileName: 'l.png' }),
      await t.request('POST', '/api/v2/documents', { body: { hash, firstName: 'x' } }),
    ];
    const never = await upload('passport', { hash: randomBytes(32).toString('base64url'), file: png });
    // Each answer carries its own request id; the rest is the same.
    const { requestId: _id, ...expected } = await json<Problem & { requestId?: string }>(never);
    expect(never.status).toBe(404);
    for (const r of closed) {
      expect(r.status).toBe(404);
      const { requestId: _rid, ...body } = await json<Problem & { requestId?: string }>(r);
      expect(body).toEqual(expected);
    }
    // Expired.
    const old = await requestDocuments({ kinds: ['covid'] });
    await t.db
      .update(clientDocumentRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(clientDocumentRequests.id, old.id));
    expect((await upload('covid', { hash: hashOf(old.link), file: png, fileName: 'c.png' })).status).toBe(
      404,
    );
    expect((await logMessages()).map((e) => e.message)).toContain(
      'Documents submitted by the client: Passport, Client details',
    );
  });

  it('never holds the passport in clear, in the database or under DATA_DIR', async () => {
    for (const secret of [marker, passportNumber]) {
      expect((await tablesHolding(t.db, secret)).found, secret).toEqual([]);
      const files = filesHolding(t.dataDir, new TextEncoder().encode(secret));
      expect(files.found, secret).toEqual([]);
    }
    // The search does find what is there.
    expect((await tablesHolding(t.db, 'Passport Giulia')).found).toContain('client_documents');
  });

  it('purges documents after the retention period', async () => {
    expect(await purgeDocuments(t.db, t.config)).toBe(0);
    const later = new Date(Date.now() + (t.config.vault.documentRetentionDays + 1) * 86_400_000);
    const [before] = await t.db.select().from(clientDocuments).where(eq(clientDocuments.id, passport.id));
    expect(await purgeDocuments(t.db, t.config, later)).toBe(2);
    const [row] = await t.db.select().from(clientDocuments).where(eq(clientDocuments.id, passport.id));
    expect(row).toMatchObject({ filePath: null, wrappedKey: null });
    // The files go with files.delete jobs of the purge's transaction.
    await t.drainJobs();
    expect(await readStoredFile(fileStoreOf(t.config), before!.filePath!)).toBeUndefined();
    const res = await send('GET', `/api/client_documents/${passport.id}/file`);
    expect(res.status).toBe(409);
    expect((await json<Problem>(res))['hydra:description']).toMatch(/purged/);
    const item = await json<Item>(await send('GET', `/api/client_documents/${passport.id}`));
    expect(item.purgedAt).not.toBeNull();
    expect((await logMessages()).some((e) => e.kind === 'document-purge')).toBe(true);
  });

  it('lets staff delete a document, its file with it', async () => {
    const request = await requestDocuments({ kinds: ['covid'] });
    const res = await upload('covid', { hash: hashOf(request.link), file: png, fileName: 'covid.png' });
    expect(res.status).toBe(201);
    const [doc] = await t.db.select().from(clientDocuments).where(eq(clientDocuments.kind, 'covid'));
    expect(await readStoredFile(fileStoreOf(t.config), doc!.filePath!)).toBeDefined();
    const accountant = await t.login('accountant@demo.travel');
    expect((await send('DELETE', `/api/client_documents/${doc!.id}`, undefined, accountant)).status).toBe(
      403,
    );
    expect((await send('DELETE', `/api/client_documents/${doc!.id}`)).status).toBe(204);
    // The file goes with a files.delete job of the deleting write.
    expect(await readStoredFile(fileStoreOf(t.config), doc!.filePath!)).toBeDefined();
    await t.drainJobs();
    expect(await readStoredFile(fileStoreOf(t.config), doc!.filePath!)).toBeUndefined();
    expect((await logMessages()).map((e) => e.message)).toContain('Removed document covid');
  });

  it('caps public uploads at 10 MB, read from the declared length', async () => {
    const request = await requestDocuments({ kinds: ['passport'] });
    const big = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    big.set(png);
    const res = await upload('passport', { hash: hashOf(request.link), file: big, fileName: 'big.png' });
    expect(res.status).toBe(413);
    // Other public routes keep the 1 MB cap on multipart bodies.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'x.bin');
    expect((await t.request('POST', '/api-auth/admin/auth_token', { body: form })).status).toBe(413);
  });

  it('locks out an address after 20 wrong hashes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i++) {
      const res = await t.request('GET', `/api/v2/documents/${randomBytes(32).toString('base64url')}`, {
        headers,
      });
      expect(res.status).toBe(404);
    }
    const locked = await t.request('GET', `/api/v2/documents/${randomBytes(32).toString('base64url')}`, {
      headers,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });
});
