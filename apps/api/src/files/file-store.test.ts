import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { ApiError } from '../http/problem.ts';
import { logger } from '../ops/logger.ts';
import {
  type FileStore,
  fileStoreOf,
  newStoredPath,
  readStoredFile,
  removeFile,
  storeFile,
} from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { directLinkOrigin } from './s3-link-origin.ts';
import { startS3TestServer } from './test-file-store.ts';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const stores: [string, () => FileStore][] = [
  ['local disk', () => createLocalFileStore(mkdtempSync(join(tmpdir(), 'backoffice-store-')))],
  ['S3-compatible bucket', () => createS3FileStore(s3.settings)],
];

const bytesOf = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * seed + 7) & 255);

describe.each(stores)('file store on the %s', (_name, make) => {
  it('writes, reads back, streams and deletes a file', async () => {
    const store = make();
    const content = bytesOf(3000, 13);
    const path = await storeFile(store, content, { extension: 'pdf', contentType: 'application/pdf' });
    expect(path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const opened = await store.open(path);
    expect(opened?.size).toBe(3000);
    expect(new Uint8Array(await new Response(opened!.stream).arrayBuffer())).toEqual(content);
    expect(await readStoredFile(store, path)).toEqual(content);

    await removeFile(store, path);
    expect(await store.open(path)).toBeUndefined();
    expect(await readStoredFile(store, path)).toBeUndefined();
    // Deleting twice is not an error (a retried after-commit task).
    await expect(removeFile(store, path)).resolves.toBeUndefined();
  });

  it('writes a stream of unknown length as it arrives (several parts on S3)', async () => {
    const store = make();
    // 6 MB in 1 MB chunks: more than one 5 MB multipart part.
    const chunks = Array.from({ length: 6 }, () => randomBytes(1024 * 1024));
    const path = await storeFile(store, Readable.from(chunks), {
      extension: 'bin',
      contentType: 'application/octet-stream',
    });
    const back = await readStoredFile(store, path);
    // Compared as buffers: a deep equal of 6 MB element by element takes seconds.
    expect(Buffer.from(back!).equals(Buffer.concat(chunks))).toBe(true);
    await store.remove(path);
  });

  it('leaves no file behind when the stream fails half-way', async () => {
    const store = make();
    const path = newStoredPath('bin');
    async function* failing() {
      yield Buffer.from(bytesOf(1024, 5));
      throw new Error('client went away');
    }
    await expect(store.put(path, Readable.from(failing()), { contentType: 'text/plain' })).rejects.toThrow(
      'client went away',
    );
    expect(await store.open(path)).toBeUndefined();
  });

  it('answers nothing for paths that are not stored paths', async () => {
    const store = make();
    for (const path of ['../secret', '2026/01/../../x.pdf', '/etc/passwd', '']) {
      expect(await readStoredFile(store, path)).toBeUndefined();
    }
    expect(await store.open(newStoredPath('pdf'))).toBeUndefined();
  });
});

describe('S3 settings', () => {
  it('uses the local disk unless S3_BUCKET is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(config.s3).toBeUndefined();
    expect(fileStoreOf(config).kind).toBe('local');
    expect(fileStoreOf(config)).toBe(fileStoreOf(config));
  });

  it('reads the bucket, endpoint, region, credentials and path style from the environment', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      // A custom endpoint (MinIO and the like) defaults to path-style URLs.
      forcePathStyle: true,
      directLinks: false,
    });
    expect(fileStoreOf(config).kind).toBe('s3');
    expect(fileStoreOf(config).signedUrl).toBeUndefined();
    // AWS itself: virtual-hosted URLs, credentials from the SDK's own chain.
    const aws = loadConfig({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: '0', S3_DIRECT_LINKS: 'true' });
    expect(aws.s3).toMatchObject({ endpoint: undefined, forcePathStyle: false, directLinks: true });
    expect(aws.s3?.accessKeyId).toBeUndefined();
  });

  it('knows the origin its presigned links point to (for the admin content security policy)', async () => {
    const base = { ...s3.settings, directLinks: true };
    const settings = [
      base,
      { ...base, endpoint: 'https://storage.example.net', forcePathStyle: false },
      { ...base, endpoint: undefined, region: 'eu-west-3', forcePathStyle: false },
      { ...base, endpoint: undefined, region: 'us-east-1', forcePathStyle: false },
      { ...base, endpoint: undefined, region: 'eu-west-3', forcePathStyle: true },
    ];
    for (const s of settings) {
      const url = await createS3FileStore(s).signedUrl!(newStoredPath('png'), {
        expiresInSeconds: 60,
        contentType: 'image/png',
        contentDisposition: 'inline',
      });
      expect(new URL(url).origin).toBe(directLinkOrigin(s));
    }
  });

  it('answers 503 (never a 500, never a hang) when the bucket cannot be reached', async () => {
    const log = vi.spyOn(logger, 'error');
    const down = createS3FileStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    const failure = await down.put(newStoredPath('pdf'), bytesOf(10, 1), { contentType: 'text/plain' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    await expect(down.open(newStoredPath('pdf'))).rejects.toMatchObject({ status: 503 });
    // The log says why.
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ action: expect.any(String) }),
      'file storage unavailable',
    );
    log.mockRestore();
  });
});
