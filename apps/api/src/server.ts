import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadJwtKey } from './auth/secret.ts';
import { vaultKeysOf } from './clients/vault.ts';
import { type AppConfig, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { fileStoreOf } from './files/file-store.ts';
import { createFront } from './http/front.ts';
import { releaseStartupMemory } from './http/startup-memory.ts';
import { allJobs } from './jobs/all-jobs.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { startWorker } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';
import { stopPdfRenderer } from './pdf/pdf-renderer.ts';
import { demoPassword, demoUsers } from './seed/demo-users.ts';
import { seedDemoData } from './seed/seed.ts';

// One process: the API under its prefixes and the built admin (SPA fallback) for every other path
// (http/front.ts).
export const startServer = async (
  config: AppConfig = loadConfig(),
  opts: { adminDist?: string; quiet?: boolean } = {},
) => {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The job queue's schema and queues, before anything can enqueue.
  const jobQueue = await openJobQueue(handle, allJobs);
  // The demo cards are sealed with the card vault key; without a usable key they are left out.
  const cards = (() => {
    try {
      return vaultKeysOf(config).cards;
    } catch {
      return undefined;
    }
  })();
  const seeded = await seedDemoData(handle.db, { files: fileStoreOf(config), cards });
  const deps = {
    db: handle.db,
    driver: handle.driver,
    config,
    jwtKey: loadJwtKey(config.jwtSecret, config.dataDir),
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
  };
  const api = createApp(deps);
  // The embedded default: this process serves and works the jobs.
  const worker = await startWorker(deps, allJobs);
  const front = await createFront({ api: api.fetch, config, adminDist: opts.adminDist });
  const server = serve({ port: config.port, fetch: front.fetch });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  releaseStartupMemory();
  if (!opts.quiet) {
    console.log(`\nBack office running at ${config.publicUrl}`);
    console.log(
      `Database: ${handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    if (seeded) console.log(`Demo and reference data seeded in ${(seeded.ms / 1000).toFixed(1)} s.`);
    console.log(`Demo logins (password "${demoPassword}"):`);
    for (const u of demoUsers)
      console.log(`  ${u.email.padEnd(26)} ${u.roles.join(', ')}${u.isActive ? '' : ' (inactive)'}`);
  }
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Jobs in flight finish (or are left to expire and be retried by the next start).
    await worker.stop();
    await jobQueue.close();
    // After the server: no render is in flight any more.
    await stopPdfRenderer();
    await handle.close();
  };
  return { stop, server, db: handle.db };
};
