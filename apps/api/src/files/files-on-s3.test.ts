import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config/env.ts';
import { adminContentSecurityPolicy } from '../http/security-headers.ts';
import { createMailer } from '../mail/mailer.ts';
import { pdf } from '../test/file-bytes.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { listStoredPaths, startS3TestServer } from './test-file-store.ts';

type Item = Record<string, unknown> & { '@id': string; id: number; filePath: string };

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
const apps: Partial<Record<'local' | 's3', TestApp>> = {};
beforeAll(async () => {
  s3 = await startS3TestServer();
  apps.local = await createTestApp({ config: { s3: undefined } });
  apps.s3 = await createTestApp({ config: { s3: s3.settings } });
});
afterAll(async () => {
  await apps.local?.close();
  await apps.s3?.close();
  await s3.close();
});

// A second API process: same database, same signing key, its own (empty) data folder.
const otherProcess = (t: TestApp, config: Partial<AppConfig> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-second-'));
  return createApp({
    db: t.db,
    driver: t.driver,
    config: { ...t.config, dataDir, ...config },
    jwtKey: t.jwtKey,
    mailer: createMailer({ dataDir }),
  });
};

const upload = async (t: TestApp, token: string, name = 'Tour plan.pdf') => {
  const destination = await json<Item>(
    await t.request('POST', '/api/destinations.json', { token, body: { name: `Lisbon ${Math.random()}` } }),
  );
  const form = new FormData();
  form.append('file', new Blob([pdf]), name);
  form.append('destination', destination['@id']);
  const res = await t.request('POST', '/api/destination_attachments', { token, body: form });
  expect(res.status).toBe(201);
  return json<Item>(res);
};

const linkOf = async (t: TestApp, token: string, filePath: string) => {
  const res = await t.request('GET', `/files/${filePath}`, { token });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url;
};

describe.each(['local', 's3'] as const)('files on the %s store', (kind) => {
  it('uploads, answers a signed link, serves the bytes through it, deletes', async () => {
    const t = apps[kind]!;
    const admin = await t.login('admin@demo.travel');
    const att = await upload(t, admin);
    // The bytes are where the configuration says, and only there.
    const onDisk = await listStoredPaths({ ...t.config, s3: undefined });
    const inBucket = await listStoredPaths({ ...t.config, s3: s3.settings });
    expect(kind === 's3' ? inBucket : onDisk).toContain(att.filePath);
    expect(kind === 's3' ? onDisk : inBucket).not.toContain(att.filePath);

    const url = await linkOf(t, admin, att.filePath);
    expect(url).toMatch(/^\/files\/raw\//);
    const file = await t.request('GET', url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Tour plan.pdf"; filename*=UTF-8''Tour%20plan.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

    expect((await t.request('DELETE', att['@id'], { token: admin })).status).toBe(204);
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(async () => listStoredPaths(t.config)).not.toContain(att.filePath);
    expect((await t.request('GET', url)).status).toBe(404);
  });

  it(`${kind === 's3' ? 'lets' : 'cannot let'} a second API process serve and delete the first one's upload`, async () => {
    const t = apps[kind]!;
    const admin = await t.login('admin@demo.travel');
    const att = await upload(t, admin);
    const second = otherProcess(t);
    const headers = { authorization: `Bearer ${admin}` };
    const link = await second.request(`/files/${att.filePath}`, { headers });
    const { url } = (await link.json()) as { url: string };
    const file = await second.request(url);
    if (kind === 'local') {
      // The defect S3 removes: the other process has its own disk.
      expect(file.status).toBe(404);
      return;
    }
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const removed = await second.request(att['@id'], { method: 'DELETE', headers });
    expect(removed.status).toBe(204);
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(async () => listStoredPaths(t.config)).not.toContain(att.filePath);
  });
});

describe('files on S3 with direct links (S3_DIRECT_LINKS)', () => {
  it('answers a presigned bucket URL that serves the file with the same headers', async () => {
    const t = apps.s3!;
    const admin = await t.login('admin@demo.travel');
    const att = await upload(t, admin, 'Plan é.pdf');
    const direct = otherProcess(t, { s3: { ...s3.settings, directLinks: true } });
    const link = await direct.request(`/files/${att.filePath}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    expect(url.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/${att.filePath}?`)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=300');
    // Fetched from the bucket itself (on 127.0.0.1), not through the API.
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%C3%A9.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    // The admin may show image thumbnails from there, and only then.
    const csp = (s3Settings: AppConfig['s3']) => adminContentSecurityPolicy({ ...t.config, s3: s3Settings });
    expect(csp({ ...s3.settings, directLinks: true })).toContain(
      `img-src 'self' data: blob: ${s3.settings.endpoint};`,
    );
    expect(csp(s3.settings)).toContain("img-src 'self' data: blob:;");
    // Access is still checked before a link is made.
    const journal = await t.login('journal@demo.travel');
    const denied = await direct.request(`/files/${att.filePath}`, {
      headers: { authorization: `Bearer ${journal}` },
    });
    expect(denied.status).toBe(403);
  });
});

describe('files on S3 while the bucket is unreachable', () => {
  it('answers 503 with Retry-After to an upload and keeps no record of it', async () => {
    const t = apps.s3!;
    const admin = await t.login('admin@demo.travel');
    const down = otherProcess(t, { s3: { ...s3.settings, endpoint: 'http://127.0.0.1:9' } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const destination = await json<Item>(
      await t.request('POST', '/api/destinations.json', { token: admin, body: { name: 'Porto offline' } }),
    );
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'offline.pdf');
    form.append('destination', destination['@id']);
    const res = await down.request('/api/destination_attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    log.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const owner = await json<Item>(await t.request('GET', destination['@id'], { token: admin }));
    expect(owner.attachments).toEqual([]);
  });
});
