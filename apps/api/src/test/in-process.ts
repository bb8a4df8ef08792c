import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { allJobs } from '../jobs/all-jobs.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { startWorker } from '../jobs/worker.ts';
import { createMailer } from '../mail/mailer.ts';
import { demoPassword } from '../seed/demo-users.ts';
import { seedUsers } from '../seed/seed.ts';

// The real API in the caller's process on in-memory PGlite, for other workspaces' tests (the
// admin's component tests): no HTTP server, requests go to `fetch`. A database migrated once (with
// the demo users and whatever the caller adds) is dumped with `dump()` and loaded per test file:
// loading takes a few seconds where migrating takes 15-20.

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type InProcessApi = Awaited<ReturnType<typeof startInProcessApi>>;

/** The API over a fresh copy of `dump` (or a database migrated now), answering `fetch(request)`. */
export const startInProcessApi = async (dump?: Blob) => {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent, fuzzystrmatch }, loadDataDir: dump });
  const db = drizzle(client, { schema }) as unknown as Db;
  if (!dump) {
    await migrate(db as never, { migrationsFolder });
    await seedUsers(db);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-admin-test-'));
  const config = { ...loadConfig({}), dataDir, publicUrl: 'http://localhost:3000' };
  // Through the global Uint8Array: under jsdom it is not the class TextEncoder answers with, and
  // jose checks the key with instanceof.
  const jwtKey = Uint8Array.from(new TextEncoder().encode(randomBytes(32).toString('hex')));
  const deps = { db, driver: 'pglite' as const, config, jwtKey, mailer: createMailer({ dataDir }) };
  // Writes that enqueue jobs need the queue; the jobs (an e-mail's send, a file's delete) run in
  // this process as in the embedded default: a commit that enqueues one wakes the worker at once
  // (the admin's e-mail screens wait for `sent`).
  const jobQueue = await openJobQueue({ db, driver: 'pglite' }, allJobs);
  const app = createApp(deps);
  const worker = await startWorker(deps, allJobs, { pollingIntervalSeconds: 1 });
  return {
    fetch: app.fetch,
    db,
    /** The API's configuration, read by each request: a test may set a connector (accountingSyncUrl). */
    config,
    schema,
    demoPassword,
    /** A raw SQL statement, for what no route writes (a timestamp). */
    query: (text: string, params?: unknown[]) => client.query(text, params),
    /** The job queue's pg-boss sender, to put jobs in a state (send, fetch, fail) for a screen. */
    jobs: jobQueue.boss,
    /** The database as a PGlite data-dir dump, for `startInProcessApi(dump)`. */
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await worker.stop(2_000);
      await jobQueue.close();
      await client.close();
    },
  };
};

// The accounting system's stand-in (accounting/sync), for the admin's synchronisation tests.
export { startXeroStandIn, type XeroStandIn } from '../accounting/sync/testing/xero-stand-in.ts';
