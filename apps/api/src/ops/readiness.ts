import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { missingMigrations } from '../db/migrations-state.ts';
import { probePdfRenderer } from '../pdf/pdf-renderer.ts';

export type Readiness = { ready: boolean; checks: Record<string, string> };

export type ReadinessOptions = {
  db: Db;
  // Processes that serve the API draw PDFs; a worker does not.
  checksRenderer: boolean;
  isStopping: () => boolean;
  timeoutMs?: number;
};

const timedOut = Symbol('timeout');
const within = <T>(work: Promise<T>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

// What GET /readyz reports. Each check answers "ok" or a short reason meant for an operator and a
// load balancer: never a connection string, a host name, a driver message or a stack (they go to
// the log, not to an unauthenticated answer).
export const readinessOf = async (opts: ReadinessOptions): Promise<Readiness> => {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const checks: Record<string, string> = {};
  if (opts.isStopping()) checks.process = 'shutting down';
  const [database, renderer] = await Promise.all([
    databaseCheck(opts.db, timeoutMs),
    opts.checksRenderer ? probePdfRenderer(timeoutMs * 5).then((why) => why ?? 'ok') : undefined,
  ]);
  Object.assign(checks, database);
  if (renderer !== undefined) checks.renderer = renderer === 'ok' ? 'ok' : `unavailable: ${renderer}`;
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
};

const databaseCheck = async (db: Db, timeoutMs: number): Promise<Record<string, string>> => {
  try {
    const reached = await within(db.execute(sql`select 1`), timeoutMs);
    if (reached === timedOut) return { database: 'unreachable (no answer in time)' };
  } catch {
    return { database: 'unreachable' };
  }
  try {
    const missing = await within(missingMigrations(db), timeoutMs);
    if (missing === timedOut) return { database: 'ok', migrations: 'unknown (no answer in time)' };
    return { database: 'ok', migrations: missing === 0 ? 'ok' : `${missing} not applied` };
  } catch {
    return { database: 'ok', migrations: 'unknown (could not be read)' };
  }
};
