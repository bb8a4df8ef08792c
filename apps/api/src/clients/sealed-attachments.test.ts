import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAttachments, clientLogs } from '../db/schema/index.ts';
import { fileStoreOf, readStoredFile } from '../files/file-store.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { sealClearAttachments } from './sealed-attachments.ts';
import { tablesHolding } from './vault-test-helpers.ts';

// Issue 23 point 3: a passport (a visa, a card image, a licence, a medical record) uploaded as a
// client or guest attachment goes through the vault: stored encrypted, opened through /files only
// by those who write clients, each opening written to the client's log.
let t: TestApp;
let admin: string;
let travel: string;
let accountant: string;
let client: Item;

type Item = Record<string, unknown> & { '@id': string; id: number; filePath: string };

let counter = 0;
// A PDF with a marker of its own, to look for in the store.
const pdfWith = (marker: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Title (${marker}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const upload = async (path: string, fields: Record<string, string>, marker: string, token = travel) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([pdfWith(marker)]), 'scan.pdf');
  const res = await t.request('POST', path, { token, body: f });
  expect(res.status).toBe(201);
  return json<Item>(res);
};
const marker = (what: string) => `MARKER-${what}-${counter++}-${Date.now()}`;
const storedBytes = async (path: string) => Buffer.from((await readStoredFile(fileStoreOf(t.config), path))!);
const open = async (path: string, token: string) => {
  const link = await t.request('GET', `/files/${path}`, { token });
  if (link.status !== 200) return link;
  return t.request('GET', (await json<{ url: string }>(link)).url);
};
const readsLogged = async () =>
  t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.clientId, client.id), eq(clientLogs.kind, 'document-read')));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  travel = await t.login('travel@demo.travel');
  accountant = await t.login('accountant@demo.travel');
  client = await json<Item>(
    await t.request('POST', '/api/clients', {
      token: admin,
      body: { firstName: 'Pia', lastName: 'Passport' },
    }),
  );
});
afterAll(() => t.close());

describe('client attachments of sensitive types', () => {
  it('a passport is stored encrypted, refused to the accountant (403), opened and logged for a client writer', async () => {
    const secret = marker('passport');
    const att = await upload('/api/client_attachments', { client: client['@id'], type: 'passport' }, secret);
    expect(att).toMatchObject({ type: 'passport', extension: 'pdf', mimeType: 'application/pdf' });
    expect(att).not.toHaveProperty('wrappedKey');
    // Neither the store nor any table holds the clear file.
    const stored = await storedBytes(att.filePath);
    expect(stored.includes(Buffer.from(secret))).toBe(false);
    expect(stored.subarray(0, 4).toString()).toBe('BOV1');
    expect((await tablesHolding(t.db, secret)).found).toEqual([]);

    const refused = await t.request('GET', `/files/${att.filePath}`, { token: accountant });
    expect(refused.status).toBe(403);
    expect(await readsLogged()).toHaveLength(0);

    const opened = await open(att.filePath, travel);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await opened.arrayBuffer()).toString()).toContain(secret);
    const logged = await readsLogged();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toContain('passport');
    expect(logged[0]!.actorId).not.toBeNull();
  });

  it('a guest visa goes through the vault too', async () => {
    const guest = await json<Item>(
      await t.request('POST', '/api/client_guests', {
        token: admin,
        body: { client: client['@id'], name: 'Rui Guest' },
      }),
    );
    const secret = marker('visa');
    const att = await upload(
      '/api/client_guest_attachments',
      { clientGuest: guest['@id'], type: 'visa' },
      secret,
    );
    expect((await storedBytes(att.filePath)).includes(Buffer.from(secret))).toBe(false);
    expect((await t.request('GET', `/files/${att.filePath}`, { token: accountant })).status).toBe(403);
    const before = (await readsLogged()).length;
    const opened = await open(att.filePath, admin);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).toString()).toContain(secret);
    expect(await readsLogged()).toHaveLength(before + 1);
  });

  it('a contract stays in clear and opens for the accountant, unlogged', async () => {
    const secret = marker('contract');
    const att = await upload('/api/client_attachments', { client: client['@id'], type: 'contract' }, secret);
    expect((await storedBytes(att.filePath)).includes(Buffer.from(secret))).toBe(true);
    const before = (await readsLogged()).length;
    expect((await open(att.filePath, accountant)).status).toBe(200);
    expect(await readsLogged()).toHaveLength(before);
  });

  it('an attachment retyped to a sensitive type is sealed at that write; the clear file goes', async () => {
    const secret = marker('retyped');
    const att = await upload('/api/client_attachments', { client: client['@id'], type: 'other' }, secret);
    const patched = await t.request('PATCH', att['@id'], { token: travel, body: { type: 'credit_card' } });
    expect(patched.status).toBe(200);
    const after = await json<Item>(patched);
    expect(after.filePath).not.toBe(att.filePath);
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(async () => readStoredFile(fileStoreOf(t.config), att.filePath)).toBeUndefined();
    expect((await storedBytes(after.filePath)).includes(Buffer.from(secret))).toBe(false);
    expect((await t.request('GET', `/files/${after.filePath}`, { token: accountant })).status).toBe(403);
    const opened = await open(after.filePath, travel);
    expect(Buffer.from(await opened.arrayBuffer()).toString()).toContain(secret);
    // Sealed it stays, whatever its type becomes.
    const back = await json<Item>(
      await t.request('PATCH', att['@id'], { token: travel, body: { type: 'other' } }),
    );
    expect((await t.request('GET', `/files/${back.filePath}`, { token: accountant })).status).toBe(403);
  });

  it('a clear file of a sensitive type from before is closed to the accountant too', async () => {
    const secret = marker('legacy');
    const att = await upload('/api/client_attachments', { client: client['@id'], type: 'other' }, secret);
    await t.db
      .update(clientAttachments)
      .set({ type: 'driver_license' })
      .where(eq(clientAttachments.id, att.id));
    expect((await t.request('GET', `/files/${att.filePath}`, { token: accountant })).status).toBe(403);
    const opened = await open(att.filePath, admin);
    expect(Buffer.from(await opened.arrayBuffer()).toString()).toContain(secret);
    // The vault's daily task seals it: a new encrypted file, the clear one removed.
    expect(await sealClearAttachments(t.db, t.config)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(clientAttachments).where(eq(clientAttachments.id, att.id));
    expect(row!.wrappedKey).not.toBeNull();
    // The clear file goes with a files.delete job of the sealing write.
    await t.drainJobs();
    expect(await readStoredFile(fileStoreOf(t.config), att.filePath)).toBeUndefined();
    expect((await storedBytes(row!.filePath)).includes(Buffer.from(secret))).toBe(false);
    const again = await open(row!.filePath, admin);
    expect(Buffer.from(await again.arrayBuffer()).toString()).toContain(secret);
    expect(await sealClearAttachments(t.db, t.config)).toBe(0);
  });

  it('a signed link to a sealed file stops opening once its maker may no longer write clients', async () => {
    const att = await upload(
      '/api/client_attachments',
      { client: client['@id'], type: 'medical' },
      marker('med'),
    );
    const email = `sealed-${Date.now()}@demo.travel`;
    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: { email, password: 'first-pass-1', roles: ['ROLE_TRAVEL_DIRECTOR'] },
    });
    const userId = (await json<{ id: number }>(created)).id;
    const token = (
      await json<{ token: string }>(
        await t.request('POST', '/api-auth/admin/auth_token', { body: { email, password: 'first-pass-1' } }),
      )
    ).token;
    const link = await json<{ url: string }>(await t.request('GET', `/files/${att.filePath}`, { token }));
    await t.request('POST', `/api/users/${userId}/update`, {
      token: admin,
      body: { roles: ['ROLE_ACCOUNTANT'] },
    });
    expect((await t.request('GET', link.url)).status).toBe(403);
  });
});
