import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { type Db as BossDb, fromDrizzle, fromPglite } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { pgClientOf, statementNamer } from '../engine/prepared.ts';
import type { Tx } from '../engine/types.ts';

// pg-boss runs its statements through an executor instead of a pool of its own, so the queue
// lives on our connections: the same pg Pool on PostgreSQL (its size and keep-alive handling,
// db/client.ts), the one in-process PGlite connection otherwise (a second pool would be a second
// database there).

// node-postgres answers a multi-statement text (pg-boss's BEGIN ... COMMIT blocks, its migrations)
// with one result per statement: pg-boss reads the rows of all of them.
const rowsOf = (result: unknown): { rows: unknown[] } => {
  if (Array.isArray(result)) return { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) };
  return result as { rows: unknown[] };
};

export const poolExecutor = (pool: Pool): BossDb => ({
  executeSql: async (text, values) => rowsOf(await pool.query(text, values as unknown[] | undefined)),
  poolCounts: () => ({
    max: pool.options.max ?? 10,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }),
});

// The executor of a database handle: its own connection(s), outside any transaction.
export const databaseExecutor = (db: Db, driver: 'pglite' | 'postgres'): BossDb => {
  const client = (db as unknown as { $client: unknown }).$client;
  return driver === 'postgres' ? poolExecutor(client as Pool) : fromPglite(client as PGlite);
};

// pg-boss's statements are few and fixed (one text per queue table and option set), and its
// insert (a json_to_recordset of 24 columns) costs more to parse and plan than to run: as a named
// prepared statement, each connection parses it once (node-postgres keeps the names it prepared per
// connection). The name is one per distinct text, process-wide, so a name never meets two texts.
const statementName = statementNamer('pgboss');

// Inside the caller's transaction: the job row commits or rolls back with the write that enqueued it.
export const transactionExecutor = (tx: Tx): BossDb => {
  const client = pgClientOf(tx);
  if (client)
    return {
      // A text without parameters may hold several statements, which only the simple protocol
      // (an unnamed query without values) runs.
      executeSql: async (text, values) =>
        rowsOf(
          await client.query(
            values?.length ? { name: statementName(text), text, values: values as unknown[] } : { text },
          ),
        ),
    };
  return fromDrizzle(
    tx as unknown as Parameters<typeof fromDrizzle>[0],
    sql as unknown as Parameters<typeof fromDrizzle>[1],
  );
};
