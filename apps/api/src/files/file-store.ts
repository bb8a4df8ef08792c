import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

// Uploaded files live on disk under <DATA_DIR>/files, named by a random id so that a path can be
// neither guessed nor used to climb out of the folder. The database keeps the relative path.
export const filesRoot = (dataDir: string) => resolve(dataDir, 'files');

const safePath = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,16}$/;
export const isStoredPath = (path: string) => safePath.test(path);

export const absolutePath = (dataDir: string, path: string) => {
  if (!isStoredPath(path)) return undefined;
  const root = filesRoot(dataDir);
  const full = resolve(root, path);
  return full.startsWith(root + sep) ? full : undefined;
};

export const storeFile = async (dataDir: string, bytes: Uint8Array, extension: string) => {
  const now = new Date();
  const path = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
  const full = join(filesRoot(dataDir), path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, bytes, { flag: 'wx' });
  return path;
};

export const removeFile = async (dataDir: string, path: string) => {
  const full = absolutePath(dataDir, path);
  if (full) await rm(full, { force: true });
};
