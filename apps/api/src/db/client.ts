import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { logger } from '../ops/logger.ts';
import { acquireFolderLock } from './folder-lock.ts';
import * as schema from './schema/index.ts';
import { setWriterSlots, writerSlotStats } from './write-turns.ts';

export type Schema = typeof schema;
// Both drivers answer a raw query with its rows under `rows`: saying so types db.execute<Row>().
type QueryRows<R> = { rows: R[] };
export interface QueryRowsHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export type Db = PgDatabase<QueryRowsHKT, Schema>;
export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  // Runs `work` while no other process of this database runs its own `exclusive` work (a PostgreSQL
  // advisory lock; PGlite has one process): migrations and the demo seed when several processes
  // start at once (ROLE=api and ROLE=worker against one server).
  exclusive: <R>(work: () => Promise<R>) => Promise<R>;
  // Connections now (ops/metrics.ts).
  poolStats: () => { total: number; idle: number; waiting: number };
  // PGlite only: the whole database as a tar (the tests' template, test/template-database.ts).
  dumpDataDir?: () => Promise<Blob>;
};

// The key of the startup advisory lock (any constant; the same in every process of the product).
const startupLockKey = 24_000_001;

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  // PGlite: start from this dump of a data dir (a test file's copy of the template).
  loadDataDir?: Blob;
};

// PostgreSQL when a URL is given, otherwise PGlite in-process (under dataDir, or in memory for tests).
export const openDatabase = async (opts: OpenOptions): Promise<DbHandle> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(opts);
};

const openPostgres = async (url: string, poolSize = 10): Promise<DbHandle> => {
  const { Pool, types } = await import('pg');
  // numeric stays a string (money), bigint count(*) becomes a number.
  types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    // An unreachable server fails a request (503) instead of holding it until the OS gives up.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  keepPoolAlive(pool);
  const db = drizzle(pool, { schema });
  // The lock is held by a connection of its own for the length of `work`; the session lock goes
  // with the connection should the process die meanwhile.
  const exclusive = async <R>(work: () => Promise<R>) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [startupLockKey]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => {});
      }
    } finally {
      client.release();
    }
  };
  // drizzle's migrator reads the last applied migration before its transaction: two processes
  // starting at once would both apply the same migrations (the second failing on "already exists").
  await exclusive(() => migrate(db, { migrationsFolder }));
  setWriterSlots(db, writerSlotsOf(poolSize));
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    close: () => pool.end(),
    exclusive,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

// Write transactions hold a connection for their whole length (and, waiting on a lock another
// process holds, up to lock_timeout): a quarter of the pool, at least two, stays for the readers.
export const writerSlotsOf = (poolSize: number) => poolSize - Math.max(2, Math.ceil(poolSize / 4));

let lastWarning = 0;
const warnLost = (err: Error) => {
  // One line per 10 s: a restart of the server drops every connection at once.
  if (Date.now() - lastWarning < 10_000) return;
  lastWarning = Date.now();
  logger.warn(
    { code: (err as { code?: string }).code ?? err.message },
    'Database connection lost; reconnecting on demand.',
  );
};

// A connection the server drops (restart, pg_terminate_backend, network) emits 'error' on its
// client and, when idle, on the pool; an EventEmitter 'error' without a listener ends the process.
// The pool already discards a broken idle client, the request it served gets a 503
// (http/db-errors.ts), and the next query opens a new connection.
export const keepPoolAlive = (pool: Pool) => {
  pool.on('error', warnLost);
  // Still listening while a client is checked out (the pool removes its own listener then).
  pool.on('connect', (client) => client.on('error', warnLost));
  // drizzle-orm's transaction() sends BEGIN before its try/finally: when BEGIN fails on a dead
  // connection the client is never released and the pool loses a slot for good (after a few cuts
  // every request waits forever). So a checked-out client that dies goes back to the pool at once
  // (which drops it), and the holder's own later release() does nothing.
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  pool.connect = ((callback?: unknown) => {
    if (callback) return (connect as (cb: unknown) => void)(callback); // pool.query's own checkout
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onLost);
        release.call(client, err);
      };
      const onLost = (err: Error) => releaseOnce(err);
      client.on('error', onLost);
      client.release = releaseOnce;
      queryOneAtATime(client);
      return client;
    });
  }) as Pool['connect'];
};

// A checked-out client is a transaction's: code that sends two of its queries at once (relation
// loads, a read's parts under Promise.all) relied on pg queueing the second behind the first, which
// pg deprecates ("Calling client.query() when the client is already executing a query") and pg@9
// refuses. Queries sent at once run here one after the other, in the order sent, as pg did; the
// pool (queries outside a transaction) keeps running them in parallel, each on its own connection.
// Once per connection: the pool hands the same client out again and again (it gives each checkout a
// fresh `release`, but `query` is ours), and a wrapper added at every checkout made each query go
// through one more layer per transaction the connection had served (10,000 transactions: 27 ms for
// a `select 1`; `db/query-one-at-a-time.test.ts`).
const serialised = new WeakSet<PoolClient>();
const queryOneAtATime = (client: PoolClient) => {
  if (serialised.has(client)) return;
  serialised.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    // Callback and submittable forms (not used by drizzle) go straight to the driver.
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = () => query(...args) as Promise<unknown>;
    const result = last.then(run, run);
    last = result.catch(() => {});
    return result;
  }) as PoolClient['query'];
};

const openPglite = async (opts: OpenOptions): Promise<DbHandle> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  let dataDir: string | undefined;
  if (!opts.inMemory) {
    const root = resolve(opts.dataDir ?? '.data');
    mkdirSync(root, { recursive: true });
    release = acquireFolderLock(root);
    dataDir = join(root, 'pglite');
  }
  const client: PGlite = await PGlite.create({
    dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // One connection, held by an open transaction: write transactions wait for it in turn.
  setWriterSlots(db, 1);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process per data folder (folder-lock.ts): nobody to exclude.
    exclusive: (work) => work(),
    // Its one connection: idle when no write transaction holds it, waiting = writes in line for it.
    poolStats: () => {
      const slots = writerSlotStats(db);
      return { total: 1, idle: slots.free, waiting: slots.waiting };
    },
  };
};
