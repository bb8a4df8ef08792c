import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadJwtKey } from './auth/secret.ts';
import { vaultKeysOf } from './clients/vault.ts';
import { type AppConfig, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { fileStoreOf } from './files/file-store.ts';
import type { AppDeps } from './http/app-env.ts';
import { createFront } from './http/front.ts';
import { releaseStartupMemory } from './http/startup-memory.ts';
import { allJobs, allSubscribers } from './jobs/all-jobs.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { queueCounts } from './jobs/jobs.queries.ts';
import { startWorker } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';
import { useModules } from './modules.ts';
import { closableServer } from './ops/graceful-close.ts';
import { logger } from './ops/logger.ts';
import { registerPoolMetrics, registerQueueMetrics } from './ops/metrics.ts';
import { createOpsRoutes } from './ops/ops-routes.ts';
import { assertRoleFits, servesApi, worksJobs } from './ops/process-role.ts';
import { readinessOf } from './ops/readiness.ts';
import { stopPdfRenderer } from './pdf/pdf-renderer.ts';
import { demoPassword, demoUsers } from './seed/demo-users.ts';
import { seedDemoData } from './seed/seed.ts';

// The job worker of this process (jobs/worker.ts `startWorker(deps, jobs)`): started when the role
// works jobs, stopped with a deadline on shutdown. By default the jobs and subscribers the modules
// list; a test may pass its own.
export type StartWork = (deps: AppDeps) => Promise<{ stop: (deadlineMs?: number) => Promise<void> }>;

type ServerOptions = { adminDist?: string; quiet?: boolean; startWork?: StartWork };

const listen = async (port: number, fetch: Parameters<typeof serve>[0]['fetch']) => {
  const server = serve({ port, fetch }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return closableServer(server);
};

// One process by default (ROLE=all): the API under its prefixes, the built admin (SPA fallback) for
// every other path (http/front.ts), and the jobs. ROLE=api serves without working, ROLE=worker
// works and answers only /healthz, /readyz and /metrics (ops/process-role.ts).
export const startServer = async (config: AppConfig = loadConfig(), opts: ServerOptions = {}) => {
  assertRoleFits(config);
  const serves = servesApi(config.role);
  const works = worksJobs(config.role);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  registerPoolMetrics(handle.poolStats);
  // The job queue's schema and queues, before anything can enqueue (every role enqueues).
  const jobQueue = await handle.exclusive(() => openJobQueue(handle, allJobs));
  registerQueueMetrics(() =>
    queueCounts(
      handle.db,
      allJobs.map((j) => j.name),
    ).then((rows) =>
      rows.map((r) => ({ name: r.name, queued: r.queued + r.retrying, active: r.active, failed: r.failed })),
    ),
  );
  // The demo cards are sealed with the card vault key; without a usable key they are left out.
  const cards = (() => {
    try {
      return vaultKeysOf(config).cards;
    } catch {
      return undefined;
    }
  })();
  // The demo seed (and any write before the app is built) resolves IRIs among the modules' resources.
  useModules();
  // By the processes that serve (a worker needs no demo data); one at a time across processes.
  const seeded = serves
    ? await handle.exclusive(() => seedDemoData(handle.db, { files: fileStoreOf(config), cards }))
    : false;
  const deps: AppDeps = {
    db: handle.db,
    driver: handle.driver,
    config,
    jwtKey: loadJwtKey(config.jwtSecret, config.dataDir),
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
  };
  // The jobs and change-feed subscribers of every module (a test may pass its own worker).
  const startWork =
    opts.startWork ?? ((d: AppDeps) => startWorker(d, allJobs, { subscribers: allSubscribers }));
  const work = works ? await startWork(deps) : undefined;

  let stopping = false;
  const ops = createOpsRoutes({
    readiness: () => readinessOf({ db: handle.db, checksRenderer: serves, isStopping: () => stopping }),
    metricsToken: config.metricsToken,
  });
  const front = serves
    ? await createFront({ api: createApp(deps).fetch, ops: ops.fetch, config, adminDist: opts.adminDist })
    : undefined;
  // A worker's one port answers the ops routes only: METRICS_PORT when set, else PORT.
  const main = front
    ? await listen(config.port, front.fetch)
    : await listen(config.metricsPort ?? config.port, ops.fetch);
  const opsOnly = front && config.metricsPort ? await listen(config.metricsPort, ops.fetch) : undefined;
  releaseStartupMemory();
  if (config.role === 'all' && !opts.quiet) {
    // `npm start`'s banner stays for people; the JSON line below is for the log.
    console.log(`\nBack office running at ${config.publicUrl}`);
    console.log(
      `Database: ${handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    if (seeded) console.log(`Demo and reference data seeded in ${(seeded.ms / 1000).toFixed(1)} s.`);
    console.log(`Demo logins (password "${demoPassword}"):`);
    for (const u of demoUsers)
      console.log(`  ${u.email.padEnd(26)} ${u.roles.join(', ')}${u.isActive ? '' : ' (inactive)'}`);
  }
  logger.info(
    {
      role: config.role,
      port: front ? config.port : (config.metricsPort ?? config.port),
      opsPort: opsOnly ? config.metricsPort : undefined,
      driver: handle.driver,
      seededMs: seeded ? seeded.ms : undefined,
      worker: work ? 'started' : works ? 'none' : undefined,
    },
    'started',
  );
  // The log is written in batches (ops/logger.ts): the line saying this process started goes now.
  logger.flush();

  // Graceful stop: no new connections, the requests and jobs in flight get until the deadline
  // (SHUTDOWN_TIMEOUT_MS), then the timers, the PDF renderer and the pool close. True when nothing
  // had to be cut.
  const stop = async (deadlineMs = config.shutdownTimeoutMs) => {
    stopping = true;
    const [served, worked] = await Promise.all([
      main.close(deadlineMs),
      opsOnly?.close(deadlineMs) ?? true,
      work?.stop(deadlineMs).then(
        () => true,
        (err: unknown) => {
          logger.error({ err: (err as Error).message }, 'the job worker did not stop cleanly');
          return false;
        },
      ) ?? true,
    ]).then(([a, b, c]) => [a && b, c]);
    await jobQueue.close();
    // After the server: no render is in flight any more.
    await stopPdfRenderer();
    await handle.close();
    return Boolean(served && worked);
  };
  return { stop, server: main, inFlight: main.inFlight, db: handle.db };
};
