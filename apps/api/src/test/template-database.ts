import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { allJobs } from '../jobs/all-jobs.ts';
import { openJobQueue } from '../jobs/job-queue.ts';

// Every API test file gets a database of its own. Building one from nothing (initdb, the drizzle
// migrations, pg-boss's schema and queues) took 4–11 s on PGlite and 2–3 s on PostgreSQL per file;
// a copy of a database built once per run takes 1.2–1.6 s (a PGlite data-dir dump loaded) and
// 0.2–0.5 s (CREATE DATABASE … TEMPLATE). The template is keyed by the migrations' content, so a
// new migration builds a new one; files never share a database.

// The migrations' content: the template's key.
const migrationsKey = () => {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
};

// The migrated schema with the job queue installed, on a database handle.
const install = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
  const queue = await openJobQueue(handle, allJobs);
  await queue.close();
};

// A PGlite data-dir dump (a tar file) of the migrated database; its path.
export const buildPgliteTemplate = async (): Promise<string> => {
  const folder = join(tmpdir(), 'backoffice-api-test');
  const file = join(folder, `pglite-${migrationsKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const handle = await openDatabase({ inMemory: true });
  await install(handle);
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error('PGlite gave no data dir dump');
  // Written aside then renamed: a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
};

// A migrated database on the PostgreSQL server of `url`, built once per migrations key (runs of
// several checkouts against one server take turns through an advisory lock); its name.
export const buildPostgresTemplate = async (url: string): Promise<string> => {
  const name = `tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(24000002)');
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const u = new URL(url);
    u.pathname = `/${building}`;
    const handle = await openDatabase({ databaseUrl: u.toString(), poolSize: 2 });
    await install(handle);
    await handle.close();
    // Renamed once complete: a database of this name is always a whole template.
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(24000002)').catch(() => {});
    await admin.end();
  }
};
