import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FolderLockedError } from './db/folder-lock.ts';
import { startServer } from './server.ts';

const adminDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

try {
  const { stop } = await startServer(undefined, { adminDist });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await stop();
      process.exit(0);
    });
  }
} catch (e) {
  if (e instanceof FolderLockedError) {
    console.error(`\n${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
