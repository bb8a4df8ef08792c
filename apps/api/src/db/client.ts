import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireFolderLock } from './folder-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbHandle = { db: Db; driver: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type OpenOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean; poolSize?: number };

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
  const pool = new Pool({ connectionString: url, max: poolSize });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
};

const openPglite = async (opts: OpenOptions): Promise<DbHandle> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
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
  const client: PGlite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
};
