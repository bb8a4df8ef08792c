import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { seedBaseData } from './real-api-seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    realApiDump: string;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const api = resolve(here, '../../../api');

// The migrated and seeded database every test file of the real API starts from, built once (15-20 s)
// and kept under node_modules/.cache until a migration or the seed changes.
export default async function setup(project: TestProject) {
  const migrations = join(api, 'drizzle');
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const path = join(migrations, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(readFileSync(join(here, 'real-api-seed.ts')));
  // What the in-process API sets up in the database besides the migrations (the job queue's schema).
  hash.update(readFileSync(join(api, 'src/test/in-process.ts')));
  const cache = resolve(here, '../../../../node_modules/.cache/admin-real-api');
  const file = join(cache, `${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const { startInProcessApi } = await import('@backoffice/api/testing');
    const app = await startInProcessApi();
    await seedBaseData(app.fetch);
    const dump = await app.dump();
    await app.close();
    mkdirSync(cache, { recursive: true });
    writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.tmp`, file);
  }
  project.provide('realApiDump', file);
}
