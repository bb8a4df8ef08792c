import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { startS3TestServer } from '../files/test-file-store.ts';
import { allJobs } from '../jobs/all-jobs.ts';
import { ensureCursors } from '../jobs/change-feed.ts';
import { definedJobs } from '../jobs/define-job.ts';
import { drainJobs } from '../jobs/drain-jobs.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { declaredSubscribers } from '../jobs/on-change.ts';
import { createMailer } from '../mail/mailer.ts';
import { stopPdfRenderer } from '../pdf/pdf-renderer.ts';
import { demoPassword } from '../seed/demo-users.ts';
import { seedUsers } from '../seed/seed.ts';
import { installAuditCheck } from './audit-check.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A fresh database per test file: in-memory PGlite by default, a throw-away database on the
// PostgreSQL server of TEST_DATABASE_URL when set.
// Each is a copy of the run's template when vitest's global set-up built one (template-database.ts).
const openTestDatabase = async (poolSize = 12): Promise<DbHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate') ?? {};
  if (!url) {
    const dump = template.pglite ? new Blob([readFileSync(template.pglite)]) : undefined;
    return openDatabase({ inMemory: true, loadDataDir: dump });
  }
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template.postgres ? ` template ${template.postgres}` : ''}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: u.toString(), poolSize });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pool.end() resolves before every backend has gone; killing one that is still closing
      // makes its client emit an unhandled error, so wait for them to leave first.
      for (let i = 0; i < 250; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if ((rows[0] as { n: number }).n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

// TEST_FILE_STORE=s3 keeps uploads in a bucket of an S3-compatible server started for the app.
// Two queries sent at once on one connection (a transaction's): pg warns once per process and its
// next major refuses (issue 23.10). Any test file that makes it happen fails when it closes its app.
const overlapWarnings: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message))
    overlapWarnings.push(warning.stack ?? warning.message);
});

// poolSize: the PostgreSQL pool (12 by default; the server's own default is 10).
// auditCheck: false only for a file whose writes are fixtures by design (the demo seed).
export const createTestApp = async (
  opts: { config?: Partial<AppConfig>; poolSize?: number; auditCheck?: boolean } = {},
) => {
  const handle = await openTestDatabase(opts.poolSize);
  // Every job defined by the modules the test imported (the app's, and the test's own) gets its queue.
  const jobQueue = await openJobQueue(handle, [...new Set([...allJobs, ...definedJobs()])]);
  // And every declared subscriber its cursor, at the (empty) head of the feed.
  await ensureCursors(handle.db, declaredSubscribers());
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
  const s3 =
    process.env.TEST_FILE_STORE === 's3' && !(opts.config && 's3' in opts.config)
      ? await startS3TestServer()
      : undefined;
  const config = {
    ...loadConfig({}),
    dataDir,
    trustProxy: 1,
    publicUrl: 'http://admin.test',
    s3: s3?.settings,
    ...opts.config,
  };
  const jwtKey = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const deps = { db: handle.db, driver: handle.driver, config, jwtKey, mailer: createMailer({ dataDir }) };
  const app = createApp(deps);
  await seedUsers(handle.db);
  // Every committed write of the app leaves an audit row per changed record (audit-check.ts).
  // TEST_AUDIT_CHECK=0 turns it off (to time the suite without it).
  const checking = opts.auditCheck !== false && process.env.TEST_AUDIT_CHECK !== '0';
  const auditCheck = checking ? await installAuditCheck(handle.db) : undefined;
  const tokens = new Map<string, string>();
  let ipCounter = 0;

  const request = (
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      accept: 'application/ld+json',
      'x-forwarded-for': `10.0.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'];
    if (opts.body !== undefined) {
      body =
        typeof opts.body === 'string' || opts.body instanceof FormData
          ? (opts.body as string)
          : JSON.stringify(opts.body);
      if (!(opts.body instanceof FormData)) {
        headers['content-type'] ??=
          method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
      }
    }
    return app.request(path, { method, headers, body });
  };

  const login = async (email: string, password = demoPassword) => {
    const cached = tokens.get(email);
    if (cached && password === demoPassword) return cached;
    const res = await request('POST', '/api-auth/admin/auth_token', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    tokens.set(email, token);
    return token;
  };

  return {
    app,
    deps,
    db: handle.db,
    driver: handle.driver,
    config,
    dataDir,
    jwtKey,
    request,
    login,
    // Works the jobs (and delivers the changes) the test's writes left, until none is due.
    drainJobs: () => drainJobs(deps),
    close: async () => {
      // A test file leaves no renderer process behind.
      await stopPdfRenderer();
      const unaudited = await auditCheck?.();
      await jobQueue.close();
      await handle.close();
      await s3?.close();
      if (unaudited?.length)
        throw new Error(
          `Changes committed without their audit row (test/audit-check.ts): ${unaudited.join(', ')}`,
        );
      if (overlapWarnings.length)
        throw new Error(`Queries sent at once on one connection:\n${overlapWarnings.join('\n')}`);
    },
  };
};

export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
