// The benchmark's own databases: a dedicated PostgreSQL database (dropped and re-created, never the
// `test` one) and a PGlite data folder under a temp dir, both migrated by the API's openDatabase.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedBenchData } from './vendor-data.ts';

const withAdmin = async (adminUrl: string, fn: (c: pg.Client) => Promise<void>) => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
};

const assertSafeName = (name: string) => {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to touch database "${name}"`);
};

export const dbUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

export const dropPgDatabase = (adminUrl: string, name: string) => {
  assertSafeName(name);
  return withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`).then(() => {}));
};

export const createPgBenchDatabase = async (adminUrl: string, name: string, vendors: number) => {
  assertSafeName(name);
  await dropPgDatabase(adminUrl, name);
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`).then(() => {}));
  const url = dbUrl(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await seedBenchData(handle.db, vendors);
  } finally {
    await handle.close();
  }
  // A checkpoint and VACUUM so hint bits / visibility map are set before anything is timed.
  await withAdmin(url, async (c) => {
    await c.query('vacuum analyze');
    await c.query('checkpoint');
  });
  return url;
};

// PGlite keeps its files in <dataDir>/pglite; the API child opens the same dataDir afterwards.
// PGlite has no autovacuum: without `analyze` here the planner would have no statistics at all
// (which is what an embedded deployment gets today, since the API never runs ANALYZE).
export const createPgliteBenchFolder = async (vendors: number, analyze = true) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-vendors-pglite-'));
  const handle = await openDatabase({ dataDir });
  try {
    await seedBenchData(handle.db, vendors);
    await handle.db.execute(sql.raw(analyze ? 'vacuum analyze' : 'vacuum'));
  } finally {
    await handle.close();
  }
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
};

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

// Runs fn with a plain query function on the PGlite folder (no server child may hold it meanwhile).
export const withPglite = async <T>(dataDir: string, fn: (q: Query) => Promise<T>) => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const client = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  try {
    return await fn(async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows);
  } finally {
    await client.close();
  }
};

export const withPg = async <T>(url: string, fn: (q: Query) => Promise<T>) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(async (text, values) => (await c.query(text, values)).rows);
  } finally {
    await c.end();
  }
};

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
};

// "Limit > Sort > Bitmap Heap Scan (est. 92 rows)": the chain of first children, the scan's
// estimate, enough to see whether a plan flipped between runs.
export const explain = async (q: Query, text: string, values: unknown[]) => {
  const rows = await q(`explain (format json) ${text}`, values);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const chain: string[] = [];
  let node: PlanNode | undefined = plan[0]!.Plan;
  let estimate = 0;
  while (node) {
    chain.push(node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type']);
    estimate = node['Plan Rows'] ?? estimate;
    node = node.Plans?.[0];
  }
  return `${chain.join(' > ')} (est. ${estimate} rows)`;
};
