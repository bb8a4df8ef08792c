import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppConfig, S3Settings } from '../config/env.ts';
import { createLocalFileStore } from './local-file-store.ts';

export { filesRoot } from './local-file-store.ts';

// Where uploaded files live: the local disk by default, an S3-compatible bucket when configured.
// The database keeps only the relative path (2026/01/<uuid>.pdf), the same in every store, so a
// deployment can move its files between stores without touching a row.
export type FileBody = Uint8Array | Readable;

export type StoredFile = {
  stream: ReadableStream<Uint8Array>;
  // Unknown when a store cannot tell before reading (an encrypting wrapper, say).
  size: number | undefined;
};

export type LinkOptions = {
  expiresInSeconds: number;
  contentType: string;
  contentDisposition: string;
};

export type FileStore = {
  readonly kind: string;
  // A stream is written as it arrives; `size`, when known, lets a store send it in one request.
  put(path: string, body: FileBody, info: { contentType: string; size?: number }): Promise<void>;
  // undefined when there is no such file.
  open(path: string): Promise<StoredFile | undefined>;
  // Removing a missing file is not an error.
  remove(path: string): Promise<void>;
  // Only a store whose bytes a browser can fetch as they are (no wrapper transforms them) may
  // answer its own signed link; otherwise the API signs a link to /files/raw and streams the file.
  signedUrl?(path: string, options: LinkOptions): Promise<string>;
};

// Random names: a path can be neither guessed nor used to climb out of the store.
const safePath = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,16}$/;
export const isStoredPath = (path: string) => safePath.test(path);

export const newStoredPath = (extension: string, now = new Date()) =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;

// The AWS SDK (about 100 ms and 30 MB) is loaded only by a process that uses a bucket, when it
// first touches a file.
const deferredS3Store = (s3: S3Settings): FileStore => {
  let loaded: Promise<FileStore> | undefined;
  const store = () => {
    loaded ??= import('./s3-file-store.ts').then((m) => m.createS3FileStore(s3));
    return loaded;
  };
  return {
    kind: 's3',
    put: async (path, body, info) => (await store()).put(path, body, info),
    open: async (path) => (await store()).open(path),
    remove: async (path) => (await store()).remove(path),
    signedUrl: s3.directLinks
      ? async (path, options) => (await store()).signedUrl!(path, options)
      : undefined,
  };
};

// One store per configuration (the app's deps carry the config, not the store): built on first use.
const stores = new WeakMap<AppConfig, FileStore>();
export const fileStoreOf = (config: AppConfig): FileStore => {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? deferredS3Store(config.s3) : createLocalFileStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
};

// Writes new content under a fresh random path and answers that path.
export const storeFile = async (
  store: FileStore,
  body: FileBody,
  info: { extension: string; contentType: string; size?: number },
) => {
  const path = newStoredPath(info.extension);
  await store.put(path, body, { contentType: info.contentType, size: info.size });
  return path;
};

export const removeFile = async (store: FileStore, path: string) => {
  if (isStoredPath(path)) await store.remove(path);
};

// The whole file in memory, for what needs it whole (an export archive, an image in a PDF).
// The bytes of any object in the store (derived files such as PDF renditions included).
export const readStoreObject = async (store: FileStore, path: string) => {
  const file = await store.open(path);
  if (!file) return undefined;
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
};

export const readStoredFile = (store: FileStore, path: string) =>
  isStoredPath(path) ? readStoreObject(store, path) : Promise.resolve(undefined);
