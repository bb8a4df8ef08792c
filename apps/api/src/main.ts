import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config/env.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { exitOnSignals } from './ops/shutdown-signals.ts';
import { startServer } from './server.ts';

const adminDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

try {
  const { stop } = await startServer(undefined, { adminDist });
  exitOnSignals(() => stop());
} catch (e) {
  if (e instanceof FolderLockedError || e instanceof ConfigError) {
    console.error(`\n${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
