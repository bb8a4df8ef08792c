// The real API in its own process, assembled as apps/api/src/server.ts does (same openDatabase,
// createApp, @hono/node-server, default pool size), but bound to 127.0.0.1 on a free port.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp, isApiPath, pathnameOf } from '../../apps/api/src/app.ts';
import { loadJwtKey } from '../../apps/api/src/auth/secret.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { releaseStartupMemory } from '../../apps/api/src/http/startup-memory.ts';
import { allJobs } from '../../apps/api/src/jobs/all-jobs.ts';
import { openJobQueue } from '../../apps/api/src/jobs/job-queue.ts';
import { createMailer } from '../../apps/api/src/mail/mailer.ts';
import { args, serveChild } from './child-protocol.ts';

// The texts of the SQL the API sends, recorded on request (off while measuring), so that the parent
// can check that the thin server runs the very same statements.
const recorded: string[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  if (recording) {
    const config = a[0] as string | { text?: string };
    recorded.push(typeof config === 'string' ? config : (config?.text ?? ''));
  }
  return query.apply(this, a);
} as typeof pg.Client.prototype.query;
const record = (on: boolean) => {
  recording = on;
  return recorded.splice(0);
};

const a = args();
const dataDir = a['data-dir']!;
const config = {
  ...loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: '3600' }),
  databaseUrl: a['database-url'] || undefined,
  port: 0,
};
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Writes that enqueue jobs need the queue; no worker here (the bench measures the API alone).
await openJobQueue(handle, allJobs);
const api = createApp({
  db: handle.db,
  driver: handle.driver,
  config,
  jwtKey: loadJwtKey(config.jwtSecret, config.dataDir),
  mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
});
const notFound = () => new Response('Not found', { status: 404 });
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request, env) => (isApiPath(pathnameOf(request.url)) ? api.fetch(request, env) : notFound()),
}) as Server;
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
releaseStartupMemory();
// BENCH_MEMORY_TRACE=<ms>: the process's memory every <ms> on stderr, to see which part grows.
const trace = Number(process.env.BENCH_MEMORY_TRACE ?? 0);
if (trace > 0) {
  const mb = (n: number) => Math.round(n / 1048576);
  setInterval(() => {
    const m = process.memoryUsage();
    console.error(
      `memory rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
    );
  }, trace).unref();
}
serveChild(server, handle.close, { record });
