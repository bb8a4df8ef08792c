import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileBody, FileStore } from './file-store.ts';

// Files on the local disk under <DATA_DIR>/files: the default, fine for one process.
export const filesRoot = (dataDir: string) => resolve(dataDir, 'files');

export const createLocalFileStore = (dataDir: string): FileStore => {
  const root = filesRoot(dataDir);
  // Paths are checked by the caller's pattern already; this also refuses anything outside the root.
  const fullPath = (path: string) => {
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) throw new Error(`Not a stored file path: ${path}`);
    return full;
  };

  const write = async (full: string, body: FileBody) => {
    // `wx`: a random name that already exists is a bug, never overwritten.
    // isView, not instanceof: a Buffer made in another realm (a jsdom test) is still bytes.
    if (ArrayBuffer.isView(body)) return writeFile(full, body, { flag: 'wx' });
    return pipeline(body, createWriteStream(full, { flags: 'wx' }));
  };

  return {
    kind: 'local',
    async put(path, body) {
      const full = fullPath(path);
      await mkdir(dirname(full), { recursive: true });
      try {
        await write(full, body);
      } catch (err) {
        // A stream that failed half-way leaves no partial file behind.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(full, { force: true });
        throw err;
      }
    },
    async open(path) {
      const full = fullPath(path);
      const info = await stat(full).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const stream = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
      return { stream, size: info.size };
    },
    async remove(path) {
      await rm(fullPath(path), { force: true });
    },
  };
};
