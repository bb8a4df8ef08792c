import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './types.ts';

// A statement the engine sends often whose text is the same at every call (its values are
// parameters), run as a named prepared statement of the transaction's pooled connection on
// PostgreSQL: the connection parses and plans it once, not at every call (node-postgres keeps the
// names each connection prepared). A set-based write's statement (a reorder: the update, the
// snapshots and the audit insert, 5 KB of text) cost 0.4–1.5 ms to parse and plan, a tenth of its
// run. Only for statements that answer no rows or rows of plain columns: drizzle's type parsers
// (dates kept as text) are not applied. PGlite runs it through drizzle as any other statement.
// The name is one per distinct text, process-wide, so a name never meets two texts; texts past
// `maxNames` (a text that varies by mistake) are sent unnamed rather than kept for ever.

const dialect = new PgDialect();
const maxNames = 200;
// A name per distinct statement text, process-wide (`prefix_1`, `prefix_2`...), so a name never
// meets two texts; past `max` texts, undefined: the statement is sent unnamed.
export const statementNamer = (prefix: string, max = Number.POSITIVE_INFINITY) => {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < max) {
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
};
const nameOf = statementNamer('engine', maxNames);

type PgClientLike = {
  query: (config: { name?: string; text: string; values?: unknown[] }) => Promise<unknown>;
  release: unknown;
};

// The pooled node-postgres connection a drizzle transaction runs on (drizzle's session keeps it as
// `client`); undefined on PGlite, whose transaction object has no release().
export const pgClientOf = (tx: Tx): PgClientLike | undefined => {
  const client = (tx as unknown as { session?: { client?: Partial<PgClientLike> } }).session?.client;
  return client && typeof client.release === 'function' && typeof client.query === 'function'
    ? (client as PgClientLike)
    : undefined;
};

export const executePrepared = async <R extends Record<string, unknown>>(
  tx: Tx,
  query: SQL,
): Promise<{ rows: R[] }> => {
  const client = pgClientOf(tx);
  if (!client) return (await tx.execute<R>(query)) as { rows: R[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: nameOf(text), text, values: params });
  return result as { rows: R[] };
};
